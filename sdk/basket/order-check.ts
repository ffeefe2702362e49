import type { BasketItem } from '../contract/schemas/basket-item.ts';

/**
 * After the order check (GET /api/order/{id}, purchase.md §4): where the buyer goes, and the
 * paid tickets leave the basket.
 *
 * Routes: certificates → /basket/certificateThanks; several tickets → /me (my events); one
 * ticket → /me/ticket/{public_id}; shop goods without tickets → /me/shop (my orders);
 * anything else (insurance only) → /basket/thanks, where the spec is silent.
 */

/** What the routing reads of an order: its item lists and the issued tickets. */
export interface CheckedOrder {
  readonly items?: {
    readonly tickets?: readonly unknown[] | null;
    readonly shop?: readonly unknown[] | null;
    readonly certificates?: readonly unknown[] | null;
    readonly insurances?: readonly unknown[] | null;
  } | null;
  readonly tickets?: readonly { readonly public_id: string }[] | null;
}

/** The route to open after a paid order. */
export function orderCheckRoute(order: CheckedOrder): string {
  const items = order.items ?? {};
  if ((items.certificates ?? []).length > 0) return '/basket/certificateThanks';
  const issued = order.tickets ?? [];
  const ticketCount = Math.max(issued.length, (items.tickets ?? []).length);
  if (ticketCount > 1) return '/me';
  if (ticketCount === 1) {
    const ticket = issued[0];
    return ticket === undefined ? '/me' : `/me/ticket/${encodeURIComponent(ticket.public_id)}`;
  }
  if ((items.shop ?? []).length > 0) return '/me/shop';
  return '/basket/thanks';
}

/**
 * The basket after a paid order: its ticket lines go (those of the given formats, or all when
 * none are named), with the products paired to them.
 */
export function removePaidTickets(items: readonly BasketItem[], paidFormatIds?: readonly string[]): { items: BasketItem[]; removed: BasketItem[] } {
  const paid = (item: BasketItem) =>
    item.selector === 'ticket' && (paidFormatIds === undefined || paidFormatIds.includes(item.format_public_id ?? item.public_id));
  const ids = new Set(items.filter(paid).map((item) => item.unique_id));
  const gone = (item: BasketItem) => ids.has(item.unique_id) || (item.ticket_unique_id != null && ids.has(item.ticket_unique_id));
  return { items: items.filter((item) => !gone(item)), removed: items.filter(gone) };
}
