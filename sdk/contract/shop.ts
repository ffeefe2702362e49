/**
 * The shop and its banners (purchase.md §7 "Shop", "GET /api/page/banner/{type}").
 *
 * Decided where the spec is silent:
 * - GET /api/shop/shirts/{event_city_id}: the shirt sizes of an event city with stock in
 *   `count`, `{ values: Proportion[] }`. "Load size by id" (named, no path) is this call.
 * - GET /api/shop/related/{id}: `id` is an event city's public_id; answers the goods offered
 *   with its tickets (extras and optional goods). "Load event goods" (named, no path) is this call.
 * - GET /api/shop/items/{place}: `place` is home or basket; 16 random goods for that block.
 *   Decided beyond the spec: `certificates` answers every gift certificate on sale (by price),
 *   for the shop's catalogue and search (the random collections never hold certificates).
 * - GET /api/shop/project/heroes and …/preview/heroes: the goods of the heroes project (all,
 *   and the first few for a preview block).
 * - GET /api/page/banner/{type}: `type` as the page asks (the basket uses `shop`);
 *   `{ values: Banner[] }`.
 */
import { enums, object, string, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { Proportion } from './schemas/basket-item.ts';
import { Banner } from './schemas/banner.ts';
import { IdParams, valuesOf } from './schemas/common.ts';
import { Product } from './schemas/product.ts';

/** Where a random shop collection is shown. */
export const ShopPlace = enums(['home', 'basket', 'certificates']);
export type ShopPlace = Infer<typeof ShopPlace>;

export const shopCalls = {
  shirts: defineCall({
    method: 'GET',
    path: '/api/shop/shirts/{event_city_id}',
    summary: 'Shirt sizes of an event city, with stock.',
    params: object({ event_city_id: string() }),
    response: valuesOf(Proportion),
  }),
  related: defineCall({
    method: 'GET',
    path: '/api/shop/related/{id}',
    summary: 'Goods offered with the tickets of an event city.',
    params: IdParams,
    response: valuesOf(Product),
  }),
  product: defineCall({
    method: 'GET',
    path: '/api/shop/product/{id}',
    summary: 'One product.',
    params: IdParams,
    response: Product,
  }),
  items: defineCall({
    method: 'GET',
    path: '/api/shop/items/{place}',
    summary: 'A random collection of goods for the home page or the basket; every gift certificate for `certificates`.',
    params: object({ place: ShopPlace }),
    response: valuesOf(Product),
  }),
  heroes: defineCall({
    method: 'GET',
    path: '/api/shop/project/heroes',
    summary: 'The goods of the heroes project.',
    response: valuesOf(Product),
  }),
  previewHeroes: defineCall({
    method: 'GET',
    path: '/api/shop/project/preview/heroes',
    summary: 'The first goods of the heroes project, for a preview block.',
    response: valuesOf(Product),
  }),
  banners: defineCall({
    method: 'GET',
    path: '/api/page/banner/{type}',
    summary: 'The banners of a page type (shop: the external-shop carousel).',
    params: object({ type: string() }),
    response: valuesOf(Banner),
  }),
};

/** Shirt sizes of event city `eventCityId`. */
export const listShirtSizes = (eventCityId: string) =>
  invoke(shopCalls.shirts, { params: { event_city_id: eventCityId } });
/** Goods offered with the tickets of event city `eventCityId`. */
export const listEventGoods = (eventCityId: string) => invoke(shopCalls.related, { params: { id: eventCityId } });
/** Product `id`. */
export const getProduct = (id: string) => invoke(shopCalls.product, { params: { id } });
/** A random collection of goods for `place`. */
export const listShopItems = (place: ShopPlace) => invoke(shopCalls.items, { params: { place } });
/** The goods of the heroes project. */
export const listHeroesGoods = () => invoke(shopCalls.heroes, {});
/** The first goods of the heroes project. */
export const previewHeroesGoods = () => invoke(shopCalls.previewHeroes, {});
/** The banners of page type `bannerType`. */
export const listBanners = (bannerType: string) => invoke(shopCalls.banners, { params: { type: bannerType } });
