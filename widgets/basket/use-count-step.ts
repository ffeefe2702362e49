import { useStore } from 'jotai';
import { useState } from 'react';
import { ticketCountMin, stepTicketCount } from '../../sdk/basket/ticket-count.ts';
import { stepBasketCount } from '../../sdk/checkout/step-count.ts';
import type { SizeOption } from '../../sdk/forms/participant-form.ts';
import { useBasketActions } from './basket-context.ts';
import type { CardUnit } from './card-units.ts';

export interface CountStep {
  readonly count: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  readonly busy: boolean;
  readonly step: (direction: 1 | -1) => void;
}

/**
 * Plus and minus of a card through sdk/checkout's stepBasketCount (the same limits as the buy
 * dialog and a deep link): a ticket's «+» refused by them opens the popup 'Указанное
 * количество билетов недоступно'; in a pre-registration group the new (or first) tab opens.
 */
export function useCountStep(unit: CardUnit, options: { sizes?: readonly SizeOption[] | undefined; onActiveChange: (index: number) => void }): CountStep {
  const store = useStore();
  const { reportError, showTicketCountError, announce } = useBasketActions();
  const [busy, setBusy] = useState(false);
  const first = unit.lines[0];

  const step = async (uniqueId: string, direction: 1 | -1, isTicket: boolean) => {
    setBusy(true);
    try {
      const outcome = await stepBasketCount(uniqueId, direction, { store, sizes: options.sizes });
      announce();
      if (outcome.blocked && isTicket && direction === 1) showTicketCountError();
      else if (unit.group && !outcome.blocked) options.onActiveChange(outcome.activeIndex);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  if (first === undefined) return { count: 0, canDecrease: false, canIncrease: false, busy, step: () => undefined };
  const isTicket = first.selector === 'ticket';
  return {
    count: unit.group ? unit.lines.length : first.count,
    canDecrease: unit.group ? unit.lines.length > 1 : first.count > ticketCountMin(first),
    canIncrease: isTicket || !stepTicketCount(first, 1).blocked,
    busy,
    step: (direction) => void step(first.unique_id, direction, isTicket),
  };
}
