/**
 * What an unpaid order holds: ticket places of a kind, participant shirts, product stock (a
 * product without sizes, or one size) and promo-code uses. Taking a hold is one guarded
 * statement per row — `UPDATE … SET left = left - n WHERE … AND left >= n RETURNING` — which
 * PostgreSQL runs under the row's lock and re-checks after waiting for it, so two buyers can
 * never both take the last place. Holds are taken in one fixed order (by kind of hold, then
 * id) so two orders never wait on each other's rows (no deadlock).
 *
 * `unsafeNoLocking` exists ONLY for the negative control of the concurrency suite
 * (tests/server/postgres): it reads the stock, checks it in JavaScript and writes the new
 * value back — the classic lost update — to show that the race test does see a race.
 */
import type { ServerMessageKey } from '../../sdk/i18n/index.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

/** One held quantity. */
export type StockHold =
  | { readonly hold: 'ticket'; readonly id: string; readonly kind: string; readonly count: number }
  | { readonly hold: 'shirt' | 'size' | 'promo'; readonly id: string; readonly count: number }
  /** Only for a product that counts its stock itself (`product.stock` not null; else its sizes do). */
  | { readonly hold: 'product'; readonly id: string; readonly count: number };

interface HoldTable {
  /** Locks the row and answers what is left, or no row. */
  readonly left: string;
  /** Takes n when enough is left; answers a row when it did. */
  readonly take: string;
  /** Writes an absolute value (the unsafe path only). */
  readonly set: string;
  /** Gives n back. */
  readonly give: string;
  readonly gone: ServerMessageKey;
}

const tables: Readonly<Record<StockHold['hold'], HoldTable>> = {
  ticket: {
    left: 'SELECT tickets_left AS left FROM format_ticket_kind WHERE format_id = $1 AND kind = $2',
    take: 'UPDATE format_ticket_kind SET tickets_left = tickets_left - $3 WHERE format_id = $1 AND kind = $2 AND tickets_left >= $3 RETURNING 1',
    set: 'UPDATE format_ticket_kind SET tickets_left = $3 WHERE format_id = $1 AND kind = $2',
    give: 'UPDATE format_ticket_kind SET tickets_left = LEAST(tickets_total, tickets_left + $3) WHERE format_id = $1 AND kind = $2',
    gone: 'basket.ticketCount.text',
  },
  shirt: {
    left: 'SELECT count AS left FROM shirt_size WHERE public_id = $1',
    take: 'UPDATE shirt_size SET count = count - $2 WHERE public_id = $1 AND count >= $2 RETURNING 1',
    set: 'UPDATE shirt_size SET count = $2 WHERE public_id = $1',
    give: 'UPDATE shirt_size SET count = count + $2 WHERE public_id = $1',
    gone: 'server.payment.sizeGone',
  },
  product: {
    left: 'SELECT stock AS left FROM product WHERE public_id = $1',
    take: 'UPDATE product SET stock = stock - $2 WHERE public_id = $1 AND stock >= $2 RETURNING 1',
    set: 'UPDATE product SET stock = $2 WHERE public_id = $1',
    give: 'UPDATE product SET stock = stock + $2 WHERE public_id = $1 AND stock IS NOT NULL',
    gone: 'server.payment.productGone',
  },
  size: {
    left: 'SELECT count AS left FROM product_size WHERE public_id = $1',
    take: 'UPDATE product_size SET count = count - $2 WHERE public_id = $1 AND count >= $2 RETURNING 1',
    set: 'UPDATE product_size SET count = $2 WHERE public_id = $1',
    give: 'UPDATE product_size SET count = count + $2 WHERE public_id = $1',
    gone: 'server.payment.sizeGone',
  },
  promo: {
    left: 'SELECT total_count - used_count AS left FROM promocode WHERE code = $1',
    take: 'UPDATE promocode SET used_count = used_count + $2 WHERE code = $1 AND used_count + $2 <= total_count RETURNING 1',
    set: 'UPDATE promocode SET used_count = total_count - $2 WHERE code = $1',
    give: 'UPDATE promocode SET used_count = GREATEST(0, used_count - $2) WHERE code = $1',
    gone: 'server.promo.spent',
  },
};

const order: readonly StockHold['hold'][] = ['promo', 'ticket', 'shirt', 'product', 'size'];
const keyOf = (hold: StockHold) => `${hold.hold}\u0000${hold.id}\u0000${hold.hold === 'ticket' ? hold.kind : ''}`;
const keyParams = (hold: StockHold): unknown[] => (hold.hold === 'ticket' ? [hold.id, hold.kind] : [hold.id]);

/** The holds with equal rows summed, in the fixed locking order; zero counts dropped. */
export function mergeHolds(holds: readonly StockHold[]): StockHold[] {
  const merged = new Map<string, StockHold>();
  for (const hold of holds) {
    if (hold.count <= 0) continue;
    const key = keyOf(hold);
    const seen = merged.get(key);
    merged.set(key, seen === undefined ? hold : { ...seen, count: seen.count + hold.count });
  }
  return [...merged.values()].sort(
    (a, b) => order.indexOf(a.hold) - order.indexOf(b.hold) || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0),
  );
}

/** The 409 of a hold that cannot be taken. */
export const holdGone = (hold: StockHold) => new HttpError(409, tables[hold.hold].gone, { hold: hold.hold, id: hold.id });

/** Takes every hold or throws the 409 of the first that cannot be taken (the transaction then rolls back). */
export async function takeHolds(tx: Queryable, holds: readonly StockHold[], unsafeNoLocking = false): Promise<void> {
  for (const hold of mergeHolds(holds)) {
    const table = tables[hold.hold];
    if (unsafeNoLocking) {
      const [row] = await tx.query<{ left: number | null }>(table.left, keyParams(hold));
      if (row === undefined || row.left === null || Number(row.left) < hold.count) throw holdGone(hold);
      await tx.query(table.set, [...keyParams(hold), Number(row.left) - hold.count]);
      continue;
    }
    const taken = await tx.query(table.take, [...keyParams(hold), hold.count]);
    if (taken.length === 0) throw holdGone(hold);
  }
}

/** Whether every hold could be taken right now (a late payment of a released order). */
export async function tryTakeHolds(tx: Queryable, holds: readonly StockHold[]): Promise<boolean> {
  try {
    await tx.query('SAVEPOINT retake_holds');
    await takeHolds(tx, holds);
    await tx.query('RELEASE SAVEPOINT retake_holds');
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT retake_holds');
    return false;
  }
}

/** Gives every hold back. */
export async function releaseHolds(tx: Queryable, holds: readonly StockHold[]): Promise<void> {
  for (const hold of mergeHolds(holds)) await tx.query(tables[hold.hold].give, [...keyParams(hold), hold.count]);
}
