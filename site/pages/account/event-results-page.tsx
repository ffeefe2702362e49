import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { resultsCalls } from '../../../sdk/contract/index.ts';
import type { EventCity, ResultFormat } from '../../../sdk/contract/schemas/index.ts';
import { formatLongDate } from '../../../sdk/format/index.ts';
import { classNames, EmptyState, Spinner } from '../../../sdk/ui/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { HttpStatusError } from '../../../sdk/http/index.ts';
import { LoadProblem } from '../load-problem.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { AccountHead } from './account-head.tsx';
import { ResultsTable } from './results-table.tsx';
import './account.css';

/**
 * /results/{event_city_id} (account.md §2 "Results pages", §8): the results formats of the event
 * city (GET /api/external/formats/{id}) to choose from — the choice is kept in `?format=` — and
 * the chosen format's table (GET /api/event_results/{id}/{format}) with the columns its
 * settings list, labelled from i18n. When the formats cannot be loaded the loading indicator
 * stops and the page says so; an unknown event city is the not-found page.
 */
export function EventResultsPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const id = params.event_city_id ?? '';
  const formats = useCallQuery(resultsCalls.formats, { params: { event_city_id: id } });
  const chosenInQuery = new URLSearchParams(useSearch()).get('format');
  const [, navigate] = useLocation();

  if (formats.isError) {
    // An event city the server does not know is a page that does not exist (account.md §8).
    if (formats.error instanceof HttpStatusError && formats.error.status === 404) return <NotFoundPage />;
    return (
      <div className="acc-page">
        <AccountHead title={t('results.title')} />
        <LoadProblem text={t('accountPages.results.formatsFailed')} onRetry={() => void formats.refetch()} />
      </div>
    );
  }
  if (formats.isPending) {
    return (
      <div className="acc-page acc-loading">
        <Spinner size="lg" label={t('firstPaint.loading')} />
      </div>
    );
  }
  const list = formats.data.values;
  const chosen = list.find((format) => format.public_id === chosenInQuery) ?? list[0];
  const choose = (format: ResultFormat) => navigate(`/results/${encodeURIComponent(id)}?format=${encodeURIComponent(format.public_id)}`, { replace: true });

  return (
    <div className="acc-page">
      <Link className="acc-back" href="/results">
        ← {t('accountPages.results.backToResults')}
      </Link>
      <EventHead city={formats.data.city} />
      {chosen === undefined ? (
        <EmptyState title={t('results.empty')} headingLevel={2} />
      ) : (
        <>
          {list.length > 1 && (
            <div className="acc-formats" role="group" aria-label={t('accountPages.results.formats')}>
              {list.map((format) => (
                <button
                  key={format.public_id}
                  type="button"
                  className={classNames('acc-chip', format.public_id === chosen.public_id && 'is-active')}
                  aria-pressed={format.public_id === chosen.public_id}
                  onClick={() => choose(format)}
                >
                  {format.title}
                </button>
              ))}
            </div>
          )}
          <FormatResults key={chosen.public_id} eventCityId={id} format={chosen} />
        </>
      )}
    </div>
  );
}

function EventHead({ city }: { city: EventCity }) {
  const lang = useLang();
  const title = city.event?.title ?? city.city.name_ru;
  const date = formatLongDate(city.start_time, city.timezone == null ? { lang } : { lang, timeZone: city.timezone });
  const place = city.city.name_ru;
  return <AccountHead title={title} lead={`${date} · ${place}`} />;
}

function FormatResults({ eventCityId, format }: { eventCityId: string; format: ResultFormat }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const table = useCallQuery(resultsCalls.table, { params: { event_city_id: eventCityId, format: format.public_id } });
  if (table.isError) return <LoadProblem text={t('errors.loadProblem')} onRetry={() => void table.refetch()} />;
  if (table.isPending) {
    return (
      <div className="acc-loading">
        <Spinner size="lg" label={t('accountPages.results.tableLoading')} />
      </div>
    );
  }
  const settings = table.data.settings.formats.find((each) => each.public_id === format.public_id);
  return <ResultsTable format={format} rows={table.data.values} listed={settings?.columns ?? format.columns} query={query} onQuery={setQuery} />;
}
