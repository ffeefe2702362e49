/**
 * Times typed into `<input type="datetime-local">` and the instants the server keeps. An event
 * city starts at a local time of its own time zone (not the browser's): these helpers turn
 * "2027-05-16T09:00" in Europe/Moscow into "2027-05-16T09:00:00+03:00" and back.
 */

/** The offset of `timeZone` at `instant`, in minutes east of UTC. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? '0');
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const two = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** "2027-05-16T09:00" in `timeZone` → "2027-05-16T09:00:00+03:00"; undefined for an empty or bad value. */
export function zonedInstant(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (match === null) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined) return undefined;
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // the offset at the guess, corrected once for a guess on the other side of a clock change
  let offset = offsetMinutes(guess - offsetMinutes(guess, timeZone) * 60_000, timeZone);
  if (!Number.isFinite(offset)) offset = 0;
  const sign = offset < 0 ? '-' : '+';
  return `${local}:00${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
}

/** An instant as `<input type="datetime-local">` shows it in `timeZone` ("2027-05-16T09:00"). */
export function localInput(iso: string | null | undefined, timeZone: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const shifted = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The browser's own time zone (a sale's opening time is typed in it). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
