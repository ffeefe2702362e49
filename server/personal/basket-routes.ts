/**
 * The signed-in user's basket on the server (purchase.md §4: synced for signed-in users
 * only). POST replaces the stored list with the given one, each line checked against the
 * contract's BasketItem by the route helper; the limits are stored-basket.ts's.
 */
import { basketCalls } from '../../sdk/contract/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { readStoredBasket, saveStoredBasket } from './stored-basket.ts';

export { BASKET_MAX_LINES } from './stored-basket.ts';

/** Mounts the basket calls. */
export function basketRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, basketCalls.get, async ({ auth }) => {
    const { user } = requireAuth(auth);
    return { values: await readStoredBasket(deps.db, user.public_id) };
  });

  route(app, basketCalls.save, async ({ auth, body }) => {
    const { user } = requireAuth(auth);
    return { values: await saveStoredBasket(deps.db, user.public_id, body.goods, deps.clock.now()) };
  });
}
