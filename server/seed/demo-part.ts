import type { Row } from './insert-rows.ts';

/** What one area of the demo adds: rows per table (inserted in this order) and pictures. */
export interface DemoPart {
  readonly tables: readonly (readonly [table: string, rows: readonly Row[]])[];
  /** Seeded pictures by file name (`event-x-desktop.svg`) with their SVG text. */
  readonly pictures: readonly (readonly [name: string, svg: string])[];
}

const DAY_MS = 86_400_000;

/** `now` moved by whole days, at `hour` local time of a zone `utcOffset` hours east of UTC, as ISO. */
export function daysFrom(now: Date, days: number, hour = 10, utcOffset = 3): string {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hour - utcOffset, 0, 0, 0);
  return date.toISOString();
}

/** UTC offsets of the demo's time zones (none of them keeps summer time). */
export const utcOffsets: Readonly<Record<string, number>> = {
  'Europe/Kaliningrad': 2,
  'Europe/Moscow': 3,
  'Europe/Samara': 4,
  'Asia/Yekaterinburg': 5,
  'Asia/Novosibirsk': 7,
  'Asia/Vladivostok': 10,
};
