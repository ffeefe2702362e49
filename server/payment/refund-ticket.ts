/**
 * POST /api/payment/cancel: the buyer cancels the purchase of one ticket (account.md §4
 * "cancel purchase"): the ticket's price goes back to the card, the ticket is flagged
 * 'processing' ('Ожидайте возврат'), and its place, start number and shirt return to stock.
 *
 * Exactly once: the ticket row is locked, the flag is a compare-and-set
 * (`WHERE status = 'active'`), and `refund.ticket_id` is UNIQUE. A repeated or concurrent
 * cancel answers the sum of the one refund made. The provider is asked inside the
 * transaction (the spec gives this call 30 s), so a refused refund leaves the ticket as it was
 * (502); an accepted one is also written as a refund job (refund-jobs.ts), which asks the
 * provider until the refund is confirmed. What the return writes is return-ticket.ts, the
 * one path the console's refunds take too.
 */
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { checkoutOrder } from './checkout-order.ts';
import { findOrder } from './order-state.ts';
import { ProviderError, type PaymentProvider, type RefundStarted } from './payment-provider.ts';
import { lockTicketsForReturn, returnTicket } from './return-ticket.ts';

/** Refunds ticket `ticketId` of `userId`; answers the refunded sum. */
export async function refundTicket(deps: AppDeps, provider: PaymentProvider, userId: string, ticketId: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [ticket] = await lockTicketsForReturn(tx, 't.public_id = $1 AND t.user_id = $2', [ticketId, userId]);
    if (ticket === undefined) throw new HttpError(404, 'server.tickets.ticketNotFound');
    if (ticket.status === 'processing') {
      const [done] = await tx.query<{ amount: unknown }>('SELECT amount FROM refund WHERE ticket_id = $1 AND user_id = $2', [ticketId, userId]);
      if (done !== undefined) return numberOf(done.amount);
    }
    // the money goes back to the card that paid: only the buyer, holding the ticket, may cancel
    if (ticket.buyer_id !== userId || ticket.original_user_id !== null) throw badRequest('server.payment.ticketTransferred');
    if (new Date(ticket.starts).getTime() <= now.getTime()) throw badRequest('server.payment.eventPassed');
    if (ticket.status !== 'active') throw new HttpError(409, 'server.tickets.ticketNotFound');
    const sum = numberOf(ticket.price);
    const order = await findOrder(tx, ticket.order_id);
    if (order === undefined) throw new Error(`ticket ${ticketId}: order ${ticket.order_id} is gone`);
    let started: RefundStarted | undefined;
    if (sum > 0) {
      try {
        started = await provider.startRefund({
          order: await checkoutOrder(tx, order),
          payment_id: ticket.provider_payment_id,
          amount: sum,
          lines: [{ kind: 'ticket', title: ticket.title, count: 1, total: sum }],
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log(`payment: the refund of ticket ${ticketId} was refused: ${error.message}`);
        throw new HttpError(502, 'server.payment.providerUnavailable');
      }
    }
    const returned = await returnTicket(tx, ticket, { reason: 'ticket_cancel', amount: sum, started, mail: true }, now);
    if (returned === undefined) throw new HttpError(409, 'server.tickets.ticketNotFound');
    return sum;
  });
}
