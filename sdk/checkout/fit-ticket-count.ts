import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { TICKET_COUNT_MAX, TICKET_COUNT_MIN } from '../basket/basket-constants.ts';
import { availableOrderLimit, availableTicketLimit, startingTicketCount } from '../basket/ticket-availability.ts';
import { initialTicketCount } from '../basket/ticket-count.ts';

/**
 * The one set of count limits for every way a ticket enters the basket — the buy dialog, a
 * deep link, the basket's «+» (purchase.md §4, §5, §9): sdk/basket's limit (buy_limit, else
 * tickets left of the kind, else max_count, 1–500) capped by what is left, the team step,
 * and what the basket already holds of the format (`already`), which counts against the
 * same limit.
 */
export type CountFit =
  /** Nothing of the format is left (or not even one team): nothing is added. */
  | { readonly fit: 'sold-out' }
  /** The basket already holds the most the limit allows: nothing more is added. */
  | { readonly fit: 'limit-reached'; readonly limit: number }
  /** `count` tickets may be added; `corrected` when that is not what was asked. */
  | { readonly fit: 'ok'; readonly count: number; readonly corrected: boolean };

const asWholeCount = (asked: number | undefined): number | undefined =>
  asked === undefined || !Number.isFinite(asked) ? undefined : Math.trunc(asked);

/** How many of `line` (carrying its format's availability) may be added when `asked` were asked. */
export function fitTicketCount(line: BasketItem, asked: number | undefined, already = 0): CountFit {
  const limit = availableTicketLimit(line);
  // other lines of the format share the order's limit, not a team line's own size
  const room = availableOrderLimit(line) - already;
  const view: BasketItem = { ...line, buy_limit: Math.max(0, room), count: 0 };
  if (initialTicketCount(view) > availableTicketLimit(view)) {
    return already > 0 && initialTicketCount(line) <= limit ? { fit: 'limit-reached', limit } : { fit: 'sold-out' };
  }
  const whole = asWholeCount(asked);
  const wanted = whole === undefined ? undefined : Math.min(TICKET_COUNT_MAX, Math.max(TICKET_COUNT_MIN, whole));
  const count = startingTicketCount(view, wanted);
  const corrected = asked !== undefined && count !== asked;
  return { fit: 'ok', count, corrected };
}
