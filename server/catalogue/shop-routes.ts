/**
 * The shop (purchase.md §7 "Shop", "GET /api/page/banner/{type}"): shirts of an event city,
 * goods offered with its tickets, one product, random collections for the home page and the
 * basket (16 items, §9), the heroes project, and page banners.
 */
import { shopCalls } from '../../sdk/contract/index.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { bannerShownAt, readBanners } from './banner-queries.ts';
import { findEventCity } from './event-queries.ts';
import { loadProducts } from './product-queries.ts';
import { notFound } from './sql-values.ts';

/** Size of the random shop collection (purchase.md §9). */
export const SHOP_COLLECTION_SIZE = 16;
/** How many heroes goods the preview block shows. */
const HEROES_PREVIEW_SIZE = 4;

const eventCityNotFound = () => notFound('server.catalogue.eventCityNotFound');

/** Mounts the shop calls. */
export function shopRoutes(app: ApiApp): void {
  route(app, shopCalls.shirts, async ({ deps, params, language }) => {
    if ((await findEventCity(deps.db, params.event_city_id, language)) === undefined) throw eventCityNotFound();
    const values = await deps.db.query<{ public_id: string; name: string; count: number }>(
      'SELECT public_id, name, count FROM shirt_size WHERE event_city_id = $1 ORDER BY sort, name',
      [params.event_city_id],
    );
    return { values };
  });

  route(app, shopCalls.related, async ({ deps, params, language }) => {
    if ((await findEventCity(deps.db, params.id, language)) === undefined) throw eventCityNotFound();
    return {
      values: await loadProducts(
        deps.db,
        language,
        'EXISTS (SELECT 1 FROM event_city_product o WHERE o.product_id = p.public_id AND o.event_city_id = $1)',
        [params.id],
        '(SELECT o.sort FROM event_city_product o WHERE o.product_id = p.public_id AND o.event_city_id = $1), p.public_id',
      ),
    };
  });

  route(app, shopCalls.product, async ({ deps, params, language }) => {
    const [product] = await loadProducts(deps.db, language, 'p.public_id = $1', [params.id]);
    if (product === undefined) throw notFound('server.catalogue.productNotFound');
    return product;
  });

  route(app, shopCalls.items, async ({ deps, params, language }) => ({
    values:
      params.place === 'certificates'
        ? await loadProducts(deps.db, language, "p.kind = 'certificate'", [], 'p.price, p.public_id')
        : await loadProducts(
            deps.db,
            language,
            params.place === 'home' ? "p.on_home AND p.kind = 'good'" : "p.in_basket_offer AND p.kind = 'good'",
            [],
            'random()',
            SHOP_COLLECTION_SIZE,
          ),
  }));

  route(app, shopCalls.heroes, async ({ deps, language }) => ({ values: await loadProducts(deps.db, language, 'p.hero', []) }));

  route(app, shopCalls.previewHeroes, async ({ deps, language }) => ({
    values: await loadProducts(deps.db, language, 'p.hero', [], 'p.hero_preview DESC, p.sort, p.public_id', HEROES_PREVIEW_SIZE),
  }));

  route(app, shopCalls.banners, async ({ deps, params, language }) => ({
    values: await readBanners(deps.db, language, `page = $1 AND ${bannerShownAt(2)}`, [params.type, deps.clock.now()]),
  }));
}
