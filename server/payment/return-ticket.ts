/**
 * The one way a ticket's money goes back, whoever decides it: the buyer returning it
 * (refund-ticket.ts, POST /api/payment/cancel), the console refunding an order or its line,
 * cancelling an event city (server/console). In the caller's transaction, with the ticket row
 * locked (`lockTicketForReturn`):
 *
 * - the ticket is flagged 'processing' ('Ожидайте возврат') by compare-and-set
 *   (`WHERE status = 'active'`): a ticket already returned answers undefined and nothing more
 *   is written, so two processes, a double click or the buyer and the organiser at once return
 *   it once;
 * - a `refund` row (UNIQUE per ticket: what «Мои билеты» reads as «Возвращено» with its sum and
 *   date) and a `provider_refund` row with its job (refund-jobs.ts; UNIQUE per ticket), unless
 *   nothing was paid for it (`provider_refund_id` 'free');
 * - its place, start number and shirt go back to stock;
 * - the buyer's refund mail, unless the caller mails once for many tickets (a city cancelled).
 */
import { randomUUID } from 'node:crypto';
import { roundMoney } from '../../sdk/format/index.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueRefundMail } from './order-mails.ts';
import type { RefundStarted } from './payment-provider.ts';
import { enqueueRefund, type RefundReason } from './refund-jobs.ts';

/** A ticket as the return reads it (locked). */
export interface ReturnableTicket {
  readonly public_id: string;
  readonly title: string;
  readonly order_id: string;
  readonly format_id: string;
  readonly event_city_id: string;
  readonly kind: string;
  readonly user_id: string | null;
  readonly original_user_id: string | null;
  readonly status: 'active' | 'processing';
  readonly price: unknown;
  /** The ticket's share of the insurance bought with its line (0 without). */
  readonly insurance: unknown;
  readonly number: number | null;
  readonly shirt_size_id: string | null;
  readonly buyer_id: string;
  readonly provider: string;
  readonly provider_payment_id: string | null;
  readonly starts: Date;
}

/**
 * Locks and reads the tickets matching `where` (over `t`, the ticket; `o`, its order; `f`, its
 * format), in a fixed order (no two returns wait on each other), at most `limit` of them.
 */
export async function lockTicketsForReturn(tx: Queryable, where: string, params: readonly unknown[], limit?: number): Promise<ReturnableTicket[]> {
  return tx.query<ReturnableTicket>(
    `SELECT t.public_id, t.order_id, t.format_id, t.kind, t.user_id, t.original_user_id, t.status, t.price, t.number, t.shirt_size_id,
            l.title, f.event_city_id, o.user_id AS buyer_id, o.provider, o.provider_payment_id,
            COALESCE(f.start_time, ec.start_time) AS starts,
            COALESCE((SELECT il.total / il.count FROM order_line il
                       WHERE il.order_id = t.order_id AND il.kind = 'ticket_insurance' AND il.line_of = l.position
                         AND EXISTS (SELECT 1 FROM insurance_policy p WHERE p.ticket_id = t.public_id)), 0) AS insurance
       FROM ticket t
       JOIN order_line l ON l.id = t.order_line_id
       JOIN payment_order o ON o.public_id = t.order_id
       JOIN event_format f ON f.public_id = t.format_id
       JOIN event_city ec ON ec.public_id = f.event_city_id
      WHERE ${where}
      ORDER BY t.public_id${limit === undefined ? '' : ` LIMIT ${Math.max(1, Math.floor(limit))}`}
        FOR UPDATE OF t`,
    params,
  );
}

/** How a ticket goes back. */
export interface TicketReturn {
  readonly reason: RefundReason;
  /** The sum to send back: the ticket's price, with its insurance when that goes back too. */
  readonly amount: number;
  /** Already asked of the provider (the buyer's return asks while the buyer waits); else the refund job asks. */
  readonly started?: RefundStarted | undefined;
  /** Set when a city is cancelled: its progress counts the city's refunds. */
  readonly eventCityId?: string | undefined;
  /** Whether the ticket's own refund mail is sent (a cancelled city mails each buyer once instead). */
  readonly mail: boolean;
}

/** What a ticket's return wrote. */
export interface ReturnedTicket {
  readonly refundId: string;
  readonly amount: number;
}

/** The sum a console refund of `ticket` sends back: its price and its insurance. */
export const ticketWithInsurance = (ticket: ReturnableTicket): number => roundMoney(numberOf(ticket.price) + numberOf(ticket.insurance));

/** Returns locked ticket `ticket` as `how` says; undefined when it was returned already. */
export async function returnTicket(tx: Queryable, ticket: ReturnableTicket, how: TicketReturn, now: Date): Promise<ReturnedTicket | undefined> {
  const flagged = await tx.query("UPDATE ticket SET status = 'processing' WHERE public_id = $1 AND status = 'active' RETURNING 1", [ticket.public_id]);
  if (flagged.length === 0) return undefined;
  const refundId = randomUUID();
  const providerRefund =
    how.amount > 0
      ? await enqueueRefund(
          tx,
          {
            orderId: ticket.order_id,
            ticketId: ticket.public_id,
            reason: how.reason,
            amount: how.amount,
            provider: ticket.provider,
            eventCityId: how.eventCityId,
            started: how.started === undefined ? undefined : { refundId: how.started.refund_id, done: how.started.state === 'done' },
          },
          now,
        )
      : undefined;
  // the provider's id when it was asked already; else the refund job's row until the provider names one
  const providerRefundId = providerRefund === undefined ? 'free' : (how.started?.refund_id ?? providerRefund);
  await tx.query(
    `INSERT INTO refund (public_id, ticket_id, order_id, user_id, amount, provider_refund_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [refundId, ticket.public_id, ticket.order_id, ticket.buyer_id, how.amount, providerRefundId, now],
  );
  if (how.mail) await enqueueRefundMail(tx, refundId, now);
  await tx.query('UPDATE format_ticket_kind SET tickets_left = LEAST(tickets_total, tickets_left + 1) WHERE format_id = $1 AND kind = $2', [
    ticket.format_id,
    ticket.kind,
  ]);
  if (ticket.number !== null) {
    await tx.query('DELETE FROM booked_number WHERE format_id = $1 AND number = $2', [ticket.format_id, ticket.number]);
    await tx.query('UPDATE ticket SET number = NULL WHERE public_id = $1', [ticket.public_id]);
  }
  if (ticket.shirt_size_id !== null) {
    await tx.query('UPDATE shirt_size SET count = count + 1 WHERE public_id = $1', [ticket.shirt_size_id]);
    await tx.query('UPDATE ticket SET shirt_size_id = NULL WHERE public_id = $1', [ticket.public_id]);
  }
  return { refundId, amount: how.amount };
}
