/**
 * Deciding one scan on the server (issue 26 §4–5), online or uploaded from a device's offline
 * queue, in the caller's transaction:
 *
 * 1. the nonce is taken first (INSERT … ON CONFLICT DO NOTHING): a nonce seen before — a retried
 *    request, an offline queue uploaded twice — answers what it answered first and changes nothing;
 * 2. the ticket's facts go through the one rule (sdk/checkin/checkin-verdict.ts);
 * 3. a `valid` ticket is checked in by one INSERT into `checkin`, whose primary key is the ticket:
 *    of two devices scanning one ticket at once, one inserts (`valid`), the other finds the row
 *    (`already`), whichever process each request reached;
 * 4. an offline check-in that finds the ticket checked in at another device is kept as a conflict.
 */
import { admits, checkinVerdict, type CheckinResult } from '../../sdk/checkin/index.ts';
import type { CheckinAnswer } from '../../sdk/contract/console/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { factsOf, participantOf, ticketByCode, type CheckinTicketRow } from './checkin-tickets.ts';

export interface ScanInput {
  readonly code: string;
  readonly nonce: string;
  readonly eventCity: string | undefined;
  readonly device: string;
  /** When the device saw the code (offline scans); the server's clock for online ones. */
  readonly scannedAt: Date;
  readonly offline: boolean;
}

export interface ScanOutcome {
  readonly answer: CheckinAnswer;
  readonly conflict: boolean;
}

/** Whether `auth`'s member of staff may check in the event of `row` (staff_events: null = all). */
export const mayCheckIn = (auth: Auth, row: Pick<CheckinTicketRow, 'event_id'>): boolean =>
  auth.user.staff_events === null || auth.user.staff_events.includes(row.event_id);

const answerOf = (result: CheckinResult, row: CheckinTicketRow | undefined, checkedIn: CheckinAnswer['checked_in'], language: Language): CheckinAnswer => ({
  result,
  // another event's ticket is out of reach: its holder's details stay there
  participant: row === undefined || result === 'unknown' || result === 'wrong_event' ? null : participantOf(row, language),
  checked_in: checkedIn,
});

/** Decides `scan` by `auth` in `tx` (see the file's comment). */
export async function decideScan(tx: Queryable, auth: Auth, scan: ScanInput, now: Date, language: Language): Promise<ScanOutcome> {
  const taken = await tx.query(
    `INSERT INTO checkin_scan (nonce, code, result, device, staff_id, scanned_at, received_at, offline)
     VALUES ($1, $2, 'unknown', $3, $4, $5, $6, $7) ON CONFLICT (nonce) DO NOTHING RETURNING 1`,
    [scan.nonce, scan.code, scan.device, auth.user.public_id, scan.scannedAt, now, scan.offline],
  );
  if (taken.length === 0) return replay(tx, auth, scan.nonce, language);

  const row = await ticketByCode(tx, scan.code);
  const cities = scan.eventCity === undefined ? undefined : [scan.eventCity];
  let result = row === undefined ? 'unknown' : mayCheckIn(auth, row) ? checkinVerdict(factsOf(row), cities) : 'wrong_event';
  let checkedIn: CheckinAnswer['checked_in'] = row?.checked_at == null ? null : { at: row.checked_at.toISOString(), device: row.checked_device ?? '' };
  let conflict = false;
  if (row !== undefined && admits(result)) {
    const inserted = await tx.query(
      `INSERT INTO checkin (ticket_id, event_city_id, at, device, staff_id, nonce, offline)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (ticket_id) DO NOTHING RETURNING 1`,
      [row.public_id, row.event_city_id, scan.scannedAt, scan.device, auth.user.public_id, scan.nonce, scan.offline],
    );
    if (inserted.length === 0) {
      // checked in meanwhile by another device (this statement waited for its transaction)
      result = 'already';
      const [first] = await tx.query<{ at: Date; device: string }>('SELECT at, device FROM checkin WHERE ticket_id = $1', [row.public_id]);
      checkedIn = first === undefined ? null : { at: first.at.toISOString(), device: first.device };
    } else {
      checkedIn = null;
    }
  }
  if (row !== undefined && result === 'already' && scan.offline && checkedIn !== null && checkedIn.device !== scan.device) {
    // two devices both let this ticket through while offline: report it, never merge it silently
    await tx.query(
      `INSERT INTO checkin_conflict (ticket_id, event_city_id, first_at, first_device, second_at, second_device, nonce)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (nonce) DO NOTHING`,
      [row.public_id, row.event_city_id, checkedIn.at, checkedIn.device, scan.scannedAt, scan.device, scan.nonce],
    );
    conflict = true;
  }
  await tx.query('UPDATE checkin_scan SET result = $2, ticket_id = $3 WHERE nonce = $1', [scan.nonce, result, row?.public_id ?? null]);
  return { answer: answerOf(result, row, checkedIn, language), conflict };
}

/** The answer a nonce got the first time, told again (the ticket's details as they are now). */
async function replay(tx: Queryable, auth: Auth, nonce: string, language: Language): Promise<ScanOutcome> {
  const [scan] = await tx.query<{ ticket_id: string | null; result: CheckinResult; staff_id: string }>(
    'SELECT ticket_id, result, staff_id FROM checkin_scan WHERE nonce = $1',
    [nonce],
  );
  // a nonce is the device's own: another member of staff's nonce reveals nothing
  if (scan === undefined || scan.staff_id !== auth.user.public_id) return { answer: answerOf('unknown', undefined, null, language), conflict: false };
  const row = scan.ticket_id === null ? undefined : await ticketByCode(tx, scan.ticket_id);
  const checkedIn = row?.checked_at == null ? null : { at: row.checked_at.toISOString(), device: row.checked_device ?? '' };
  const [conflict] = await tx.query('SELECT 1 FROM checkin_conflict WHERE nonce = $1', [nonce]);
  return { answer: answerOf(scan.result, row, checkedIn, language), conflict: conflict !== undefined };
}
