/**
 * Where the card provider sends the buyer back (server/payment/README.md): the thanks page
 * (SuccessURL) and the basket (FailURL). The local provider adds `?order=<id>` or
 * `?payment=failed`; Robokassa adds its own pairs — OutSum, InvId, Culture, SignatureValue and
 * the shop's signed `Shp_order`, the order's public_id. Neither return pays or fails anything:
 * the order check (GET /api/order/{id}) says what happened.
 *
 * Issue 29 §2: the return to the thanks page also carries the order's view key (`view`, or
 * Robokassa's `Shp_view`), with which the order check is answered without the buyer's token.
 */

/** The thanks page's path for order `orderId`, with its view key when it has one. */
export function thanksPath(orderId: string, viewKey: string | null): string {
  const search = new URLSearchParams({ order: orderId });
  if (viewKey !== null) search.set('view', viewKey);
  return `/basket/thanks?${search.toString()}`;
}

/** The view key a return to the thanks page carries, or undefined. */
export function returnedViewKey(search: URLSearchParams): string | undefined {
  const key = (search.get('view') ?? search.get('Shp_view') ?? '').trim();
  return key === '' ? undefined : key;
}

/** The order named by a return to the thanks page, or '' when there is none. */
export function returnedOrderId(search: URLSearchParams): string {
  return (search.get('order') ?? search.get('Shp_order') ?? '').trim();
}

/** Whether the basket was reached by a payment that did not go through (the payment error popup shows). */
export function returnedFromFailedPayment(search: URLSearchParams): boolean {
  return search.get('payment') === 'failed' || (search.has('InvId') && search.has('OutSum'));
}
