import type { Event } from '../contract/schemas/event.ts';
import type { EventCity } from '../contract/schemas/event-city.ts';

/**
 * What the calendar shows of the catalogue (purchase.md §1): the events of a city and of an
 * event type, soonest first. With a city chosen, an event keeps only its dates in that city,
 * so its card shows that city's date and address rather than 'В городах России'. The calendar
 * widget lists them; the server preloads the first card's picture of /calendar.
 */

/** The calendar's filter: a city id and an event type public_id, each absent for "all". */
export interface CalendarFilter {
  readonly city?: string | undefined;
  readonly type?: string | undefined;
}

const startOf = (eventCity: EventCity) => {
  const time = Date.parse(eventCity.start_time);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** The event cities soonest first. */
export function byStartTime(eventCities: readonly EventCity[]): EventCity[] {
  return [...eventCities].sort((a, b) => startOf(a) - startOf(b));
}

/** Whether the filter chooses anything. */
export function isFiltered(filter: CalendarFilter): boolean {
  return (filter.city ?? '') !== '' || (filter.type ?? '') !== '';
}

/** The events matching `filter`, narrowed to the chosen city, soonest first, at most `limit`. */
export function calendarEvents(events: readonly Event[], filter: CalendarFilter, limit?: number): Event[] {
  const city = filter.city ?? '';
  const type = filter.type ?? '';
  const matching = events.flatMap((event) => {
    if (type !== '' && event.event_type?.public_id !== type) return [];
    const eventCities = byStartTime(city === '' ? event.event_city : event.event_city.filter((each) => String(each.city.id ?? '') === city));
    return eventCities.length === 0 ? [] : [{ ...event, event_city: eventCities }];
  });
  const sorted = matching.sort((a, b) => startOf(a.event_city[0] ?? emptyCity) - startOf(b.event_city[0] ?? emptyCity));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

const emptyCity: EventCity = { public_id: '', city: { name_ru: '' }, start_time: '' };
