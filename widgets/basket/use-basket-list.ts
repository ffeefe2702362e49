import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/storage-atoms.ts';
import { createBasketSync } from './basket-sync.ts';

/** A change of the basket: the list now → the list after (an sdk/basket edit). */
export type BasketChange = (items: readonly BasketItem[]) => readonly BasketItem[];

export interface BasketList {
  /** The list in use: the user's (`basketGoods`) when signed in, else the guest's (`NoAuthBasketGoods`). */
  readonly items: BasketItem[];
  readonly signedIn: boolean;
  /** Applies `change` to the newest list, stores it, syncs it for a signed-in user, fires racekit:basket-change. */
  readonly edit: (change: BasketChange) => BasketItem[];
}

/** The basket list the widget shows and edits (purchase.md §4: guests keep a local list). */
export function useBasketList(onSyncError: (error: unknown) => void): BasketList {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const signedIn = token !== null && token !== '';
  const items = useAtomValue(signedIn ? basketGoodsAtom : guestBasketGoodsAtom);
  const emit = useRacekitEmit();
  const sync = useMemo(() => createBasketSync(onSyncError), [onSyncError]);

  const edit = useCallback(
    (change: BasketChange) => {
      const user = Boolean(store.get(tokenAtom));
      const listAtom = user ? basketGoodsAtom : guestBasketGoodsAtom;
      const before = store.get(listAtom);
      const changed = change(before);
      // An edit that changes nothing answers the list it was given: nothing is stored or sent.
      if (changed === before) return before;
      const next = [...changed];
      store.set(listAtom, next);
      if (user) sync.save(next);
      emit('racekit:basket-change', { count: next.length });
      return next;
    },
    [emit, store, sync],
  );

  return { items, signedIn, edit };
}
