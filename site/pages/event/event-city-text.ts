import type { Language } from '../../../sdk/config/index.ts';
import type { EventCity } from '../../../sdk/contract/schemas/index.ts';
import { formatDayMonth, formatDayMonthTime } from '../../../sdk/format/index.ts';

/** '1 июня / 10:00' on the clock at the event. */
export function cityStart(eventCity: EventCity, lang: Language): string {
  return formatDayMonthTime(eventCity.start_time, eventCity.timezone == null ? { lang } : { lang, timeZone: eventCity.timezone });
}

/** The event's days: one date, or 'first — last' across its cities (each in its own timezone). */
export function eventSpan(eventCities: readonly EventCity[], lang: Language): string {
  const sorted = [...eventCities].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  if (sorted.length === 1) return cityStart(first, lang);
  const day = (city: EventCity) => formatDayMonth(city.start_time, city.timezone == null ? { lang } : { lang, timeZone: city.timezone });
  const from = day(first);
  const to = day(last);
  return from === to ? from : `${from} — ${to}`;
}
