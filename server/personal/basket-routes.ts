/**
 * The signed-in user's basket on the server (purchase.md §4: synced for signed-in users
 * only). POST replaces the stored list with the given one, each line checked against the
 * contract's BasketItem by the route helper; at most 200 lines. Prices in it are the client's
 * and are never used: payment prices from the database.
 */
import { basketCalls } from '../../sdk/contract/basket.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';

/** The most lines a stored basket may hold. */
export const BASKET_MAX_LINES = 200;

/** Mounts the basket calls. */
export function basketRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, basketCalls.get, async ({ auth }) => {
    const { user } = requireAuth(auth);
    const [row] = await deps.db.query<{ goods: BasketItem[] }>('SELECT goods FROM user_basket WHERE user_id = $1', [user.public_id]);
    return { values: row?.goods ?? [] };
  });

  route(app, basketCalls.save, async ({ auth, body }) => {
    const { user } = requireAuth(auth);
    if (body.goods.length > BASKET_MAX_LINES) throw badRequest({ key: 'server.personal.basketTooLong', values: { max: BASKET_MAX_LINES } });
    const ids = new Set(body.goods.map((item) => item.unique_id));
    if (ids.size !== body.goods.length) throw badRequest('server.personal.basketRepeats', { field: 'goods' });
    await deps.db.query(
      `INSERT INTO user_basket (user_id, goods, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET goods = EXCLUDED.goods, updated_at = EXCLUDED.updated_at`,
      [user.public_id, JSON.stringify(body.goods), deps.clock.now()],
    );
    return { values: body.goods };
  });
}
