import type { Atom } from 'jotai/vanilla';
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

/**
 * For a step that rewrites the basket as a page opens (a basket link, the order check after
 * payment): settles once the session's start-up has put the basket in place (the site starts
 * it before its first render, without waiting). The basket is edited only after it, so the
 * start-up's reload of a signed-in user's basket cannot undo the change; the calls before the
 * edit do not wait for it.
 */
export interface BasketReadyOption {
  readonly basketReady?: (() => Promise<unknown>) | undefined;
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

const mounted = new WeakMap<RacekitStore, Set<Atom<unknown>>>();

/**
 * Keeps a local-storage atom of the checkout mounted in `store` for the page's life (as
 * getRacekitStore does for the spec's keys): a mounted storage atom reads local storage again
 * and follows other tabs' writes, so the payment attempt or the unsaved mark is never a copy
 * taken when the atom was first made.
 */
export function keepMounted<A extends Atom<unknown>>(store: RacekitStore, atom: A): A {
  let atoms = mounted.get(store);
  if (atoms === undefined) {
    atoms = new Set();
    mounted.set(store, atoms);
  }
  if (!atoms.has(atom)) {
    atoms.add(atom);
    store.sub(atom, () => undefined);
  }
  return atom;
}
