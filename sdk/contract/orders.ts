/**
 * Orders (purchase.md §7 "GET /api/order/{id}", account.md §7 "Tickets and orders").
 *
 * Decided where the spec is silent:
 * - GET /api/order/{id} is personal (auth 'required'): after a guest payment the temporary
 *   user's token is stored, so the buyer always has one. It answers
 *   `{ status, items: { tickets, shop, certificates, insurances, email }, tickets }` — the
 *   order's lines by kind and the issued tickets' public_ids (schemas/order.ts).
 * - GET /api/user/shop/soldgood/{id}: `id` is the order's public_id.
 * - Issue 29 §2: GET /api/order/{id}/view?key=<key> answers the order check without a token
 *   when `key` is the order's view key, which the provider's return to the thanks page carries
 *   (a guest who paid on a partner's page holds the token only in that page's origin); a wrong
 *   or expired key: 404. A call of its own: the spec's GET /api/order/{id} stays personal.
 */
import { object, pattern, string } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, valuesOf } from './schemas/common.ts';
import { Order, OrderCheck, SoldGood } from './schemas/order.ts';

/** An order's view key (server/orders/order-view.ts): 32 random bytes, base64url. */
const ViewKey = pattern(string(), /^[A-Za-z0-9_-]{43}$/);

export const ordersCalls = {
  check: defineCall({
    method: 'GET',
    path: '/api/order/{id}',
    auth: 'required',
    summary: 'The state and content of an order after payment.',
    params: IdParams,
    response: OrderCheck,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/user/shop/orders',
    auth: 'required',
    summary: "The user's shop orders.",
    response: valuesOf(Order),
  }),
  soldGoods: defineCall({
    method: 'GET',
    path: '/api/user/shop/soldgood/{id}',
    auth: 'required',
    summary: 'The shop goods of one order.',
    params: IdParams,
    response: valuesOf(SoldGood),
  }),
};

/**
 * Not a call of the spec (like sdk/contract/partners.ts, outside all-calls.ts): the order check
 * with the order's view key, without a token (issue 29 §2).
 */
export const orderViewCalls = {
  viewed: defineCall({
    method: 'GET',
    path: '/api/order/{id}/view',
    summary: "The order check with the order's view key, without a token.",
    params: IdParams,
    query: object({ key: ViewKey }),
    response: OrderCheck,
  }),
};

/** The state and content of order `id`. */
export const getOrder = (id: string) => invoke(ordersCalls.check, { params: { id } });
/** The state and content of order `id` by its view key, for a page that holds no token of its buyer. */
export const getViewedOrder = (id: string, key: string) => invoke(orderViewCalls.viewed, { params: { id }, query: { key } });
/** The user's shop orders. */
export const listShopOrders = () => invoke(ordersCalls.list, {});
/** The shop goods of order `orderId`. */
export const listSoldGoods = (orderId: string) => invoke(ordersCalls.soldGoods, { params: { id: orderId } });
