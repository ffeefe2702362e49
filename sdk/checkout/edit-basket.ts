import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { basketAtomOf, storeOf, type CheckoutOptions } from './basket-in-use.ts';
import { scheduleBasketSave } from './basket-sync.ts';

/** A change of the basket: the list now → the list after (an sdk/basket edit). */
export type BasketChange = (items: readonly BasketItem[]) => readonly BasketItem[];

/**
 * Applies `change` to the newest list in use and stores it; a signed-in user's list is then
 * saved on the server (coalesced, basket-sync.ts). A change that answers the list it was given
 * stores and sends nothing. Answers the list after the change.
 */
export function editBasket(change: BasketChange, options: CheckoutOptions = {}): BasketItem[] {
  const store = storeOf(options);
  const listAtom = basketAtomOf(store);
  const before = store.get(listAtom);
  const changed = change(before);
  if (changed === before) return before;
  const next = [...changed];
  store.set(listAtom, next);
  scheduleBasketSave(store);
  return next;
}
