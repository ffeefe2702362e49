import { racekitDayjs } from '../../sdk/format/index.ts';

/**
 * The date window of the insurance event search (account.md §5, §9): from today to one year
 * ahead, both ISO days (YYYY-MM-DD) on the visitor's calendar.
 */
export function insuranceSearchWindow(now: number): { date_from: string; date_to: string } {
  const today = racekitDayjs(now);
  return { date_from: today.format('YYYY-MM-DD'), date_to: today.add(1, 'year').format('YYYY-MM-DD') };
}
