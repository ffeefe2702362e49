/**
 * The signed-in user's basket on the server (purchase.md §7, §4 "synced to the server for
 * signed-in users only"). Not shown by the spec, decided here: both calls answer
 * `{ values: BasketItem[] }`; POST replaces the whole stored list with `goods` (the client
 * always holds the full list, so a replace is simpler and idempotent).
 */
import { array, object } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { BasketItem } from './schemas/basket-item.ts';
import { valuesOf } from './schemas/common.ts';

export const basketCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/user/basket',
    auth: 'required',
    summary: "The signed-in user's basket.",
    response: valuesOf(BasketItem),
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/user/basket',
    auth: 'required',
    summary: "Replaces the signed-in user's basket with the given list of goods.",
    body: object({ goods: array(BasketItem) }),
    response: valuesOf(BasketItem),
  }),
};

/** The signed-in user's basket. */
export const getUserBasket = () => invoke(basketCalls.get, {});
/** Stores `goods` as the signed-in user's basket and returns what the server kept. */
export const saveUserBasket = (goods: BasketItem[]) => invoke(basketCalls.save, { body: { goods } });
