import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import { Button, Spinner } from '../../../sdk/ui/index.ts';
import { AlertIcon } from '../../layout/icons.tsx';
import type { SitePageProps } from '../../routes/site-route.ts';
import { whenSessionReady } from '../../shell/session-ready.ts';
import { useReportError } from '../../shell/use-report-error.ts';
import { fillFromLink } from '../../../sdk/checkout/index.ts';

/** One fill per link at a time (a re-mounted page, e.g. React's strict mode, joins the running one). */
const running = new Map<string, Promise<unknown>>();

function fillOnce(formatId: string, search: string): Promise<unknown> {
  const key = `${formatId}?${search}`;
  const known = running.get(key);
  if (known !== undefined) return known;
  const started = fillFromLink(formatId, new URLSearchParams(search), { basketReady: whenSessionReady }).finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

type FillState = 'filling' | 'not-found' | 'failed';

/**
 * /basket-fill-outside/{id}?count=&city=&promocode=&insurance= (sdk/checkout fill-from-link.ts):
 * fills the basket and opens /basket, where what the limits corrected is said (a count over the
 * buy limit, a sold-out format). An unknown format shows a clear page with the way to the
 * calendar, and the basket stays as it was.
 */
export function FillOutsidePage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const formatId = params['id'] ?? '';
  const search = useSearch();
  const [, navigate] = useLocation();
  const reportError = useReportError();
  const [state, setState] = useState<FillState>('filling');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState('filling');
    fillOnce(formatId, search).then(
      () => {
        if (current) navigate('/basket', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof HttpStatusError && error.status === 404) {
          setState('not-found');
          return;
        }
        reportError(error);
        setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [formatId, search, attempt, navigate, reportError]);

  if (state === 'filling') {
    return (
      <section className="page page--narrow result-card" aria-busy="true">
        <Spinner size="lg" label={t('checkout.fillOutside.loading')} className="result-card__spinner" />
        <h1 className="result-card__title">{t('checkout.fillOutside.loading')}</h1>
      </section>
    );
  }
  return (
    <section className="page page--narrow result-card result-card--problem">
      <AlertIcon className="result-card__icon" />
      <h1 className="result-card__title">{state === 'not-found' ? t('purchasePages.fillOutside.notFoundTitle') : t('checkout.fillOutside.failed')}</h1>
      {state === 'not-found' && <p className="result-card__text">{t('purchasePages.fillOutside.notFoundText')}</p>}
      <div className="result-card__actions">
        <Link className="rk-button rk-button--primary" href="/calendar">
          {t('purchasePages.fillOutside.toCalendar')}
        </Link>
        {state === 'failed' && (
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('purchasePages.fillOutside.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
