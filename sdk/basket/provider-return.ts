/**
 * Where the card provider sends the buyer back (server/payment/README.md): the thanks page
 * (SuccessURL) and the basket (FailURL). The local provider adds `?order=<id>` or
 * `?payment=failed`; Robokassa adds its own pairs — OutSum, InvId, Culture, SignatureValue and
 * the shop's signed `Shp_order`, the order's public_id. Neither return pays or fails anything:
 * the order check (GET /api/order/{id}) says what happened.
 */

/** The order named by a return to the thanks page, or '' when there is none. */
export function returnedOrderId(search: URLSearchParams): string {
  return (search.get('order') ?? search.get('Shp_order') ?? '').trim();
}

/** Whether the basket was reached by a payment that did not go through (the payment error popup shows). */
export function returnedFromFailedPayment(search: URLSearchParams): boolean {
  return search.get('payment') === 'failed' || (search.has('InvId') && search.has('OutSum'));
}
