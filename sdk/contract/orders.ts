/**
 * Orders (purchase.md §7 "GET /api/order/{id}", account.md §7 "Tickets and orders").
 *
 * Decided where the spec is silent:
 * - GET /api/order/{id} is personal (auth 'required'): after a guest payment the temporary
 *   user's token is stored, so the buyer always has one. It answers
 *   `{ status, items: { tickets, shop, certificates, insurances, email }, tickets }` — the
 *   order's lines by kind and the issued tickets' public_ids (schemas/order.ts).
 * - GET /api/user/shop/soldgood/{id}: `id` is the order's public_id.
 */
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, valuesOf } from './schemas/common.ts';
import { Order, OrderCheck, SoldGood } from './schemas/order.ts';

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

/** The state and content of order `id`. */
export const getOrder = (id: string) => invoke(ordersCalls.check, { params: { id } });
/** The user's shop orders. */
export const listShopOrders = () => invoke(ordersCalls.list, {});
/** The shop goods of order `orderId`. */
export const listSoldGoods = (orderId: string) => invoke(ordersCalls.soldGoods, { params: { id: orderId } });
