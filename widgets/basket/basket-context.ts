import { createContext, useContext } from 'react';
import type { User } from '../../sdk/contract/schemas/index.ts';
import type { BasketChange } from '../../sdk/checkout/index.ts';

/** What every card of the basket may do besides rendering: edit the list, report, open popups. */
export interface BasketActions {
  /** Applies an sdk/basket edit to the newest list (stored, synced, announced). */
  readonly edit: (change: BasketChange) => void;
  /** A failed call, by the error catalogue (global popup, racekit:error). */
  readonly reportError: (error: unknown) => void;
  /** Fires racekit:basket-change for a change sdk/checkout made itself. */
  readonly announce: () => void;
  /** Opens the popup 'Указанное количество билетов недоступно', naming the line's `limit` when known. */
  readonly showTicketCountError: (limit?: number) => void;
  /** The signed-in user, or null for a guest. */
  readonly user: User | null;
  /** The line whose first ticket carries the vip's personal discount (no promo codes on it). */
  readonly vipLineId: string | undefined;
  /** False while a vip's own tickets load: the special ticket price is not known yet. */
  readonly ticketPriceKnown: boolean;
  /**
   * How many times «Оплатить» was pressed while it could not proceed (0: never): from the first
   * press every field of the basket tells its message, and each press brings the first wrong
   * field (its ticket's tab opened) into focus.
   */
  readonly revealCount: number;
}

export const BasketContext = createContext<BasketActions | null>(null);

/** The basket's actions; only inside <racekit-basket>. */
export function useBasketActions(): BasketActions {
  const actions = useContext(BasketContext);
  if (actions === null) throw new Error('racekit-basket: a card rendered outside the basket');
  return actions;
}
