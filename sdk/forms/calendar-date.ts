/**
 * Dates of the forms without a clock or a time zone: birth dates typed as DD.MM.YYYY (mask
 * 99.99.9999), ISO dates for the API, and whole years of age on an event's own calendar day.
 * Kept free of the runtime's time zone so the browser and the server always agree.
 */

/** A calendar day. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The birth-date mask as the spec writes it. */
export const birthDateSpecMask = '99.99.9999';
/** The birth-date mask in react-imask's syntax. */
export const birthDateMask = '00.00.0000';

function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? undefined : { year, month, day };
}

/** Reads DD.MM.YYYY; undefined when incomplete or not a real day (31.02.2000). */
export function parseRuDate(text: string): CalendarDate | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (match === null) return undefined;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Reads the date part of an ISO text (YYYY-MM-DD, with or without a time). */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  if (match === null) return undefined;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Reads DD.MM.YYYY or an ISO date. */
export function parseAnyDate(text: string): CalendarDate | undefined {
  return parseRuDate(text) ?? parseIsoDate(text);
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** YYYY-MM-DD. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** DD.MM.YYYY. */
export function formatRuDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `on` (a birthday counts from its own day; 29 February from 1 March). */
export function wholeYears(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The UTC calendar day of an instant (ms). */
export function utcDate(now: number): CalendarDate {
  const date = new Date(now);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The calendar day an event starts on, where it takes place: an ISO start time is read in the
 * event's time zone when one is given and known; otherwise its own written date is taken.
 */
export function eventDate(startTime: string, timeZone?: string | null): CalendarDate | undefined {
  const written = parseAnyDate(startTime);
  if (timeZone === undefined || timeZone === null || timeZone === '' || !startTime.includes('T')) return written;
  const instant = Date.parse(startTime);
  if (Number.isNaN(instant)) return written;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    return calendarDate(part('year'), part('month'), part('day')) ?? written;
  } catch {
    return written;
  }
}

/** The earliest birth year a form accepts. */
export const MIN_BIRTH_YEAR = 1900;

/** A real day from 1900 on, not after `today` when given. */
export function isPlausibleBirthDate(date: CalendarDate, today?: CalendarDate): boolean {
  if (date.year < MIN_BIRTH_YEAR) return false;
  return today === undefined || compareDates(date, today) <= 0;
}
