/**
 * The caps on what one client holds unpaid per event city and per format (issue 28 §4),
 * checked inside the payment's transaction after the new order took its holds, so the new
 * order counts itself. A client is its address (under the address's advisory lock, taken by
 * create-order.ts) and its account — a signed-in buyer's, or a guest basket's temporary one
 * (under the account's row lock) — each counted on its own, so neither a new guest token nor
 * another address escapes the cap.
 *
 * - per event city: at most HOLD_LIMIT_EVENT ticket places of one event city (a 429 with
 *   Retry-After: when the client's first hold there ends);
 * - per format: at most the share `event_format.hold_share_percent` (else HOLD_SHARE_PERCENT)
 *   of the places the client found: what is left now plus what the client holds, never less
 *   than one place (so the last place can always be bought). A 409: fewer places may pass.
 *
 * Both are counted from pending orders' `holds` (a ticket hold names its format), held in the
 * database, never in a process.
 */
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { StockHold } from './stock-holds.ts';

/** Who holds: `client_ip = $1` or `user_id = $1` of pending orders. */
export type HoldSubject = { readonly column: 'client_ip' | 'user_id'; readonly value: string };

export interface HoldCapSettings {
  readonly eventHoldLimit: number;
  readonly holdSharePercent: number;
}

const ticketFormats = (holds: readonly StockHold[]): string[] => [...new Set(holds.filter((hold) => hold.hold === 'ticket').map((hold) => hold.id))];

/** The subject's pending ticket places, grouped by `group` (an expression of f = event_format, h = a hold). */
function heldBy(tx: Queryable, subject: HoldSubject, group: string, formats: readonly string[], now: Date) {
  return tx.query<{ key: string; places: unknown; first_end: Date }>(
    `SELECT ${group} AS key, SUM((h.value ->> 'count')::integer) AS places, MIN(o.hold_until) AS first_end
       FROM payment_order o
      CROSS JOIN LATERAL jsonb_array_elements(o.holds) h
       JOIN event_format f ON f.public_id = h.value ->> 'id'
      WHERE o.status = 'pending' AND o.hold_until > $2 AND o.${subject.column} = $1 AND h.value ->> 'hold' = 'ticket'
        AND f.event_city_id IN (SELECT event_city_id FROM event_format WHERE public_id = ANY ($3::text[]))
      GROUP BY ${group}`,
    [subject.value, now, formats],
  );
}

/** Refuses the order when `subject` now holds more than a cap allows (the transaction then rolls back). */
export async function checkEventCaps(tx: Queryable, subject: HoldSubject, holds: readonly StockHold[], settings: HoldCapSettings, now: Date): Promise<void> {
  const formats = ticketFormats(holds);
  if (formats.length === 0) return;
  for (const city of await heldBy(tx, subject, 'f.event_city_id', formats, now)) {
    if (Number(city.places) <= settings.eventHoldLimit) continue;
    const seconds = Math.max(1, Math.ceil((new Date(city.first_end).getTime() - now.getTime()) / 1000));
    throw new HttpError(
      429,
      { key: 'server.holds.perEvent', values: { limit: settings.eventHoldLimit, minutes: Math.ceil(seconds / 60) } },
      { limit: settings.eventHoldLimit, retry_after: seconds },
      { 'retry-after': String(seconds) },
    );
  }
  const held = new Map((await heldBy(tx, subject, "h.value ->> 'id'", formats, now)).map((row) => [row.key, Number(row.places)]));
  const stock = await tx.query<{ public_id: string; title: string; share: number | null; left: unknown }>(
    `SELECT f.public_id, f.title, f.hold_share_percent AS share, COALESCE(SUM(k.tickets_left), 0) AS left
       FROM event_format f LEFT JOIN format_ticket_kind k ON k.format_id = f.public_id
      WHERE f.public_id = ANY ($1::text[]) GROUP BY f.public_id`,
    [formats],
  );
  for (const format of stock) {
    const mine = held.get(format.public_id) ?? 0;
    const share = format.share ?? settings.holdSharePercent;
    const allowed = Math.max(1, Math.floor(((Number(format.left) + mine) * share) / 100));
    if (mine > allowed) {
      throw new HttpError(409, { key: 'server.holds.formatShare', values: { limit: allowed, title: format.title } }, { limit: allowed, field: 'tickets' });
    }
  }
}
