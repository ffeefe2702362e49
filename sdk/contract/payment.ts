/**
 * Payment (purchase.md §7, account.md §7 "Tickets and orders").
 *
 * - POST /api/payment: a signed-in buyer sends the token; a guest pays without one and gets the
 *   temporary user's `token` and `user` back (auth 'optional').
 * - POST /api/payment/cancel waits 30 s (the provider refunds synchronously).
 *   Decided: its body is `{ public_id }` of the ticket whose purchase is cancelled; it answers
 *   `{ sum }`, the refunded roubles, and the ticket is flagged returned.
 */
import { number, object, type } from 'superstruct';
import { CANCEL_PURCHASE_TIMEOUT_MS } from '../http/http-request.ts';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { PaymentRequest, PaymentResponse } from './schemas/payment-order.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

export const paymentCalls = {
  pay: defineCall({
    method: 'POST',
    path: '/api/payment',
    auth: 'optional',
    summary: 'Creates the order and answers where to pay it.',
    body: PaymentRequest,
    response: PaymentResponse,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/payment/cancel',
    auth: 'required',
    summary: "Cancels a ticket's purchase and refunds it.",
    body: object({ public_id: limitedText(TEXT_MAX.id) }),
    response: type({ sum: number() }),
    timeoutMs: CANCEL_PURCHASE_TIMEOUT_MS,
  }),
};

/** Creates the order `order` and answers the provider's address and form. */
export const createPayment = (order: PaymentRequest) => invoke(paymentCalls.pay, { body: order });
/** Cancels the purchase of ticket `ticketPublicId`; answers the refunded sum. */
export const cancelPurchase = (ticketPublicId: string) =>
  invoke(paymentCalls.cancel, { body: { public_id: ticketPublicId } });
