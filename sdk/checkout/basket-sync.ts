import { atomWithStorage } from 'jotai/vanilla/utils';
import { boolean } from 'superstruct';
import { toServerBasket } from '../basket/guest-basket.ts';
import { saveUserBasket } from '../contract/basket.ts';
import type { RacekitStore } from '../state/racekit-store.ts';
import { sharedAtom } from '../state/shared-atom.ts';
import { storageOf } from '../state/validated-storage.ts';
import { basketGoodsAtom } from '../state/storage-atoms.ts';
import { isSignedIn, keepMounted } from './basket-in-use.ts';

/**
 * The signed-in user's basket saved on the server (POST /api/user/basket, purchase.md §4),
 * coalesced: an edit schedules a save BASKET_SYNC_DELAY_MS later, and every further edit in
 * that time moves it on, so a burst of edits (typing a participant's name, pressing «+» five
 * times) is one POST of the newest list. Saves never overlap: an edit made while one is on
 * its way is sent after it. The answer is not written back: the list on screen is the newest
 * already, and writing an older answer over it would undo what was typed meanwhile.
 *
 * Until a save succeeds the list is marked unsaved in local storage (`racekitBasketUnsaved`):
 * a page left within the delay (a redirect to the organiser's site) does not lose the edit, as
 * the next session start sends the stored list instead of loading the server's.
 */

/** Whether the signed-in user's stored list has changes the server has not taken yet. */
export const basketUnsavedAtom = sharedAtom('basketUnsaved', () =>
  atomWithStorage<boolean>('racekitBasketUnsaved', false, storageOf(boolean()), { getOnInit: true }),
);

/** How long the basket must stay unchanged before it is saved. */
export const BASKET_SYNC_DELAY_MS = 400;

interface SyncState {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** A save is wanted (scheduled or waiting for the one on its way). */
  dirty: boolean;
  /** The saves on their way; resolves to the last one's error, if it failed. */
  running: Promise<unknown> | undefined;
  readonly listeners: Set<(error: unknown) => void>;
}

const states = new WeakMap<RacekitStore, SyncState>();

function stateOf(store: RacekitStore): SyncState {
  let state = states.get(store);
  if (state === undefined) {
    state = { timer: undefined, dirty: false, running: undefined, listeners: new Set() };
    states.set(store, state);
  }
  return state;
}

async function send(store: RacekitStore, state: SyncState): Promise<unknown> {
  let failure: unknown;
  while (state.dirty) {
    state.dirty = false;
    if (!isSignedIn(store)) return undefined;
    try {
      await saveUserBasket(toServerBasket(store.get(basketGoodsAtom)));
      failure = undefined;
      if (!state.dirty) store.set(keepMounted(store, basketUnsavedAtom), false);
    } catch (error) {
      failure = error;
      for (const listener of [...state.listeners]) listener(error);
    }
  }
  return failure;
}

function start(store: RacekitStore, state: SyncState): Promise<unknown> {
  clearTimeout(state.timer);
  state.timer = undefined;
  if (state.running !== undefined) return state.running;
  if (!state.dirty) return Promise.resolve(undefined);
  const running = send(store, state).finally(() => {
    state.running = undefined;
  });
  state.running = running;
  return running;
}

/** Schedules a save of the signed-in user's basket (nothing for a guest). */
export function scheduleBasketSave(store: RacekitStore): void {
  if (!isSignedIn(store)) return;
  const state = stateOf(store);
  state.dirty = true;
  store.set(keepMounted(store, basketUnsavedAtom), true);
  clearTimeout(state.timer);
  // a save on its way sends the newest list again when it ends (send's loop)
  if (state.running !== undefined) return;
  state.timer = setTimeout(() => {
    void start(store, state).then((error) => {
      if (error !== undefined && state.listeners.size === 0) console.warn('racekit: the basket could not be saved', error);
    });
  }, BASKET_SYNC_DELAY_MS);
}

/**
 * Sends a scheduled save now and waits for every save to end (before the basket opens, a page
 * is left, a session starts); throws the error of the last save when it failed (the list stays
 * stored locally and marked unsaved).
 */
export async function flushBasketSave(store: RacekitStore): Promise<void> {
  const error = await start(store, stateOf(store));
  if (error !== undefined) throw error;
}

/** Forgets a scheduled save (the list was saved another way: with the payment, or signed out). */
export function dropBasketSave(store: RacekitStore): void {
  const state = stateOf(store);
  clearTimeout(state.timer);
  state.timer = undefined;
  state.dirty = false;
  store.set(keepMounted(store, basketUnsavedAtom), false);
}

/** Hears every failed save (a widget reports it); answers the unsubscribe function. */
export function onBasketSaveError(store: RacekitStore, listener: (error: unknown) => void): () => void {
  const { listeners } = stateOf(store);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
