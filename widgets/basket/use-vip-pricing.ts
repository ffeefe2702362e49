import { priceLinesOf, hasVipDiscount, vipDiscountLineId } from '../../sdk/basket/index.ts';
import type { BasketItem, User } from '../../sdk/contract/schemas/index.ts';
import { ticketsCalls } from '../../sdk/contract/index.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';

export interface VipPricing {
  /** Formats the vip already holds a ticket of (no personal discount on those). */
  readonly ownedFormatIds: string[];
  /** The line whose first ticket gets the personal discount. */
  readonly vipLineId: string | undefined;
  /** False while a vip's own tickets load: the special price, and so the promo field, waits. */
  readonly ticketPriceKnown: boolean;
}

/**
 * The vip's personal discount (purchase.md §6): a vip's own tickets load (GET /api/user/tickets/my),
 * then sdk/basket names the ticket line that carries the discount. Nobody else loads anything.
 */
export function useVipPricing(items: readonly BasketItem[], user: User | null): VipPricing {
  const vip = hasVipDiscount(user);
  const mine = useCallQuery(ticketsCalls.my, vip ? {} : null);
  const ownedFormatIds = (mine.data?.values ?? []).flatMap((ticket) => (ticket.event_format.public_id == null ? [] : [ticket.event_format.public_id]));
  const ticketPriceKnown = !vip || mine.status !== 'pending';
  return {
    ownedFormatIds,
    vipLineId: vip && ticketPriceKnown ? vipDiscountLineId(priceLinesOf(items), user, ownedFormatIds) : undefined,
    ticketPriceKnown,
  };
}
