/**
 * The date formats of both specs: DD.MM.YYYY (purchase.md §9), 'D MMMM / HH:mm', 'DD.MM.YY'
 * and 'D MMMM YYYY' (account.md §9). Each function is named after what it shows and returns
 * '' for a value that is not a date, so a missing date never renders as "Invalid Date".
 * Pass `timeZone` for an event's time: it is shown as it is on the clock at the event.
 */
import type { Language } from '../config/racekit-config.ts';
import { inTimeZone, toDayjs, type DateInput } from './racekit-dayjs.ts';

export interface DateFormatOptions {
  /** Language of month names; ru by default. */
  readonly lang?: Language;
  /** IANA timezone to show the moment in (an event city's `timezone`); the viewer's by default. */
  readonly timeZone?: string;
}

function format(value: DateInput, pattern: string, options: DateFormatOptions): string {
  const date = toDayjs(value, options.lang);
  return date === undefined ? '' : inTimeZone(date, options.timeZone).format(pattern);
}

/** `01.06.2026`: dates in forms and lists. */
export const formatDate = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'DD.MM.YYYY', options);

/** `01.06.26`: compact dates (orders, sessions). */
export const formatShortDate = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'DD.MM.YY', options);

/** `1 июня / 12:00` (`1 June / 12:00`): an event's start. */
export const formatDayMonthTime = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'D MMMM / HH:mm', options);

/** `1 июня 2026` (`1 June 2026`): insurance start dates. */
export const formatLongDate = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'D MMMM YYYY', options);

/** `1 июня` (`1 June`): a day on event cards. */
export const formatDayMonth = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'D MMMM', options);

/** `12:00`: a time of day. */
export const formatTime = (value: DateInput, options: DateFormatOptions = {}): string =>
  format(value, 'HH:mm', options);
