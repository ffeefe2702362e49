/**
 * Checking in one event city (issue 26): the network state and how fresh the device's copy is,
 * the camera reading codes, the answer of each scan, the search by name, and the upload of
 * offline decisions whenever the network is back (and every 15 s while any wait).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admits } from '../../sdk/checkin/index.ts';
import type { CheckinSnapshot } from '../../sdk/contract/console/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import { freshSnapshot } from './city-choice.tsx';
import { decideScan, uploadQueue, type LocalCheckins, type ScanDecision } from './decide-scan.ts';
import { ManualSearch } from './manual-search.tsx';
import { queuedScans } from './offline-store.ts';
import { playResultSound } from './result-sound.ts';
import { ScanResult } from './scan-result.tsx';
import { useCameraCodes } from './use-camera-codes.ts';

/** A code just answered is not read again for this long, unless «Следующий» is pressed. */
const SAME_CODE_PAUSE_MS = 5000;
const UPLOAD_EVERY_MS = 15_000;

export function ScanScreen({ snapshot: first, device, language, onChangeCity }: { readonly snapshot: CheckinSnapshot; readonly device: string; readonly language: Language; readonly onChangeCity: () => void }) {
  const { t } = useTranslation();
  const [snapshot, setSnapshot] = useState(first);
  const [online, setOnline] = useState(navigator.onLine);
  const [pending, setPending] = useState(0);
  const [conflicts, setConflicts] = useState(0);
  const [shown, setShown] = useState<{ decision: ScanDecision; code: string } | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const local = useRef<LocalCheckins>(new Map());
  const last = useRef<{ code: string; at: number } | undefined>(undefined);
  const deciding = useRef(false);

  const upload = useCallback(async () => {
    try {
      if ((await queuedScans()).length > 0 && navigator.onLine) {
        const done = await uploadQueue(device);
        if (done.conflicts > 0) setConflicts((count) => count + done.conflicts);
      }
    } catch {
      // still offline: the queue waits for the next try
    }
    setPending((await queuedScans()).length);
  }, [device]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void upload();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(() => void upload(), UPLOAD_EVERY_MS);
    void upload();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [upload]);

  const decide = useCallback(
    async (code: string) => {
      const now = Date.now();
      if (deciding.current || (last.current?.code === code && now - last.current.at < SAME_CODE_PAUSE_MS)) return;
      deciding.current = true;
      last.current = { code, at: now };
      try {
        const decision = await decideScan(code, snapshot, local.current, device);
        playResultSound(admits(decision.result));
        setShown({ decision, code });
        setError(null);
        if (decision.offline) setPending((await queuedScans()).length);
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : t('errors.generic'));
      } finally {
        deciding.current = false;
      }
    },
    [snapshot, device, t],
  );

  const camera = useCameraCodes((code) => void decide(code), shown !== undefined);
  const refresh = async () => {
    try {
      setSnapshot(await freshSnapshot(snapshot.event_city.public_id));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('errors.generic'));
    }
  };
  const next = () => {
    setShown(undefined);
    last.current = undefined;
  };

  return (
    <main className="checkin-scan">
      <header className="checkin-status">
        <p className={online ? 'checkin-online' : 'checkin-offline'} role="status">
          {online ? t('checkin.status.online') : t('checkin.status.offline')}
        </p>
        <p>
          <strong>{`${snapshot.event_city.event_title}, ${snapshot.event_city.city}`}</strong>
        </p>
        <p>{t('checkin.status.copy', { count: snapshot.tickets.length, time: formatDayMonthTime(snapshot.generated_at, { lang: language }) })}</p>
        {pending > 0 && <p>{t('checkin.status.pending', { count: pending })}</p>}
        {conflicts > 0 && <p className="checkin-error">{t('checkin.status.conflicts', { count: conflicts })}</p>}
        <div className="checkin-actions">
          <button type="button" onClick={() => void refresh()}>
            {t('checkin.status.refresh')}
          </button>
          <button type="button" onClick={onChangeCity}>
            {t('checkin.city.change')}
          </button>
        </div>
      </header>
      <section className="checkin-camera" aria-label={t('checkin.scanner.heading')}>
        <h1>{t('checkin.scanner.heading')}</h1>
        {camera.state === 'unavailable' ? <p role="alert">{t('checkin.scanner.noCamera')}</p> : <video ref={camera.video} muted playsInline aria-hidden="true" />}
        {camera.torch !== undefined && (
          <button type="button" aria-pressed={camera.torch.on} onClick={camera.torch.toggle}>
            {camera.torch.on ? t('checkin.scanner.torchOff') : t('checkin.scanner.torchOn')}
          </button>
        )}
      </section>
      {error !== null && (
        <p className="checkin-error" role="alert">
          {error}
        </p>
      )}
      <ManualSearch snapshot={snapshot} onPick={(number) => void decide(number)} />
      {shown !== undefined && <ScanResult decision={shown.decision} code={shown.code} language={language} onNext={next} />}
    </main>
  );
}
