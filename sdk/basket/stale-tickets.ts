import type { BasketItem } from '../contract/schemas/basket-item.ts';
import { textMessage, type FormMessage } from '../forms/form-message.ts';
import { TICKET_HOLD_MS } from './basket-constants.ts';

/**
 * Tickets that hold a place (`space`) stay in the basket 10 minutes from addTicketToBasketTime
 * (purchase.md §4, §9). Exactly 10 minutes is still in time; one millisecond more is stale.
 */

/** Whether the line is a place-holding ticket older than 10 minutes at `now`. */
export function isStaleTicket(item: BasketItem, now: number): boolean {
  if (item.selector !== 'ticket' || item.space !== true) return false;
  const added = item.addTicketToBasketTime;
  return added !== null && added !== undefined && now - added > TICKET_HOLD_MS;
}

/**
 * Removes stale tickets and the products paired to them; answers the kept lines, the removed
 * ones, and the notice to show when anything was removed.
 */
export function removeStaleTickets(
  items: readonly BasketItem[],
  now: number,
): { items: BasketItem[]; removed: BasketItem[]; notice: FormMessage | null } {
  const stale = new Set(items.filter((line) => isStaleTicket(line, now)).map((line) => line.unique_id));
  const gone = (line: BasketItem) => stale.has(line.unique_id) || (line.ticket_unique_id != null && stale.has(line.ticket_unique_id));
  const removed = items.filter(gone);
  return { items: items.filter((line) => !gone(line)), removed, notice: removed.length > 0 ? textMessage('basket.stale.text') : null };
}
