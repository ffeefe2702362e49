/**
 * The date formats of both specs (purchase.md §9: DD.MM.YYYY, week from Monday; account.md §9:
 * 'D MMMM / HH:mm', 'DD.MM.YY', 'D MMMM YYYY') in Russian and English, and event times in the
 * event's own timezone. Local-time inputs are built with `new Date(y, m, d, h, min)` so the
 * results do not depend on the machine's timezone.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayMonth,
  formatDayMonthTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  startOfWeek,
  weekdayLabels,
  type DateFormatOptions,
  type DateInput,
} from '../../sdk/format/index.ts';

const june1 = new Date(2026, 5, 1, 9, 5);
const march8 = new Date(2026, 2, 8, 18, 30);

type Formatter = (value: DateInput, options?: DateFormatOptions) => string;

describe.each<[string, Formatter, DateInput, string, string]>([
  ['formatDate', formatDate, june1, '01.06.2026', '01.06.2026'],
  ['formatShortDate', formatShortDate, june1, '01.06.26', '01.06.26'],
  ['formatDayMonthTime', formatDayMonthTime, june1, '1 июня / 09:05', '1 June / 09:05'],
  ['formatDayMonthTime', formatDayMonthTime, march8, '8 марта / 18:30', '8 March / 18:30'],
  ['formatLongDate', formatLongDate, june1, '1 июня 2026', '1 June 2026'],
  ['formatLongDate', formatLongDate, new Date(2025, 11, 31), '31 декабря 2025', '31 December 2025'],
  ['formatDayMonth', formatDayMonth, march8, '8 марта', '8 March'],
  ['formatTime', formatTime, march8, '18:30', '18:30'],
])('%s', (_name, format, input, ru, en) => {
  it(`ru: ${ru}`, () => {
    expect(format(input)).toBe(ru);
    expect(format(input, { lang: 'ru' })).toBe(ru);
  });
  it(`en: ${en}`, () => {
    expect(format(input, { lang: 'en' })).toBe(en);
  });
});

describe('inputs', () => {
  it('reads ISO strings, epoch milliseconds and DD.MM.YYYY strings', () => {
    expect(formatDate('1990-05-20')).toBe('20.05.1990');
    expect(formatDate(june1.getTime())).toBe('01.06.2026');
    // DD.MM.YYYY is day first: Date alone would read it as the 6th of January.
    expect(formatDate('01.06.2026')).toBe('01.06.2026');
    expect(formatLongDate('01.06.2026')).toBe('1 июня 2026');
  });

  it('accepts the 29th of February in a leap year only', () => {
    expect(formatDate('29.02.2028')).toBe('29.02.2028');
    expect(formatDate('2028-02-29')).toBe('29.02.2028');
    expect(formatDate('29.02.2027')).toBe('');
  });

  it.each(['', 'not a date', '31.02.2026', '2026-02-31', '2026-13-45', '00.01.2026', Number.NaN])('gives "" for %j', (input) => {
    expect(formatDate(input)).toBe('');
    expect(formatDayMonthTime(input, { timeZone: 'Europe/Moscow' })).toBe('');
  });
});

describe('event times in the event timezone', () => {
  const start = '2026-06-01T07:00:00Z';

  it.each([
    ['Asia/Yekaterinburg', '1 июня / 12:00'],
    ['Europe/Moscow', '1 июня / 10:00'],
    ['Europe/Kaliningrad', '1 июня / 09:00'],
    ['Asia/Vladivostok', '1 июня / 17:00'],
    ['UTC', '1 июня / 07:00'],
  ])('%s shows %s', (timeZone, shown) => {
    expect(formatDayMonthTime(start, { timeZone })).toBe(shown);
  });

  it.each([
    ['2026-01-15T07:00:00Z', 'Europe/Berlin', '15 января / 08:00'],
    ['2026-07-15T07:00:00Z', 'Europe/Berlin', '15 июля / 09:00'],
    ['2026-03-29T00:30:00Z', 'Europe/Berlin', '29 марта / 01:30'],
    ['2026-03-29T01:30:00Z', 'Europe/Berlin', '29 марта / 03:30'],
    ['2026-07-15T07:00:00Z', 'Asia/Kolkata', '15 июля / 12:30'],
  ])('%s in %s (daylight saving, half-hour offsets) shows %s', (moment, timeZone, shown) => {
    expect(formatDayMonthTime(moment, { timeZone })).toBe(shown);
  });

  it('crosses midnight into the next day when the event is east', () => {
    expect(formatDayMonthTime('2026-06-01T20:30:00Z', { timeZone: 'Asia/Yekaterinburg' })).toBe('2 июня / 01:30');
    expect(formatDate('2026-06-01T20:30:00Z', { timeZone: 'Asia/Yekaterinburg' })).toBe('02.06.2026');
  });

  it('an offset in the input is honoured', () => {
    expect(formatDayMonthTime('2026-06-01T12:00:00+05:00', { timeZone: 'Europe/Moscow' })).toBe('1 июня / 10:00');
  });

  it('keeps English month names in a timezone', () => {
    expect(formatDayMonthTime(start, { timeZone: 'Asia/Yekaterinburg', lang: 'en' })).toBe('1 June / 12:00');
  });

  it('an unknown timezone name does not throw: the moment is shown unconverted', () => {
    expect(formatDayMonthTime(start, { timeZone: 'Mars/Olympus' })).toBe(formatDayMonthTime(start));
  });
});

describe('weeks start on Monday', () => {
  it.each([
    ['Monday', new Date(2026, 5, 1)],
    ['Wednesday', new Date(2026, 5, 3, 15)],
    ['Sunday', new Date(2026, 5, 7, 23, 59)],
  ])('the week of %s 2026-06 starts on Monday the 1st', (_day, date) => {
    for (const lang of ['ru', 'en'] as const) {
      const monday = startOfWeek(date, lang);
      expect(monday?.getDay()).toBe(1);
      expect(monday?.getDate()).toBe(1);
      expect(monday?.getHours()).toBe(0);
    }
  });

  it('labels the calendar columns Monday first', () => {
    expect(weekdayLabels()).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(weekdayLabels('en')).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  });

  it('gives undefined for a value that is not a date', () => {
    expect(startOfWeek('nonsense')).toBeUndefined();
  });
});
