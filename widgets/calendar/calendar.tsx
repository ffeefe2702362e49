import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../sdk/config/index.ts';
import { type WidgetProps, useLoadErrorReport } from '../../sdk/elements/index.ts';
import { eventCitiesQueryAtom, eventListQueryAtom, eventTypesQueryAtom } from '../../sdk/queries/index.ts';
import { Button, EmptyState, GlobalErrorPopup } from '../../sdk/ui/index.ts';
import type { SelectOption } from '../../sdk/ui/form/index.ts';
import type { calendarAttributes } from './calendar-attributes.ts';
import { calendarEvents, isFiltered, type CalendarFilter } from '../../sdk/catalogue/index.ts';
import { CalendarFilters } from './calendar-filters.tsx';
import { EventCard } from './event-card.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';
import { skeletonCount } from './skeleton-cards.ts';

/**
 * @summary The event calendar (purchase.md §1, §2, §7): events by city and event type, with
 * the filters as controls in the widget. Each card shows the picture, title, the event type's
 * description, the date (one date: 'D MMMM / HH:mm' in the event's timezone; several: the span
 * of days), the address for one city or 'В городах России' for several, and 'Принять участие'
 * to the project page (event_type.project.link) or else to the event page, /event/{id}.
 * The grid is one column on a phone and three to four at 1280 px.
 *
 * @tag racekit-calendar
 *
 * @attr {string} city - a city id (geonames; 524901 is Moscow): only that city's events, each with its
 *   date and address there. All cities when absent. Changing it changes the filter.
 * @attr {string} type - an event type public_id: only events of that type. All types when absent.
 * @attr {number} limit - the most cards shown (a whole number from 1); all when absent.
 * @attr {'ru' | 'en'} lang - `ru` or `en`; the stored language by default.
 * @attr {'light' | 'dark'} theme - `light` or `dark`; the stored theme by default.
 *
 * @event racekit:navigate - `{ path: '/event/{id}' }` (or the project page's path on the
 *   organiser's site) when 'Принять участие' is pressed; cancelable. Not prevented, the
 *   organiser's site opens there. A project page given as a full URL is a plain link.
 * @event racekit:error - a wrong attribute (`attribute`) or a list that failed to load (`api`).
 *
 * @csspart filters - the bar with the city select and the type chips.
 * @csspart chip - one event type chip.
 * @csspart list - the grid of cards.
 * @csspart card - one event card.
 * @csspart card-image - the card's picture area.
 * @csspart card-date - the card's date line.
 * @csspart card-action - the card's 'Принять участие' link.
 *
 * @cssproperty --racekit-calendar-min-card - the narrowest a card gets before the grid drops a column (270px).
 * @cssproperty --racekit-accent - chips and buttons.
 * @cssproperty --racekit-accent-text - the date line (the accent as text, AA by default).
 * @cssproperty --racekit-radius - card corners.
 */
export function Calendar({ city, type, limit }: WidgetProps<typeof calendarAttributes>) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  const [filter, setFilter] = useState<CalendarFilter>({ city, type });
  // The attributes lead: a host that changes `city` or `type` moves the controls with it.
  useEffect(() => setFilter((current) => (current.city === city ? current : { ...current, city })), [city]);
  useEffect(() => setFilter((current) => (current.type === type ? current : { ...current, type })), [type]);

  const list = useAtomValue(eventListQueryAtom);
  const cities = useAtomValue(eventCitiesQueryAtom);
  const types = useAtomValue(eventTypesQueryAtom);
  useLoadErrorReport(list.error);
  useLoadErrorReport(cities.error);
  useLoadErrorReport(types.error);

  const events = useMemo(() => (list.data === undefined ? [] : calendarEvents(list.data.values, filter, limit)), [list.data, filter, limit]);
  const cityOptions = useMemo(() => {
    const options: SelectOption[] = (cities.data?.values ?? []).map((each) => ({
      value: String(each.id),
      label: each.name_ru,
    }));
    // A city chosen by attribute stays selectable while the list loads (or if it lacks it).
    const chosen = filter.city ?? '';
    if (chosen !== '' && !options.some((option) => option.value === chosen)) {
      const known = list.data?.values.flatMap((event) => event.event_city).find((each) => String(each.city.id ?? '') === chosen);
      options.push({ value: chosen, label: known === undefined ? chosen : known.city.name_ru });
    }
    return options;
  }, [cities.data, list.data, filter.city]);

  const reset = () => setFilter({});

  return (
    <div className="calendar">
      <CalendarFilters
        filter={filter}
        onChange={setFilter}
        cities={cityOptions}
        types={types.data?.values ?? []}
        citiesFailed={cities.isError}
        typesFailed={types.isError}
      />
      {list.isPending ? (
        <div className="calendar__loading">
          <p className="rk-visually-hidden" role="status">
            {t('calendarWidget.loading')}
          </p>
          <ul className="grid" part="list" aria-hidden="true">
            {Array.from({ length: skeletonCount(limit) }, (_, index) => (
              <li key={index}>
                <EventCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : list.isError ? (
        <div className="calendar__error" role="alert">
          <p className="calendar__error-text">{t('errors.loadProblem')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : events.length === 0 ? (
        isFiltered(filter) ? (
          <EmptyState
            headingLevel={3}
            icon={<CalendarIcon />}
            title={t('calendar.empty')}
            text={t('calendarWidget.emptyText')}
            action={<Button onClick={reset}>{t('calendar.reset')}</Button>}
          />
        ) : (
          <EmptyState headingLevel={3} icon={<CalendarIcon />} title={t('calendarWidget.noEventsTitle')} text={t('calendarWidget.noEventsText')} />
        )
      ) : (
        <>
          <p className="rk-visually-hidden" role="status">
            {t('calendarWidget.found', { count: events.length })}
          </p>
          <ul className="grid" part="list" aria-label={t('calendarWidget.list')}>
            {events.map((event) => (
              <li key={event.public_id}>
                <EventCard event={event} lang={lang} />
              </li>
            ))}
          </ul>
        </>
      )}
      <GlobalErrorPopup />
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="7" y="10" width="34" height="31" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M7 19h34M16 6v8M32 6v8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="18" cy="28" r="2.2" fill="currentColor" />
      <circle cx="30" cy="33" r="2.2" fill="currentColor" />
    </svg>
  );
}
