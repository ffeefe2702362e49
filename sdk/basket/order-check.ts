import type { BasketItem } from '../contract/schemas/basket-item.ts';

/**
 * After the order check (GET /api/order/{id}, purchase.md §4): where the buyer goes, and what
 * the order paid leaves the basket (the spec names tickets; issue 29 item 1: all of it).
 *
 * Routes: certificates → /basket/certificateThanks?order={id}; several tickets → /me (my
 * events); one ticket → /me/ticket/{public_id}; shop goods without tickets → /me/shop (my
 * orders); insurance only → /me/insurances, where the spec is silent.
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

/** The route to open after a paid order (`orderId` names it to the certificate thank-you). */
export function orderCheckRoute(order: CheckedOrder, orderId?: string): string {
  const items = order.items ?? {};
  if ((items.certificates ?? []).length > 0) return orderId === undefined ? '/basket/certificateThanks' : `/basket/certificateThanks?order=${encodeURIComponent(orderId)}`;
  const issued = order.tickets ?? [];
  const ticketCount = Math.max(issued.length, (items.tickets ?? []).length);
  if (ticketCount > 1) return '/me';
  if (ticketCount === 1) {
    const ticket = issued[0];
    return ticket === undefined ? '/me' : `/me/ticket/${encodeURIComponent(ticket.public_id)}`;
  }
  if ((items.shop ?? []).length > 0) return '/me/shop';
  // decided (issue 29 item 11): an insurance-only order opens the policies of the personal area
  if ((items.insurances ?? []).length > 0) return '/me/insurances';
  return '/basket/thanks';
}

/** What the thank-you says was sent: tickets, goods only, insurance only, or certificates (issue 29 item 11). */
export type OrderThanksKind = 'tickets' | 'goods' | 'insurance' | 'certificate';

/** The kind of a paid order, for its thank-you text. */
export function orderThanksKind(order: CheckedOrder): OrderThanksKind {
  const items = order.items ?? {};
  if ((items.certificates ?? []).length > 0) return 'certificate';
  if ((items.tickets ?? []).length > 0 || (order.tickets ?? []).length > 0) return 'tickets';
  if ((items.shop ?? []).length > 0) return 'goods';
  return (items.insurances ?? []).length > 0 ? 'insurance' : 'tickets';
}

/** What a paid order bought, by kind: the public ids of its lines (GET /api/order/{id}'s `items`). */
export interface PaidLines {
  readonly tickets?: readonly { readonly public_id: string }[] | null;
  readonly shop?: readonly { readonly public_id: string }[] | null;
  readonly certificates?: readonly { readonly public_id: string }[] | null;
  readonly insurances?: readonly { readonly public_id: string }[] | null;
}

/** The id a basket line is bought under: a ticket's format, any other line's product. */
const boughtId = (item: BasketItem) => (item.selector === 'ticket' ? (item.format_public_id ?? item.public_id) : item.public_id);

/**
 * The basket after a paid order (issue 29 item 1): every line of a kind and id the order
 * bought leaves it — tickets (by format), shop goods, certificates, standalone insurances —
 * with the products paired to a ticket that leaves. A line the order did not buy (added in
 * another tab while the provider's page was open) stays. Nothing paid stays to be paid twice.
 */
export function removePaidItems(items: readonly BasketItem[], paid: PaidLines): { items: BasketItem[]; removed: BasketItem[] } {
  const ids = (lines: PaidLines[keyof PaidLines]) => new Set((lines ?? []).map((line) => line.public_id));
  const bought: Record<BasketItem['selector'], ReadonlySet<string>> = {
    ticket: ids(paid.tickets),
    shop: ids(paid.shop),
    certificate: ids(paid.certificates),
    insurance: ids(paid.insurances),
  };
  const paidIds = new Set(items.filter((item) => bought[item.selector].has(boughtId(item))).map((item) => item.unique_id));
  const gone = (item: BasketItem) => paidIds.has(item.unique_id) || (item.ticket_unique_id != null && paidIds.has(item.ticket_unique_id));
  return { items: items.filter((item) => !gone(item)), removed: items.filter(gone) };
}
