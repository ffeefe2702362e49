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
const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whether day and month exist (dayjs, like Date, would roll 2026-02-31 over into March). */
function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(match: RegExpExecArray | null, order: 'dmy' | 'ymd'): [number, number, number] | undefined {
  if (match === null) return undefined;
  const [, a, b, c] = match.map(Number);
  if (a === undefined || b === undefined || c === undefined) return undefined;
  return order === 'dmy' ? [c, b, a] : [a, b, c];
}

/** A valid dayjs in `lang`'s locale, or `undefined` for a value that is not a date. */
export function toDayjs(value: DateInput, lang: Language = 'ru'): Dayjs | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const dotted = parts(text === undefined ? null : dottedDate.exec(text), 'dmy');
  const iso = parts(text === undefined ? null : isoDate.exec(text), 'ymd');
  const ymd = dotted ?? iso;
  if (ymd !== undefined && !isRealDay(...ymd)) return undefined;
  // The participant form's DD.MM.YYYY: Date would read 01.06.2026 as the 6th of January.
  const date = dotted === undefined ? dayjs(value) : dayjs(new Date(dotted[0], dotted[1] - 1, dotted[2]));
  return date.isValid() ? date.locale(dayjsLocales[lang]) : undefined;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** Minutes `timeZone` is ahead of UTC at `instant` (daylight saving included). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const utc = instant.getTime() - instant.getUTCMilliseconds();
  return Math.round((wall - utc) / 60_000);
}

/**
 * `date` seen in `timeZone` (an IANA name such as `Asia/Yekaterinburg`); unchanged for an
 * unknown name. Like dayjs's `tz()`, without its `toLocaleString` per call (a list of events
 * formats dozens of dates while the page first renders).
 */
export function inTimeZone(date: Dayjs, timeZone: string | undefined): Dayjs {
  if (timeZone === undefined || timeZone === '') return date;
  let offset: number;
  try {
    offset = zoneOffsetMinutes(date.toDate(), timeZone);
  } catch {
    return date;
  }
  return Number.isFinite(offset) ? date.utcOffset(offset).locale(date.locale()) : date;
}

export { dayjs as racekitDayjs };
