/**
 * Choosing the event city to check in (issue 26 §1): the cities this member of staff may check
 * in, and the device's name. Starting downloads the city's copy for offline work; without a
 * network the copy kept from before is used.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getCheckinSnapshot, listCheckinEventCities, type CheckinSnapshot } from '../../sdk/contract/console/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import { deviceName, rememberDeviceName } from './checkin-device.ts';
import { NetworkError } from '../../sdk/http/index.ts';
import { keptCities, loadSnapshot, saveSnapshot } from './offline-store.ts';

interface City {
  readonly public_id: string;
  readonly event_title: string;
  readonly city: string;
  readonly start_time: string;
  readonly timezone: string;
}

/** Downloads and keeps the copy of `id`; without a network, the copy kept before. */
export async function freshSnapshot(id: string): Promise<CheckinSnapshot> {
  try {
    const snapshot = await getCheckinSnapshot(id);
    await saveSnapshot(snapshot);
    return snapshot;
  } catch (error) {
    const kept = await loadSnapshot(id);
    if (kept === undefined) throw error;
    return kept;
  }
}

export function CityChoice({ onStart, language }: { readonly onStart: (snapshot: CheckinSnapshot, device: string) => void; readonly language: Language }) {
  const { t } = useTranslation();
  const [cities, setCities] = useState<readonly City[] | undefined>(undefined);
  const [chosen, setChosen] = useState('');
  const [device, setDevice] = useState(deviceName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // without a network, the cities whose copies this device kept
    listCheckinEventCities()
      .then((answer) => answer.values, (caught: unknown) => (caught instanceof NetworkError ? keptCities() : Promise.reject(caught)))
      .then(
        (values) => {
          setCities(values);
          setChosen((current) => current || (values[0]?.public_id ?? ''));
        },
        (caught: unknown) => setError(caught instanceof Error ? caught.message : t('errors.generic')),
      );
  }, [t]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      rememberDeviceName(device);
      onStart(await freshSnapshot(chosen), device.trim() || deviceName());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('errors.generic'));
      setBusy(false);
    }
  };

  return (
    <form className="checkin-panel" onSubmit={(event) => void start(event)} aria-labelledby="checkin-city" aria-busy={cities === undefined || busy}>
      <h1 id="checkin-city">{t('checkin.city.heading')}</h1>
      {cities === undefined && error === null && <p role="status">{t('checkin.city.loading')}</p>}
      {cities !== undefined && cities.length === 0 && <p>{t('checkin.city.none')}</p>}
      {cities !== undefined && cities.length > 0 && (
        <>
          <label>
            {t('checkin.city.choose')}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {cities.map((city) => (
                <option key={city.public_id} value={city.public_id}>
                  {`${city.event_title}, ${city.city}, ${formatDayMonthTime(city.start_time, { lang: language, timeZone: city.timezone })}`}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('checkin.city.device')}
            <input value={device} maxLength={64} onChange={(event) => setDevice(event.target.value)} aria-describedby="checkin-device-hint" />
          </label>
          <p id="checkin-device-hint" className="checkin-hint">
            {t('checkin.city.deviceHint')}
          </p>
          <button type="submit" disabled={busy || chosen === ''}>
            {busy ? t('checkin.city.loading') : t('checkin.city.start')}
          </button>
        </>
      )}
      {error !== null && <p className="checkin-error" role="alert">{error}</p>}
    </form>
  );
}
