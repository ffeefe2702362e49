import { getUserBasket, saveUserBasket } from '../contract/basket.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { AuthSession } from '../contract/schemas/user.ts';
import { mergeGuestBasket, toServerBasket } from '../basket/guest-basket.ts';
import { getRacekitStore, type RacekitStore } from './racekit-store.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom, userAtom } from './storage-atoms.ts';

/**
 * Start-up, sign-in and sign-out (account.md §4; purchase.md §4) as plain functions over the
 * store and the contract. Navigation is never done here: it is answered (`navigate`) and
 * passed to `onNavigate` when given, for the site or a widget to route.
 *
 * - A token without a stored user public_id: the token and the broken user are removed, go to /auth.
 * - Signed in: the local basket is cleared; stored guest items (NoAuthBasketGoods) join the
 *   user's server basket (shop goods by product and size, others as goods), which is saved,
 *   the guest copy removed, and the basket reloaded. With no guest items, the user's basket
 *   is loaded.
 * - Not signed in: the guest's basket is what local storage holds.
 */

export interface SessionOptions {
  /** The store to work on; the page's store by default. */
  readonly store?: RacekitStore;
  /** Called with the path to go to, when there is one. */
  readonly onNavigate?: (path: string) => void;
}

export interface SessionState {
  readonly signedIn: boolean;
  /** The basket list now shown (the user's, or the guest's). */
  readonly basket: BasketItem[];
  /** Where to go, if anywhere ('/auth' when the stored session is broken). */
  readonly navigate: string | null;
}

function finish(state: SessionState, options: SessionOptions): SessionState {
  if (state.navigate !== null) options.onNavigate?.(state.navigate);
  return state;
}

/** Loads the signed-in user's basket, first merging and saving any stored guest items. */
async function loadUserBasket(store: RacekitStore): Promise<BasketItem[]> {
  store.set(basketGoodsAtom, []);
  const guest = store.get(guestBasketGoodsAtom);
  if (guest.length > 0) {
    const current = await getUserBasket();
    await saveUserBasket(toServerBasket(mergeGuestBasket(current.values, guest)));
    store.set(guestBasketGoodsAtom, []);
  }
  const reloaded = await getUserBasket();
  store.set(basketGoodsAtom, reloaded.values);
  return reloaded.values;
}

/** Runs the start-up checks of account.md §4 and loads the basket. */
export async function startSession(options: SessionOptions = {}): Promise<SessionState> {
  const store = options.store ?? getRacekitStore();
  const token = store.get(tokenAtom);
  if (token === null || token === '') {
    return finish({ signedIn: false, basket: store.get(guestBasketGoodsAtom), navigate: null }, options);
  }
  const user = store.get(userAtom);
  if (user === null || user.public_id === '') {
    store.set(tokenAtom, null);
    store.set(userAtom, null);
    return finish({ signedIn: false, basket: store.get(guestBasketGoodsAtom), navigate: '/auth' }, options);
  }
  return finish({ signedIn: true, basket: await loadUserBasket(store), navigate: null }, options);
}

/** Stores the session of a successful sign-in (token and user), then merges and loads the basket. */
export async function signIn(session: AuthSession, options: SessionOptions = {}): Promise<SessionState> {
  const store = options.store ?? getRacekitStore();
  store.set(tokenAtom, session.token);
  store.set(userAtom, session.user);
  return startSession({ ...options, store });
}

/** Signs out: token, user and basket data are cleared. */
export function signOut(options: Pick<SessionOptions, 'store'> = {}): void {
  const store = options.store ?? getRacekitStore();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(basketGoodsAtom, []);
  store.set(guestBasketGoodsAtom, []);
}

/** The basket list in use: the user's when signed in, else the guest's. */
export function readBasket(options: Pick<SessionOptions, 'store'> = {}): BasketItem[] {
  const store = options.store ?? getRacekitStore();
  return store.get(tokenAtom) ? store.get(basketGoodsAtom) : store.get(guestBasketGoodsAtom);
}

/**
 * Stores an edited basket in the list in use; for a signed-in user it is also saved on the
 * server (a guest's list stays local). The server's answer replaces the local list only if no
 * newer edit was stored meanwhile, so a slow answer never undoes a later change. Answers the
 * list as the server kept it (or as stored, for a guest).
 */
export async function commitBasket(items: readonly BasketItem[], options: Pick<SessionOptions, 'store'> = {}): Promise<BasketItem[]> {
  const store = options.store ?? getRacekitStore();
  const local = [...items];
  if (!store.get(tokenAtom)) {
    store.set(guestBasketGoodsAtom, local);
    return local;
  }
  store.set(basketGoodsAtom, local);
  const saved = await saveUserBasket(toServerBasket(items));
  if (store.get(basketGoodsAtom) === local) store.set(basketGoodsAtom, saved.values);
  return saved.values;
}
