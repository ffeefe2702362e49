/**
 * The order's view key (issue 29 §2, migration 028): a guest who paid in a partner page's
 * inline checkout comes back from the provider to the organiser's thanks page, whose origin
 * never held that guest's token (it lives in the partner origin's storage). The return address
 * therefore carries the order's random view key, and the order check answers it without a
 * token (sdk/basket/provider-return.ts thanksPath: the local pay page's redirect, the free
 * order's answer — built on PUBLIC_URL, never on a request's headers — and Robokassa's signed
 * `Shp_view`, returned to its configured SuccessURL).
 *
 * Scope: GET /api/order/{id} of that one order, nothing else (no ticket, no account); time:
 * until an hour after the order's hold ends — a buyer returns from the provider within the
 * hold, and a retry of the check a little later still works.
 */
import type { Queryable } from '../db/database.ts';

/** How long after the hold ends the view key still opens the order check. */
export const VIEW_AFTER_HOLD_MS = 60 * 60_000;

/** Whether `key` is order `orderId`'s view key and still valid at `now` (compared by the database). */
export async function viewKeyOpens(db: Queryable, orderId: string, key: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM payment_order WHERE public_id = $1 AND view_key IS NOT NULL AND view_key = $2 AND hold_until + $3 * interval \'1 millisecond\' > $4',
    [orderId, key, VIEW_AFTER_HOLD_MS, now],
  );
  return rows.length > 0;
}
