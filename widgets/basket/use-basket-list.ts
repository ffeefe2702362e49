import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { readBasket, onBasketSaveError, editBasket, type BasketChange } from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { useRacekitEmit } from '../../sdk/elements/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom } from '../../sdk/state/index.ts';

export interface BasketList {
  /** The list in use: the user's (`basketGoods`) when signed in, else the guest's (`NoAuthBasketGoods`). */
  readonly items: BasketItem[];
  readonly signedIn: boolean;
  /** Applies `change` through sdk/checkout (stored, saved for a signed-in user), fires racekit:basket-change. */
  readonly edit: (change: BasketChange) => BasketItem[];
  /** Fires racekit:basket-change for a change sdk/checkout made itself (a count step). */
  readonly announce: () => void;
}

/** The basket list the widget shows and edits (purchase.md §4: guests keep a local list). */
export function useBasketList(onSyncError: (error: unknown) => void): BasketList {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const signedIn = token !== null && token !== '';
  const items = useAtomValue(signedIn ? basketGoodsAtom : guestBasketGoodsAtom);
  const emit = useRacekitEmit();
  useEffect(() => onBasketSaveError(store, onSyncError), [store, onSyncError]);

  const announce = useCallback(() => emit('racekit:basket-change', { count: readBasket({ store }).length }), [emit, store]);
  const edit = useCallback(
    (change: BasketChange) => {
      const before = readBasket({ store });
      const next = editBasket(change, { store });
      if (next !== before) emit('racekit:basket-change', { count: next.length });
      return next;
    },
    [emit, store],
  );

  return { items, signedIn, edit, announce };
}
