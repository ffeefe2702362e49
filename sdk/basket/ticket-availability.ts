import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { TicketAvailability } from '../contract/schemas/event-format.ts';
import { DEFAULT_TICKET_KIND } from './basket-constants.ts';
import { initialTicketCount, isTeamTicket, ticketCountLimit, ticketCountMin, ticketCountStep, ticketOrderLimit } from './ticket-count.ts';

/**
 * The availability cap on top of the spec's count limit (purchase.md §4, §5).
 *
 * ticketCountLimit keeps the spec's precedence (buy_limit, else tickets_left of the kind, else
 * max_count), so a format with buy_limit 10 and 3 tickets left allows 10 there. What a buyer is
 * offered, and what the basket checks before payment, is also never more than is left of the
 * ticket's kind: the server would refuse it anyway ('Указанное количество билетов недоступно').
 */

/** Tickets left of the line's kind (athlete by default), when the line says; never below 0. */
export function ticketsLeftOf(item: BasketItem): number | undefined {
  const left = item.tickets_left?.[item.kind ?? DEFAULT_TICKET_KIND];
  return left === null || left === undefined ? undefined : Math.max(0, left);
}

/** The most tickets one line may take now: the spec's limit, and no more than are left of its kind. */
export function availableTicketLimit(item: BasketItem): number {
  return Math.min(ticketCountLimit(item), ticketsLeftOf(item) ?? Number.POSITIVE_INFINITY);
}

/** What the line's format still allows an order (shared with its other lines): the order limit, no more than is left. */
export function availableOrderLimit(item: BasketItem): number {
  return Math.min(ticketOrderLimit(item), ticketsLeftOf(item) ?? Number.POSITIVE_INFINITY);
}

/**
 * The line as the count rules (checkTicketCount, stepTicketCount, addGroupTicket) should see it
 * when availability counts: its buy_limit lowered to availableTicketLimit. A view, not for storing.
 */
export function withAvailableLimit(item: BasketItem): BasketItem {
  return { ...item, buy_limit: availableTicketLimit(item) };
}

/** The line with what is left of its format right now (GET /api/event_format/availability/{id}). */
export function withAvailability(item: BasketItem, availability: TicketAvailability): BasketItem {
  return {
    ...item,
    tickets_left: availability.tickets_left,
    max_count: availability.max_count,
    ...(availability.buy_limit == null ? {} : { buy_limit: availability.buy_limit }),
  };
}

/** Whether the count is fixed: a fixed team is always one team of max_count (see addBasketItem). */
export function isFixedTeam(item: BasketItem): boolean {
  return isTeamTicket(item) && item.fixed_count !== false;
}

/** Whether not even the smallest purchase (one ticket, one team) fits what is left. */
export function isTicketSoldOut(item: BasketItem): boolean {
  return initialTicketCount(item) > availableTicketLimit(item);
}

/**
 * The count a buyer starts with: a fixed team's size; otherwise `requested` (or the minimum)
 * on the team step, within the minimum and the available limit.
 */
export function startingTicketCount(item: BasketItem, requested?: number): number {
  if (isFixedTeam(item)) return initialTicketCount(item);
  const step = ticketCountStep(item);
  const max = Math.floor(availableTicketLimit(item) / step) * step;
  const aligned = Math.floor((requested ?? initialTicketCount(item)) / step) * step;
  return Math.max(ticketCountMin(item), Math.min(max, aligned));
}
