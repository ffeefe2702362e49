import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resultsCalls, type ResultsFilter } from '../../../sdk/contract/index.ts';
import { type EventCity, TEXT_MAX } from '../../../sdk/contract/schemas/index.ts';
import { formatLongDate } from '../../../sdk/format/index.ts';
import { EmptyState, Spinner, TextField } from '../../../sdk/ui/index.ts';
import { Select } from '../../../sdk/ui/form/index.ts';
import { useCallQuery } from '../../../sdk/elements/index.ts';
import { useLang } from '../../shell/use-lang.ts';
import { LoadProblem } from '../load-problem.tsx';
import { AccountHead } from './account-head.tsx';
import './account.css';

/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_PAUSE_MS = 350;

/**
 * /results (account.md §2 "Results pages"): past events that have results (POST
 * /api/results/event_city/filtered), newest first, filtered by city (GET /api/results/cities)
 * and by a text of the event's title; each opens its protocol at /results/{event_city_id}. A
 * failed filter reads 'Попробуйте позже' (§8).
 */
export function ResultsPage() {
  const { t } = useTranslation();
  const [city, setCity] = useState('');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const cities = useCallQuery(resultsCalls.cities, {});
  const filter: ResultsFilter = { ...(city === '' ? {} : { city_id: city }), ...(search === '' ? {} : { search }) };
  const events = useCallQuery(resultsCalls.filtered, { body: filter });
  const cityOptions = (cities.data?.values ?? []).map((each) => ({ value: String(each.id), label: each.name_ru }));

  return (
    <div className="acc-page">
      <AccountHead title={t('results.title')} lead={t('accountPages.results.lead')} />
      <div className="acc-toolbar acc-toolbar--results" role="search">
        <Select label={t('accountPages.results.city')} value={city} options={[{ value: '', label: t('accountPages.results.allCities') }, ...cityOptions]} onChange={(event) => setCity(event.target.value)} />
        <TextField
          label={t('accountPages.results.searchEvent')}
          maxLength={TEXT_MAX.search}
          type="search"
          placeholder={t('accountPages.results.searchEventPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {events.isError ? (
        <LoadProblem text={t('errors.tryLater')} onRetry={() => void events.refetch()} />
      ) : events.isPending ? (
        <div className="acc-loading">
          <Spinner size="lg" label={t('accountPages.results.loading')} />
        </div>
      ) : events.data.values.length === 0 ? (
        <EmptyState title={t('accountPages.results.empty')} text={t('accountPages.results.emptyText')} headingLevel={2} />
      ) : (
        <ul className="acc-events">
          {events.data.values.map((each) => (
            <li key={each.public_id}>
              <ResultEventCard eventCity={each} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ResultEventCard({ eventCity }: { eventCity: EventCity }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = eventCity.event?.title ?? eventCity.city.name_ru;
  const type = eventCity.event?.event_type;
  const date = formatLongDate(eventCity.start_time, eventCity.timezone == null ? { lang } : { lang, timeZone: eventCity.timezone });
  const city = eventCity.city.name_ru;
  const href = `/results/${encodeURIComponent(eventCity.public_id)}`;
  return (
    <article className="acc-event" aria-labelledby={`result-${eventCity.public_id}`}>
      <span className="acc-event__logo">{type?.logo != null ? <img src={type.logo} alt="" loading="lazy" /> : <span aria-hidden="true">{title.slice(0, 1)}</span>}</span>
      <div className="acc-event__body">
        {type != null && <p className="acc-event__type">{type.title}</p>}
        <h2 className="acc-event__title" id={`result-${eventCity.public_id}`}>
          <Link href={href}>{title}</Link>
        </h2>
        <p className="acc-muted">
          {date} · {city}
        </p>
      </div>
      <Link className="rk-button rk-button--secondary rk-button--sm acc-event__open" href={href} aria-describedby={`result-${eventCity.public_id}`}>
        <span className="rk-button__label">{t('accountPages.results.open')}</span>
      </Link>
    </article>
  );
}
