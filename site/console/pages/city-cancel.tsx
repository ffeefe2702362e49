import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsoleEventCity, cancelEventCity, getCityCancellation, type CityCancellation } from '../../../sdk/contract/console/index.ts';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import { ConfirmButton, useWrite, WriteOutcome } from '../console-forms.tsx';
import { useCall } from '../use-call.ts';

const POLL_MS = 2_000;

/** A city never cancelled answers 404: no cancellation, not a failure. */
const cancellationOf = (id: string): Promise<CityCancellation | null> =>
  getCityCancellation(id).catch((error: unknown) => {
    if (error instanceof HttpStatusError && error.status === 404) return null;
    throw error;
  });

/**
 * Cancelling an event city (rained off): asks first, then shows the refunds' progress, asking the
 * server again every 2 s while they run. A second press answers the running cancellation.
 */
export function CityCancel({ city }: { readonly city: ConsoleEventCity }) {
  const { t } = useTranslation();
  const write = useWrite();
  const { state, reload } = useCall(`cancellation ${city.public_id}`, () => cancellationOf(city.public_id));
  const cancellation = state.data ?? null;
  const running = cancellation?.state === 'running';
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, state, reload]);
  return (
    <section className="console-card" aria-labelledby="city-cancel">
      <h2 id="city-cancel">{t('console.city.cancelTitle')}</h2>
      {cancellation === null ? (
        <div className="console-actions">
          <ConfirmButton variant="secondary" loading={write.busy} question={t('console.city.cancelConfirm', { city: city.city_name })} onConfirm={() => void write.run(() => cancelEventCity(city.public_id)).then(reload)}>
            {t('console.city.cancel')}
          </ConfirmButton>
        </div>
      ) : (
        <div role="status">
          <p>
            <strong>{running ? t('console.city.cancelRunning') : t('console.city.cancelDone')}</strong>
          </p>
          <progress className="console-progress" max={Math.max(1, cancellation.tickets_total)} value={cancellation.tickets_refunded} aria-label={t('console.city.cancelRunning')} />
          <p>
            {t('console.city.cancelState', {
              refunded: cancellation.tickets_refunded,
              total: cancellation.tickets_total,
              done: cancellation.refunds_done,
              pending: cancellation.refunds_pending,
              failed: cancellation.refunds_failed,
            })}
          </p>
        </div>
      )}
      <WriteOutcome write={write} />
    </section>
  );
}
