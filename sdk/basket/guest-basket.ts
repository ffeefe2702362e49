import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { addShopGoods } from './basket-edits.ts';

/**
 * The two basket lists (purchase.md §3, §4; account.md §4): a guest's lines live only in local
 * storage (`NoAuthBasketGoods`); a signed-in user's lines (`basketGoods`) are also kept on the
 * server. On sign-in the guest's lines join the user's basket.
 */

/** Merges a guest's lines into the user's: shop goods by product and size summing counts, others added unless already there. */
export function mergeGuestBasket(userItems: readonly BasketItem[], guestItems: readonly BasketItem[]): BasketItem[] {
  let merged = [...userItems];
  for (const line of guestItems) {
    if (line.selector === 'shop') merged = addShopGoods(merged, line);
    else if (!merged.some((existing) => existing.unique_id === line.unique_id)) merged = [...merged, line];
  }
  return merged;
}

/**
 * What is sent to POST /api/user/basket for a signed-in user: every line as it is, less the
 * screen-only `isScrolling` flag. A guest's list is never sent.
 */
export function toServerBasket(items: readonly BasketItem[]): BasketItem[] {
  return items.map(({ isScrolling: _isScrolling, ...line }) => line);
}
