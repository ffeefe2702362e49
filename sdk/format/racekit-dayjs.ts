/**
 * dayjs as racekit uses it: the utc and timezone plugins (event times are shown in the
 * event's own timezone), Russian by default, English with British conventions. Both locales
 * start the week on Monday, as the spec's calendar does (purchase.md §9).
 *
 * Plugins and locales are imported by their `.js` file so that Node's ESM resolver (the
 * server) finds them as bundlers do.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb.js';
import 'dayjs/locale/ru.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Language } from '../config/racekit-config.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ru');

/** The dayjs locale of each racekit language (en-gb: English month names, week from Monday). */
export const dayjsLocales = { ru: 'ru', en: 'en-gb' } as const satisfies Record<Language, string>;

/** What the date helpers accept: an ISO string, a `DD.MM.YYYY` string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

const dottedDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** A valid dayjs in `lang`'s locale, or `undefined` for a value that is not a date. */
export function toDayjs(value: DateInput, lang: Language = 'ru'): Dayjs | undefined {
  const dotted = typeof value === 'string' ? dottedDate.exec(value) : null;
  let date: Dayjs;
  if (dotted === null) {
    date = dayjs(value);
  } else {
    // The participant form's DD.MM.YYYY: Date would read 01.06.2026 as the 6th of January.
    const [, day, month, year] = dotted.map(Number);
    date = dayjs(new Date(year ?? NaN, (month ?? NaN) - 1, day));
    if (date.date() !== day || date.month() + 1 !== month) return undefined;
  }
  return date.isValid() ? date.locale(dayjsLocales[lang]) : undefined;
}

/** `date` seen in `timeZone` (an IANA name such as `Asia/Yekaterinburg`); unchanged for an unknown name. */
export function inTimeZone(date: Dayjs, timeZone: string | undefined): Dayjs {
  if (timeZone === undefined || timeZone === '') return date;
  try {
    return date.tz(timeZone).locale(date.locale());
  } catch {
    return date;
  }
}

export { dayjs as racekitDayjs };
