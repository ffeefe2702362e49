import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { storeOf, type CheckoutOptions } from './basket-in-use.ts';
import { checkoutNoticesAtom } from './checkout-notices.ts';
import { editBasket } from './edit-basket.ts';

/** How long «Очистить корзину» can be undone (the basket shows «Вернуть» this long). */
export const CLEAR_UNDO_MS = 8_000;

/**
 * «Очистить корзину» (purchase.md §4 "Cleared by the clear action"), undoable: the basket is
 * emptied at once (and saved so for a signed-in user) and the removed lines are answered, for
 * restoreBasket to put back within CLEAR_UNDO_MS.
 */
export function clearBasketUndoable(options: CheckoutOptions = {}): BasketItem[] {
  // what adding said of the lines is moot once they are gone
  storeOf(options).set(checkoutNoticesAtom, []);
  let removed: BasketItem[] = [];
  editBasket((items) => {
    removed = [...items];
    return items.length === 0 ? items : [];
  }, options);
  return removed;
}

/** Puts cleared lines back, before anything added since (a line already there again stays once). */
export function restoreBasket(removed: readonly BasketItem[], options: CheckoutOptions = {}): BasketItem[] {
  return editBasket((items) => {
    if (removed.length === 0) return items;
    const now = new Set(items.map((line) => line.unique_id));
    return [...removed.filter((line) => !now.has(line.unique_id)), ...items];
  }, options);
}
