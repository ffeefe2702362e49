import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { EventFormat } from '../../sdk/contract/schemas/event-format.ts';
import { DEFAULT_TICKET_KIND } from '../../sdk/basket/basket-constants.ts';
import {
  initialTicketCount,
  isTeamTicket,
  stepTicketCount,
  ticketCountLimit,
  ticketCountMin,
  ticketCountStep,
} from '../../sdk/basket/ticket-count.ts';

/**
 * How many tickets of a format the buy dialog lets a visitor take (purchase.md §4, §5, §9),
 * on top of sdk/basket's rules (limit buy_limit › tickets_left › max_count, 1–500, team step).
 *
 * One addition, pending in sdk/basket: the spec's limit picks buy_limit before tickets_left,
 * so a format with buy_limit 10 and 3 tickets left would offer 10. Here the count is also
 * capped by what is left of the ticket's kind, which the server checks before payment anyway
 * ('Указанное количество билетов недоступно').
 */

/** Below this many tickets left a format says how many remain. */
export const FEW_TICKETS_LEFT = 10;

/**
 * The kind a ticket counts against: athlete (the default kind) when the format sells it or
 * names no kinds; otherwise its first kind (a spectators-only format).
 */
export function ticketKindOf(format: Pick<EventFormat, 'tickets_left'>): string {
  const kinds = Object.keys(format.tickets_left ?? {});
  return kinds.length === 0 || kinds.includes(DEFAULT_TICKET_KIND) ? DEFAULT_TICKET_KIND : (kinds[0] ?? DEFAULT_TICKET_KIND);
}

/** Tickets left of the line's kind, when the format says. */
export function ticketsLeftOf(item: BasketItem): number | undefined {
  const left = item.tickets_left?.[item.kind ?? DEFAULT_TICKET_KIND];
  return left === null || left === undefined ? undefined : Math.max(0, left);
}

/** The most tickets one purchase may take: sdk/basket's limit, and no more than are left. */
export function purchaseLimit(item: BasketItem): number {
  return Math.min(ticketCountLimit(item), ticketsLeftOf(item) ?? Number.POSITIVE_INFINITY);
}

/** Whether the count is fixed: a fixed team is always one team of max_count (sdk addBasketItem). */
export function isFixedTeam(item: BasketItem): boolean {
  return isTeamTicket(item) && item.fixed_count !== false;
}

/** Whether not even the smallest purchase (one ticket, one team) fits what is left. */
export function isSoldOut(item: BasketItem): boolean {
  return initialTicketCount(item) > purchaseLimit(item);
}

/**
 * The count the dialog starts with: a fixed team's size; otherwise `requested` (the `count`
 * attribute) or the minimum, on the team step, within the minimum and the limit.
 */
export function startingCount(item: BasketItem, requested?: number): number {
  if (isFixedTeam(item)) return initialTicketCount(item);
  const step = ticketCountStep(item);
  const min = ticketCountMin(item);
  const max = Math.floor(purchaseLimit(item) / step) * step;
  const aligned = Math.floor((requested ?? initialTicketCount(item)) / step) * step;
  return Math.max(min, Math.min(max, aligned));
}

/** Plus (+1) or minus (−1) from `count`, by sdk/basket's step within the purchase limit. */
export function stepCount(item: BasketItem, count: number, direction: 1 | -1): { count: number; blocked: boolean } {
  return stepTicketCount(limitView({ ...item, count }), direction);
}

/** The line as sdk/basket's count rules should see it here: its limit lowered to the purchase limit. */
export function limitView(item: BasketItem): BasketItem {
  return { ...item, buy_limit: purchaseLimit(item) };
}
