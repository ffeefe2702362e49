/**
 * Delivery (purchase.md §7): the methods of a basket item type, and the price of delivering
 * shop goods to a city — the city's own price, else its region's, else the default; free
 * from the row's `free_from` total; nothing to pay when no good travels (certificates).
 */
import { deliveryCalls } from '../../sdk/contract/index.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { inLanguage } from './in-language.ts';
import { locationIdOf, notFound } from './sql-values.ts';

interface PriceRow {
  readonly cost: number;
  readonly free_from: number | null;
  readonly days_max: number | null;
}

/** Mounts the delivery calls. */
export function deliveryRoutes(app: ApiApp): void {
  route(app, deliveryCalls.methods, async ({ deps, params, language }) => {
    const rows = await deps.db.query<{ public_id: string; name: string; name_en: string | null; pickup: boolean; hidden_address: boolean }>(
      'SELECT public_id, name, name_en, pickup, hidden_address FROM delivery_method WHERE item_type = $1 ORDER BY sort, public_id',
      [params.itemType],
    );
    // a method that asks no address costs nothing; the others cost by city (POST …/delivery/price)
    return {
      values: rows.map(({ name_en, ...row }) => ({ ...row, name: inLanguage(row.name, name_en, language), price: row.hidden_address ? 0 : null })),
    };
  });

  route(app, deliveryCalls.price, async ({ deps, body }) => {
    const cityId = locationIdOf(body.city);
    const [city] = await deps.db.query<{ region_id: number }>('SELECT region_id FROM location_city WHERE id = $1', [cityId]);
    if (city === undefined) throw notFound('server.catalogue.cityNotFound');
    if (body.goods.length === 0) throw badRequest('server.catalogue.emptyBasket');
    const counts = new Map<string, number>();
    for (const good of body.goods) {
      if (!Number.isInteger(good.count)) throw badRequest('forms.valueInteger');
      if (good.count <= 0) throw badRequest('forms.valuePositive');
      counts.set(good.public_id, (counts.get(good.public_id) ?? 0) + good.count);
    }
    const products = await deps.db.query<{ public_id: string; price: number; delivery: boolean }>(
      'SELECT public_id, price, delivery FROM product WHERE public_id = ANY($1)',
      [[...counts.keys()]],
    );
    const unknown = [...counts.keys()].find((id) => !products.some((product) => product.public_id === id));
    if (unknown !== undefined) throw notFound({ key: 'server.catalogue.productNotFoundId', values: { id: unknown } });
    const travelling = products.filter((product) => product.delivery);
    const total = travelling.reduce((sum, product) => sum + product.price * (counts.get(product.public_id) ?? 0), 0);
    const [price] = await deps.db.query<PriceRow>(
      `SELECT cost, free_from, days_max FROM delivery_price
        WHERE city_id = $1 OR (city_id IS NULL AND region_id = $2) OR (city_id IS NULL AND region_id IS NULL)
        ORDER BY (city_id IS NOT NULL) DESC, (region_id IS NOT NULL) DESC
        LIMIT 1`,
      [cityId, city.region_id],
    );
    if (price === undefined) throw notFound('server.catalogue.deliveryUnavailable');
    const free = travelling.length === 0 || (price.free_from !== null && total >= price.free_from);
    return { delivery: { price: { cost: free ? 0 : price.cost }, days: price.days_max } };
  });
}
