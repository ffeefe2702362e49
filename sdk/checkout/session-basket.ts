import { mergeGuestBasket, toServerBasket } from '../basket/guest-basket.ts';
import { getUserBasket, saveUserBasket } from '../contract/basket.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { RacekitStore } from '../state/racekit-store.ts';
import { basketGoodsAtom, guestBasketGoodsAtom } from '../state/storage-atoms.ts';
import { keepMounted } from './basket-in-use.ts';
import { basketUnsavedAtom, dropBasketSave, flushBasketSave } from './basket-sync.ts';

/**
 * The basket at a session's start (purchase.md §4; account.md §4), called by sdk/state's
 * startSession and signIn: a save still waiting is sent first; stored guest items join the
 * user's server basket (shop goods by product and size, others as goods), which is saved, the
 * guest copy removed; the user's basket is then what the server keeps. A list stored but not
 * yet saved (the page was left before its save) is saved now, not replaced by the server's.
 */
export async function loadSessionBasket(store: RacekitStore): Promise<BasketItem[]> {
  await flushBasketSave(store);
  const guest = store.get(guestBasketGoodsAtom);
  const unsaved = store.get(keepMounted(store, basketUnsavedAtom));
  const current = unsaved ? { values: store.get(basketGoodsAtom) } : await getUserBasket();
  if (unsaved && guest.length === 0) {
    const saved = await saveUserBasket(toServerBasket(current.values));
    store.set(basketUnsavedAtom, false);
    return saved.values;
  }
  if (guest.length === 0) {
    store.set(basketGoodsAtom, current.values);
    return current.values;
  }
  const saved = await saveUserBasket(toServerBasket(mergeGuestBasket(current.values, guest)));
  store.set(guestBasketGoodsAtom, []);
  store.set(basketUnsavedAtom, false);
  store.set(basketGoodsAtom, saved.values);
  return saved.values;
}

/**
 * Nothing more is saved and the user's list is cleared: signing out (`both`: the guest's list
 * too, purchase.md §4), or signing in as another account (`user`: its list must not show, nor
 * be saved as the new account's, while the new one loads).
 */
export function clearSessionBasket(store: RacekitStore, lists: 'user' | 'both'): void {
  dropBasketSave(store);
  store.set(basketGoodsAtom, []);
  if (lists === 'both') store.set(guestBasketGoodsAtom, []);
}
