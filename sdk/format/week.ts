import type { Language } from '../config/racekit-config.ts';
import { toDayjs, type DateInput } from './racekit-dayjs.ts';

/** Midnight of the Monday that starts the week of `value` (weeks start on Monday in both languages). */
export function startOfWeek(value: DateInput, lang: Language = 'ru'): Date | undefined {
  return toDayjs(value, lang)?.startOf('week').toDate();
}

/** Short weekday names in calendar order, Monday first: `пн … вс` or `Mo … Su`. */
export function weekdayLabels(lang: Language = 'ru'): string[] {
  const monday = toDayjs(new Date(2026, 0, 5), lang);
  if (monday === undefined) return [];
  const first = monday.startOf('week');
  return Array.from({ length: 7 }, (_, day) => first.add(day, 'day').format('dd'));
}
