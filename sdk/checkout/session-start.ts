import { clearSessionBasket, loadSessionBasket } from './session-basket.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { AuthSession } from '../contract/schemas/user.ts';
import { getRacekitStore, type RacekitStore } from '../state/racekit-store.ts';
import { guestBasketGoodsAtom, tokenAtom, userAtom } from '../state/storage-atoms.ts';

/**
 * Start-up, sign-in and sign-out (account.md §4; purchase.md §4) as plain functions over the
 * store and the contract. Navigation is never done here: it is answered (`navigate`) and
 * passed to `onNavigate` when given, for the site or a widget to route.
 *
 * - A token without a stored user public_id: the token and the broken user are removed, go to /auth.
 * - Signed in: the basket is sdk/checkout's (loadSessionBasket): stored guest items join the
 *   user's server basket, which is saved, the guest copy removed; else the user's basket loads.
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
  return finish({ signedIn: true, basket: await loadSessionBasket(store), navigate: null }, options);
}

/** Stores the session of a successful sign-in (token and user), then merges and loads the basket. */
export async function signIn(session: AuthSession, options: SessionOptions = {}): Promise<SessionState> {
  const store = options.store ?? getRacekitStore();
  // another account's list must not show while this one's loads
  if (store.get(userAtom)?.public_id !== session.user.public_id) clearSessionBasket(store, 'user');
  store.set(tokenAtom, session.token);
  store.set(userAtom, session.user);
  return startSession({ ...options, store });
}

/** Signs out: token, user and basket data are cleared. */
export function signOut(options: Pick<SessionOptions, 'store'> = {}): void {
  const store = options.store ?? getRacekitStore();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  clearSessionBasket(store, 'both');
}
