import { updateBasketItem } from '../basket/basket-edits.ts';
import { addGroupTicket, groupLines, removeLastGroupTicket } from '../basket/pre-registration.ts';
import { availableOrderLimit, availableTicketLimit, withAvailability, withAvailableLimit } from '../basket/ticket-availability.ts';
import { stepTicketCount, ticketCountLimit } from '../basket/ticket-count.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { TicketAvailability } from '../contract/schemas/event-format.ts';
import type { ParticipantFormContext } from '../forms/participant-form.ts';
import { readBasket, storeOf, type CheckoutOptions } from './basket-in-use.ts';
import { editBasket } from './edit-basket.ts';
import { freshAvailability } from './fresh-availability.ts';
import { ticketsHeld } from './place-ticket.ts';

export interface StepOptions extends CheckoutOptions {
  /** What is left of a format now; GET /api/event_format/availability/{id} by default. */
  readonly loadAvailability?: ((formatId: string) => Promise<TicketAvailability>) | undefined;
  /** The participant form's sizes, for the new participant's form check. */
  readonly sizes?: ParticipantFormContext['sizes'];
  readonly now?: number | undefined;
}

export interface StepOutcome {
  /** The press changed nothing: a ticket's «+» at its limit opens 'Указанное количество билетов недоступно'. */
  readonly blocked: boolean;
  /** The most the line (a pre-registration group: its tickets) may hold, as the press found it. */
  readonly limit?: number | undefined;
  /** In a pre-registration group: the tab to open (the new participant, or the first after «−»). */
  readonly activeIndex: number;
}

const formatOf = (line: BasketItem) => line.format_public_id ?? line.public_id;

/**
 * The line as the limits see it: its format's availability (when loaded) and its buy limit
 * lowered by the tickets of the same format held on other lines (held − own).
 */
function limited(line: BasketItem, availability: TicketAvailability | undefined, items: readonly BasketItem[], own: number): BasketItem {
  const fresh = availability === undefined ? line : withAvailability(line, availability);
  if (line.selector !== 'ticket') return fresh;
  const others = ticketsHeld(items, line) - own;
  // other lines of the format share the order's limit, not a team line's own size
  return { ...fresh, buy_limit: Math.max(0, availableOrderLimit(fresh) - others) };
}

export interface CountView {
  /** The most the line (a group: its tickets) may hold, from what the basket knows now. */
  readonly limit: number;
  /** Whether «+» can add: off at that limit, so the card disables it and names the limit. */
  readonly canIncrease: boolean;
}

/**
 * What a card's «+» may do before it is pressed (issue 29 item 10): the same limits as the press,
 * from the availability the line carries (the press asks again).
 */
export function countView(line: BasketItem, items: readonly BasketItem[]): CountView {
  if (line.selector === 'ticket' && line.preregistration === true && line.groupId != null) {
    const members = groupLines(items, line.groupId).length;
    const limit = availableTicketLimit(limited(line, undefined, items, members));
    return { limit, canIncrease: members < limit };
  }
  const view = limited(line, undefined, items, line.count);
  const limit = line.selector === 'ticket' ? availableTicketLimit(view) : ticketCountLimit(view);
  return { limit, canIncrease: !stepTicketCount(line.selector === 'ticket' ? withAvailableLimit(view) : view, 1).blocked };
}

/**
 * «+» or «−» on a basket card (purchase.md §4, §5), under the same limits as the buy dialog
 * and a deep link: a ticket's «+» first asks what is left of its format; the team step holds
 * (a count off the step moves onto it); 1–500. In a pre-registration group «+» adds a
 * participant (its tab opens), «−» removes the last (the first tab opens).
 */
export async function stepBasketCount(uniqueId: string, direction: 1 | -1, options: StepOptions = {}): Promise<StepOutcome> {
  const store = storeOf(options);
  const line = readBasket({ store }).find((item) => item.unique_id === uniqueId);
  if (line === undefined) return { blocked: true, activeIndex: 0 };
  const load = options.loadAvailability ?? freshAvailability;
  const availability = line.selector === 'ticket' && direction === 1 ? await load(formatOf(line)) : undefined;
  const now = options.now ?? Date.now();
  const outcome: { blocked: boolean; activeIndex: number; limit?: number } = { blocked: true, activeIndex: 0 };

  if (line.selector === 'ticket' && line.preregistration === true) {
    const groupId = line.groupId ?? line.unique_id;
    editBasket((before) => {
      const items = line.groupId == null ? updateBasketItem(before, line.unique_id, { groupId }) : before;
      if (direction === -1) {
        const removed = removeLastGroupTicket(items, groupId);
        outcome.blocked = removed.removed.length === 0;
        outcome.activeIndex = removed.activeIndex;
        return outcome.blocked ? before : removed.items;
      }
      const members = groupLines(items, groupId);
      const refreshed = items.map((entry) => (entry.groupId === groupId && availability !== undefined ? withAvailability(entry, availability) : entry));
      const limit = availableTicketLimit(limited(line, availability, items, members.length));
      outcome.limit = limit;
      const added = addGroupTicket(refreshed, groupId, { now, context: { sizes: options.sizes }, limit });
      outcome.blocked = added.blocked;
      outcome.activeIndex = added.activeIndex;
      // a refused press keeps what it learnt: the card's «+» is then off at that limit
      return added.blocked ? (availability === undefined ? before : refreshed) : added.items;
    }, { store });
    return outcome;
  }

  editBasket((items) => {
    const latest = items.find((entry) => entry.unique_id === uniqueId);
    if (latest === undefined) return items;
    const view = limited(latest, availability, items, latest.count);
    const next = stepTicketCount(withAvailableLimit(view), direction);
    outcome.blocked = next.blocked;
    outcome.limit = availableTicketLimit(view);
    if (next.blocked && availability === undefined) return items;
    // a refused press keeps what it learnt: the card's «+» is then off at that limit
    const stored = availability === undefined ? latest : withAvailability(latest, availability);
    return items.map((entry) => (entry.unique_id === uniqueId ? { ...stored, count: next.count } : entry));
  }, { store });
  return outcome;
}
