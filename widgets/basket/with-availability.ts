import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { TicketAvailability } from '../../sdk/contract/schemas/event-format.ts';

/** The line with what is left of its format right now (tickets_left, max_count, buy_limit), for the sdk's count rules. */
export function withAvailability(item: BasketItem, availability: TicketAvailability): BasketItem {
  return {
    ...item,
    tickets_left: availability.tickets_left,
    max_count: availability.max_count,
    ...(availability.buy_limit == null ? {} : { buy_limit: availability.buy_limit }),
  };
}
