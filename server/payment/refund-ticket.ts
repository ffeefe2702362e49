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
 * provider until the refund is confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { deliveryHeldCheck } from '../ops/delivery-hold.ts';
import { checkoutOrder } from './checkout-order.ts';
import { enqueueRefundMail } from './order-mails.ts';
import { findOrder } from './order-state.ts';
import { ProviderError, type PaymentProvider, type RefundStarted } from './payment-provider.ts';
import { enqueueRefund } from './refund-jobs.ts';

interface TicketRow {
  readonly public_id: string;
  readonly title: string;
  readonly order_id: string;
  readonly format_id: string;
  readonly kind: string;
  readonly user_id: string | null;
  readonly original_user_id: string | null;
  readonly status: 'active' | 'processing';
  readonly price: unknown;
  readonly number: number | null;
  readonly shirt_size_id: string | null;
  readonly buyer_id: string;
  readonly provider_payment_id: string | null;
  readonly starts: Date;
}

/** Refunds ticket `ticketId` of `userId`; answers the refunded sum. */
export async function refundTicket(deps: AppDeps, provider: PaymentProvider, userId: string, ticketId: string, now: Date): Promise<number> {
  let begun: { readonly order: string; readonly ticket: string; readonly amount: number; readonly done: boolean } | undefined;
  const refunded = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx.query<TicketRow>(
      `SELECT t.*, l.title, o.user_id AS buyer_id, o.provider_payment_id, COALESCE(f.start_time, ec.start_time) AS starts
         FROM ticket t
         JOIN order_line l ON l.id = t.order_line_id
         JOIN payment_order o ON o.public_id = t.order_id
         JOIN event_format f ON f.public_id = t.format_id
         JOIN event_city ec ON ec.public_id = f.event_city_id
        WHERE t.public_id = $1 AND t.user_id = $2
        FOR UPDATE OF t`,
      [ticketId, userId],
    );
    if (ticket === undefined) throw new HttpError(404, 'server.tickets.ticketNotFound');
    if (ticket.status === 'processing') {
      const [done] = await tx.query<{ amount: unknown }>('SELECT amount FROM refund WHERE ticket_id = $1 AND user_id = $2', [ticketId, userId]);
      if (done !== undefined) return numberOf(done.amount);
    }
    // the money goes back to the card that paid: only the buyer, holding the ticket, may cancel
    if (ticket.buyer_id !== userId || ticket.original_user_id !== null) throw badRequest('server.payment.ticketTransferred');
    if (new Date(ticket.starts).getTime() <= now.getTime()) throw badRequest('server.payment.eventPassed');
    const flagged = await tx.query("UPDATE ticket SET status = 'processing' WHERE public_id = $1 AND status = 'active' RETURNING 1", [ticketId]);
    if (flagged.length === 0) throw new HttpError(409, 'server.tickets.ticketNotFound');
    const sum = numberOf(ticket.price);
    const order = await findOrder(tx, ticket.order_id);
    if (order === undefined) throw new Error(`ticket ${ticketId}: order ${ticket.order_id} is gone`);
    let started: RefundStarted | undefined;
    // a restored copy or a DELIVERY=off process never asks the provider for money back
    const held = sum > 0 ? await deliveryHeldCheck(tx, deps.delivery)() : undefined;
    if (held !== undefined) {
      deps.log(`payment: the refund of ticket ${ticketId} was not asked: delivery is held (${held})`);
      throw new HttpError(503, 'server.payment.providerUnavailable');
    }
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
    const providerRefundId = started?.refund_id ?? 'free';
    const refundId = randomUUID();
    await tx.query(
      `INSERT INTO refund (public_id, ticket_id, order_id, user_id, amount, provider_refund_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [refundId, ticketId, ticket.order_id, userId, sum, providerRefundId, now],
    );
    if (started !== undefined) {
      begun = { order: ticket.order_id, ticket: ticketId, amount: sum, done: started.state === 'done' };
      await enqueueRefund(
        tx,
        {
          orderId: ticket.order_id,
          ticketId,
          reason: 'ticket_cancel',
          amount: sum,
          provider: order.provider,
          started: { refundId: started.refund_id, done: started.state === 'done' },
        },
        now,
      );
    }
    await enqueueRefundMail(tx, refundId, now);
    await tx.query(
      'UPDATE format_ticket_kind SET tickets_left = LEAST(tickets_total, tickets_left + 1) WHERE format_id = $1 AND kind = $2',
      [ticket.format_id, ticket.kind],
    );
    if (ticket.number !== null) {
      await tx.query('DELETE FROM booked_number WHERE format_id = $1 AND number = $2', [ticket.format_id, ticket.number]);
      await tx.query('UPDATE ticket SET number = NULL WHERE public_id = $1', [ticketId]);
    }
    if (ticket.shirt_size_id !== null) {
      await tx.query('UPDATE shirt_size SET count = count + 1 WHERE public_id = $1', [ticket.shirt_size_id]);
      await tx.query('UPDATE ticket SET shirt_size_id = NULL WHERE public_id = $1', [ticketId]);
    }
    return sum;
  });
  // committed: the provider took the refund of a returned ticket (logged once)
  if (begun !== undefined) {
    deps.log(`payment: refund of ticket ${begun.ticket} ${begun.done ? 'finished' : 'started'}`, { event: begun.done ? 'refund.finished' : 'refund.started', ...begun });
  }
  return refunded;
}
