/**
 * Holding delivery: while held, no mail, SMS or refund call leaves any server process — their
 * jobs stay queued, untouched, until delivery is released (server/jobs/job-worker.ts asks before
 * each look at the queue), and a buyer's own cancellation, which asks the provider at once, is
 * refused as "provider unavailable" (server/payment/refund-ticket.ts). Two ways to hold it:
 *
 * - DELIVERY=off in a process's environment holds that process (server/ops/ops-settings.ts);
 * - a row of `delivery_hold` (migration 017) holds every process on the database. deploy/restore.sh
 *   writes it into every restored database before any server starts on it, so a restore drill
 *   with production settings cannot reach a customer, and a real restore sends nothing queued
 *   before the backup until an operator has looked: `npm run delivery -- release`.
 */
import type { Queryable } from '../db/database.ts';

/** Why delivery is held by the database's marker, or undefined. */
export async function heldByMarker(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ reason: string; held_at: Date | string }>('SELECT reason, held_at FROM delivery_hold LIMIT 1');
  return row === undefined ? undefined : `${row.reason}, since ${new Date(row.held_at).toISOString()}; release: npm run delivery -- release`;
}

/** Writes the marker (kept as it is if one is there); answers whether it was new. */
export async function holdDelivery(db: Queryable, reason: string, now: Date): Promise<boolean> {
  const written = await db.query('INSERT INTO delivery_hold (id, reason, held_at) VALUES (true, $1, $2) ON CONFLICT (id) DO NOTHING RETURNING 1', [reason, now]);
  return written.length > 0;
}

/** Removes the marker; answers whether there was one. */
export async function releaseDelivery(db: Queryable): Promise<boolean> {
  return (await db.query('DELETE FROM delivery_hold RETURNING 1')).length > 0;
}

/** The check the job worker asks: DELIVERY=off first, then the marker. */
export function deliveryHeldCheck(db: Queryable, deliveryOn: boolean): () => Promise<string | undefined> {
  return deliveryOn ? () => heldByMarker(db) : () => Promise.resolve('DELIVERY=off');
}
