import type { Language } from '../../sdk/config/index.ts';
import type { EventCity } from '../../sdk/contract/schemas/index.ts';
import { formatDayMonth, formatDayMonthTime, type DateFormatOptions } from '../../sdk/format/index.ts';
import { byStartTime } from '../../sdk/catalogue/index.ts';

/**
 * The date line of an event card: one date and place shows 'D MMMM / HH:mm' on the clock at
 * the event; several show the span from the first day to the last, each day in its own city's
 * timezone ('6 июня — 4 июля'), or that one day when they all fall on it.
 */
export type EventDates =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly text: string; readonly dateTime: string }
  | { readonly kind: 'range'; readonly from: string; readonly to: string; readonly dateTime: string };

const options = (lang: Language, eventCity: EventCity): DateFormatOptions =>
  eventCity.timezone == null ? { lang } : { lang, timeZone: eventCity.timezone };

/** The card's dates for `eventCities` in `lang`. */
export function eventDates(eventCities: readonly EventCity[], lang: Language): EventDates {
  const sorted = byStartTime(eventCities);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return { kind: 'none' };
  if (sorted.length === 1) {
    const text = formatDayMonthTime(first.start_time, options(lang, first));
    return text === '' ? { kind: 'none' } : { kind: 'one', text, dateTime: first.start_time };
  }
  const from = formatDayMonth(first.start_time, options(lang, first));
  const to = formatDayMonth(last.start_time, options(lang, last));
  if (from === '' || to === '') return { kind: 'none' };
  return from === to ? { kind: 'one', text: from, dateTime: first.start_time } : { kind: 'range', from, to, dateTime: first.start_time };
}
