import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { getRacekitStore, type RacekitStore } from '../state/racekit-store.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../state/storage-atoms.ts';

/**
 * The basket list in use (purchase.md §4): the signed-in user's (`basketGoods`, also kept on
 * the server) when there is a token, else the guest's (`NoAuthBasketGoods`, local only).
 */

/** Where the checkout service works: the page's store unless a test or a host passes its own. */
export interface CheckoutOptions {
  readonly store?: RacekitStore | undefined;
}

/** The store of `options`, else the page's. */
export const storeOf = (options: CheckoutOptions = {}): RacekitStore => options.store ?? getRacekitStore();

/** Whether a session token is stored. */
export function isSignedIn(store: RacekitStore): boolean {
  const token = store.get(tokenAtom);
  return token !== null && token !== '';
}

/** The atom of the list in use. */
export function basketAtomOf(store: RacekitStore): typeof basketGoodsAtom {
  return isSignedIn(store) ? basketGoodsAtom : guestBasketGoodsAtom;
}

/** The basket list in use: the user's when signed in, else the guest's. */
export function readBasket(options: CheckoutOptions = {}): BasketItem[] {
  const store = storeOf(options);
  return store.get(basketAtomOf(store));
}
