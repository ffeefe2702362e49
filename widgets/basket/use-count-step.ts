import { useStore } from 'jotai';
import { useState } from 'react';
import { ticketCountMin } from '../../sdk/basket/index.ts';
import { countView, stepBasketCount } from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import type { SizeOption } from '../../sdk/forms/index.ts';
import { useBasketActions } from './basket-context.ts';
import type { CardUnit } from './card-units.ts';

export interface CountStep {
  readonly count: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** The most the card may hold, from what the basket knows (its «+» is off there and the card says so). */
  readonly limit: number;
  readonly busy: boolean;
  readonly step: (direction: 1 | -1) => void;
}

/**
 * Plus and minus of a card through sdk/checkout's stepBasketCount (the same limits as the buy
 * dialog and a deep link): «+» is off at the limit the basket knows (countView); a ticket's «+»
 * refused by fresher availability opens the popup 'Указанное количество билетов недоступно'
 * with the limit; in a pre-registration group the new (or first) tab opens.
 */
export function useCountStep(unit: CardUnit, items: readonly BasketItem[], options: { sizes?: readonly SizeOption[] | undefined; onActiveChange: (index: number) => void }): CountStep {
  const store = useStore();
  const { reportError, showTicketCountError, announce } = useBasketActions();
  const [busy, setBusy] = useState(false);
  const first = unit.lines[0];

  const step = async (uniqueId: string, direction: 1 | -1, isTicket: boolean) => {
    setBusy(true);
    try {
      const outcome = await stepBasketCount(uniqueId, direction, { store, sizes: options.sizes });
      announce();
      if (outcome.blocked && isTicket && direction === 1) showTicketCountError(outcome.limit);
      else if (unit.group && !outcome.blocked) options.onActiveChange(outcome.activeIndex);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  if (first === undefined) return { count: 0, canDecrease: false, canIncrease: false, limit: 0, busy, step: () => undefined };
  const isTicket = first.selector === 'ticket';
  // issue 29 item 10: «+» is off at the limit the basket knows (the press still asks what is left)
  const view = countView(first, items);
  return {
    count: unit.group ? unit.lines.length : first.count,
    canDecrease: unit.group ? unit.lines.length > 1 : first.count > ticketCountMin(first),
    canIncrease: view.canIncrease,
    limit: view.limit,
    busy,
    step: (direction) => void step(first.unique_id, direction, isTicket),
  };
}
