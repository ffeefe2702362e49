/**
 * A scan's answer, full screen and colour-coded (issue 26 §3): green lets the participant
 * through, amber says already checked in, red stops them. Announced at once (role="alert"), with
 * the participant's details and what to hand over; «Следующий» returns to the camera; a mistaken
 * online check-in may be undone with a reason.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { admits } from '../../sdk/checkin/index.ts';
import { undoCheckin } from '../../sdk/contract/console/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import { formatDayMonthTime, formatTime } from '../../sdk/format/index.ts';
import type { ScanDecision } from './decide-scan.ts';

export function ScanResult({ decision, code, language, onNext }: { readonly decision: ScanDecision; readonly code: string; readonly language: Language; readonly onNext: () => void }) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  const [undoing, setUndoing] = useState(false);
  const [reason, setReason] = useState('');
  const [undone, setUndone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => next.current?.focus(), []);

  const tone = admits(decision.result) ? 'go' : decision.result === 'already' ? 'wait' : 'stop';
  const person = decision.participant;
  const undo = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setUndone((await undoCheckin({ code, reason })).message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('errors.generic'));
    }
  };

  return (
    <section className={`checkin-result checkin-result--${tone}`} role="alert" aria-labelledby="checkin-result-title" data-result={decision.result}>
      <h2 id="checkin-result-title">{t(`checkin.result.${decision.result}`)}</h2>
      {person !== null && (
        <>
          <p className="checkin-result__name">{person.name || person.ticket_number}</p>
          <dl>
            <dt>№</dt>
            <dd>{person.ticket_number}</dd>
            <dt>{t('checkin.result.format')}</dt>
            <dd>{person.format}</dd>
            <dt>{t('checkin.result.start')}</dt>
            <dd>{formatDayMonthTime(person.start_time, { lang: language })}</dd>
            {person.team !== null && (
              <>
                <dt>{t('checkin.result.team')}</dt>
                <dd>{person.team}</dd>
              </>
            )}
            {person.shirt_size !== null && (
              <>
                <dt>{t('checkin.result.shirt')}</dt>
                <dd>{person.shirt_size}</dd>
              </>
            )}
            {person.insurance !== null && (
              <>
                <dt>{t('checkin.result.insurance')}</dt>
                <dd>{person.insurance}</dd>
              </>
            )}
          </dl>
          {!person.registered && admits(decision.result) && <p>{t('checkin.result.notRegistered')}</p>}
          {person.new_holder !== null && <p>{t('checkin.result.newHolder', { holder: person.new_holder })}</p>}
        </>
      )}
      {decision.checked_in !== null && decision.result === 'already' && (
        <p>{t('checkin.result.alreadyAt', { time: formatTime(decision.checked_in.at, { lang: language }), device: decision.checked_in.device || '—' })}</p>
      )}
      {decision.offline && <p className="checkin-hint">{t('checkin.result.offline')}</p>}
      <button type="button" ref={next} className="checkin-result__next" onClick={onNext}>
        {t('checkin.result.next')}
      </button>
      {admits(decision.result) && !decision.offline && undone === null && !undoing && (
        <button type="button" className="checkin-link" onClick={() => setUndoing(true)}>
          {t('checkin.result.undo')}
        </button>
      )}
      {undoing && undone === null && (
        <form onSubmit={(event) => void undo(event)}>
          <label>
            {t('checkin.result.undoReason')}
            <input required minLength={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit">{t('checkin.result.undo')}</button>
        </form>
      )}
      {undone !== null && <p role="status">{undone}</p>}
      {error !== null && <p className="checkin-error">{error}</p>}
    </section>
  );
}
