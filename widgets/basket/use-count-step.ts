import { useState } from 'react';
import { updateBasketItem } from '../../sdk/basket/basket-edits.ts';
import { addGroupTicket, removeLastGroupTicket } from '../../sdk/basket/pre-registration.ts';
import { availableTicketLimit, withAvailability, withAvailableLimit } from '../../sdk/basket/ticket-availability.ts';
import { stepTicketCount, ticketCountMin } from '../../sdk/basket/ticket-count.ts';
import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { TicketAvailability } from '../../sdk/contract/schemas/event-format.ts';
import type { SizeOption } from '../../sdk/forms/participant-form.ts';
import { useBasketActions } from './basket-context.ts';
import type { CardUnit } from './card-units.ts';
import { freshAvailability } from './fresh-availability.ts';

/** The line with its group id set (a pre-registration ticket stored without one). */
function withGroupId(items: readonly BasketItem[], line: BasketItem): BasketItem[] {
  return line.groupId == null ? updateBasketItem(items, line.unique_id, { groupId: line.unique_id }) : [...items];
}

export interface CountStep {
  readonly count: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  readonly busy: boolean;
  readonly step: (direction: 1 | -1) => void;
}

/**
 * Plus and minus of a card (purchase.md §4, §5) through sdk/basket: a ticket's plus first
 * reads what is left of its format (the availability call) and, refused by the count rules
 * with the availability cap (never more than are left),
 * opens the popup 'Указанное количество билетов недоступно'. In a pre-registration group plus
 * adds a participant whose tab becomes active, minus removes the last one and the first tab
 * becomes active.
 */
export function useCountStep(unit: CardUnit, options: { sizes?: readonly SizeOption[] | undefined; onActiveChange: (index: number) => void }): CountStep {
  const { edit, reportError, showTicketCountError } = useBasketActions();
  const [busy, setBusy] = useState(false);
  const first = unit.lines[0];
  const isTicket = first?.selector === 'ticket';

  const availabilityOf = async (line: BasketItem): Promise<TicketAvailability | undefined> => {
    setBusy(true);
    try {
      return await freshAvailability(line.format_public_id ?? line.public_id);
    } catch (error) {
      reportError(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const stepGroup = async (line: BasketItem, direction: 1 | -1) => {
    const groupId = line.groupId ?? line.unique_id;
    const outcome = { blocked: false, active: 0 };
    if (direction === -1) {
      edit((items) => {
        const removed = removeLastGroupTicket(withGroupId(items, line), groupId);
        outcome.active = removed.activeIndex;
        return removed.items;
      });
      options.onActiveChange(outcome.active);
      return;
    }
    const availability = await availabilityOf(line);
    if (availability === undefined) return;
    edit((items) => {
      const refreshed = withGroupId(items, line).map((entry) => (entry.groupId === groupId ? withAvailability(entry, availability) : entry));
      const limit = availableTicketLimit(withAvailability(line, availability));
      const added = addGroupTicket(refreshed, groupId, { now: Date.now(), context: { sizes: options.sizes }, limit });
      outcome.blocked = added.blocked;
      outcome.active = added.activeIndex;
      return added.blocked ? items : added.items;
    });
    if (outcome.blocked) showTicketCountError();
    else options.onActiveChange(outcome.active);
  };

  const stepLine = async (line: BasketItem, direction: 1 | -1) => {
    const availability = line.selector === 'ticket' && direction === 1 ? await availabilityOf(line) : undefined;
    if (line.selector === 'ticket' && direction === 1 && availability === undefined) return;
    const outcome = { blocked: false };
    edit((items) => {
      const latest = items.find((entry) => entry.unique_id === line.unique_id);
      if (latest === undefined) return items;
      const current = availability === undefined ? latest : withAvailability(latest, availability);
      const next = stepTicketCount(withAvailableLimit(current), direction);
      outcome.blocked = next.blocked;
      if (next.blocked) return items;
      return items.map((entry) => (entry.unique_id === line.unique_id ? { ...current, count: next.count } : entry));
    });
    if (outcome.blocked && line.selector === 'ticket' && direction === 1) showTicketCountError();
  };

  if (first === undefined) return { count: 0, canDecrease: false, canIncrease: false, busy, step: () => undefined };
  return {
    count: unit.group ? unit.lines.length : first.count,
    canDecrease: unit.group ? unit.lines.length > 1 : first.count > ticketCountMin(first),
    canIncrease: isTicket || !stepTicketCount(first, 1).blocked,
    busy,
    step: (direction) => void (unit.group ? stepGroup(first, direction) : stepLine(first, direction)),
  };
}
