/**
 * A user's stored basket (table user_basket): read and replaced by POST /api/user/basket, and
 * by a payment that carries the buyer's basket (sdk/checkout sends it, so nothing is fetched
 * again before the redirect). At most BASKET_MAX_LINES lines, each unique_id once. Prices in
 * it are the client's and are never used: payment prices from the database.
 */
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';

/** The most lines a stored basket may hold. */
export const BASKET_MAX_LINES = 200;

/** The stored basket of user `userId` (empty when none). */
export async function readStoredBasket(db: Queryable, userId: string): Promise<BasketItem[]> {
  const [row] = await db.query<{ goods: BasketItem[] }>('SELECT goods FROM user_basket WHERE user_id = $1', [userId]);
  return row?.goods ?? [];
}

/** Replaces user `userId`'s stored basket with `goods` (a 400 past the limit or with a repeated line). */
export async function saveStoredBasket(db: Queryable, userId: string, goods: readonly BasketItem[], now: Date): Promise<BasketItem[]> {
  if (goods.length > BASKET_MAX_LINES) throw badRequest({ key: 'server.personal.basketTooLong', values: { max: BASKET_MAX_LINES } });
  const ids = new Set(goods.map((item) => item.unique_id));
  if (ids.size !== goods.length) throw badRequest('server.personal.basketRepeats', { field: 'goods' });
  await db.query(
    `INSERT INTO user_basket (user_id, goods, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET goods = EXCLUDED.goods, updated_at = EXCLUDED.updated_at`,
    [userId, JSON.stringify(goods), now],
  );
  return [...goods];
}
