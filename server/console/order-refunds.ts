/**
 * POST /api/console/orders/{id}/refund (issue 25 §5): the organiser refunds a whole order or
 * one of its tickets or lines. One transaction with the order row locked, so two presses (or
 * two organisers) run one after the other and the second finds nothing left to refund:
 *
 * - a ticket goes back the one way every ticket does (server/payment/return-ticket.ts), with its
 *   insurance: flagged, its refund and provider refund written, the refund job asks the provider;
 * - a line without tickets (a good, a certificate, an insurance of its own) and the delivery get
 *   a provider refund each (UNIQUE per line, and per order for the delivery);
 * - the buyer gets one mail listing what goes back, and the audit log records the press.
 */
import type { RefundOrderBody } from '../../sdk/contract/console/index.ts';
import { roundMoney } from '../../sdk/format/index.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { findOrder } from '../payment/order-state.ts';
import { enqueueRefund } from '../payment/refund-jobs.ts';
import { lockTicketsForReturn, returnTicket, ticketWithInsurance } from '../payment/return-ticket.ts';
import { recordAudit } from './audit-log.ts';
import { mailOrderRefund, type RefundedItem } from './refund-notices.ts';

interface LineRow {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly total: unknown;
}

/** What one press refunded: the provider refunds written and the sum. */
export interface OrderRefundDone {
  readonly refundIds: readonly string[];
  readonly amount: number;
}

async function refundedSum(tx: Queryable, orderId: string): Promise<number> {
  const [row] = await tx.query<{ sum: unknown }>('SELECT COALESCE(sum(amount), 0) AS sum FROM refund WHERE order_id = $1', [orderId]);
  const [lines] = await tx.query<{ sum: unknown }>('SELECT COALESCE(sum(amount), 0) AS sum FROM provider_refund WHERE order_id = $1 AND ticket_id IS NULL', [
    orderId,
  ]);
  return roundMoney(numberOf(row?.sum ?? 0) + numberOf(lines?.sum ?? 0));
}

/** Refunds what `body` names of order `orderId` for `auth`'s organiser. */
export async function refundOrder(deps: AppDeps, auth: Auth, orderId: string, body: RefundOrderBody, now: Date): Promise<OrderRefundDone> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (order === undefined) throw new HttpError(404, 'server.console.orderNotFound');
    if (order.status !== 'paid') throw new HttpError(409, 'server.console.orderNotPaid');
    const whole = body.ticket === undefined && body.line === undefined;
    let ticketWhere = 't.order_id = $1';
    const ticketParams: unknown[] = [orderId];
    let lines: LineRow[] = [];
    if (body.ticket !== undefined) {
      ticketWhere += ' AND t.public_id = $2';
      ticketParams.push(body.ticket);
      const [exists] = await tx.query('SELECT 1 FROM ticket WHERE order_id = $1 AND public_id = $2', ticketParams);
      if (exists === undefined) throw new HttpError(404, 'server.console.ticketNotInOrder');
    } else if (body.line !== undefined) {
      const [line] = await tx.query<LineRow>('SELECT id, kind, title, total FROM order_line WHERE order_id = $1 AND id = $2', [orderId, body.line]);
      if (line === undefined) throw new HttpError(404, 'server.console.lineNotInOrder');
      if (line.kind === 'ticket_insurance') throw badRequest('server.console.insuranceWithTicket');
      if (line.kind === 'ticket') {
        ticketWhere += ' AND t.order_line_id = $2';
        ticketParams.push(line.id);
      } else {
        ticketWhere += ' AND false';
        lines = [line];
      }
    } else {
      lines = await tx.query<LineRow>("SELECT id, kind, title, total FROM order_line WHERE order_id = $1 AND kind IN ('shop', 'certificate', 'insurance') ORDER BY position", [
        orderId,
      ]);
    }
    const before = await refundedSum(tx, orderId);
    const items: RefundedItem[] = [];
    const refundIds: string[] = [];
    for (const ticket of await lockTicketsForReturn(tx, `${ticketWhere} AND t.status = 'active'`, ticketParams)) {
      const amount = ticketWithInsurance(ticket);
      const returned = await returnTicket(tx, ticket, { reason: 'console', amount, mail: false }, now);
      if (returned === undefined) continue;
      items.push({ title: ticket.title, amount });
      const [written] = await tx.query<{ public_id: string }>('SELECT public_id FROM provider_refund WHERE ticket_id = $1', [ticket.public_id]);
      if (written !== undefined) refundIds.push(written.public_id);
    }
    for (const line of lines) {
      const amount = numberOf(line.total);
      const [done] = await tx.query('SELECT 1 FROM provider_refund WHERE order_line_id = $1 AND ticket_id IS NULL', [line.id]);
      if (done !== undefined || amount <= 0) continue;
      refundIds.push(await enqueueRefund(tx, { orderId, orderLineId: line.id, reason: 'console', amount, provider: order.provider }, now));
      items.push({ title: line.title, amount });
    }
    const delivery = numberOf(order.delivery_cost);
    if (whole && delivery > 0) {
      const [done] = await tx.query("SELECT 1 FROM provider_refund WHERE order_id = $1 AND reason = 'console' AND ticket_id IS NULL AND order_line_id IS NULL", [orderId]);
      if (done === undefined) {
        refundIds.push(await enqueueRefund(tx, { orderId, reason: 'console', amount: delivery, provider: order.provider }, now));
        items.push({ title: null, amount: delivery });
      }
    }
    const amount = roundMoney(items.reduce((sum, item) => sum + item.amount, 0));
    if (items.length === 0) return { refundIds, amount: 0 };
    await mailOrderRefund(tx, deps, order, items, refundIds[0] ?? `${orderId}:${now.getTime()}`);
    await recordAudit(
      tx,
      auth,
      {
        action: 'order.refund',
        entity: 'order',
        entityId: orderId,
        before: { refunded: before },
        after: { refunded: await refundedSum(tx, orderId), refund: whole ? 'order' : body, items, provider_refunds: refundIds },
      },
      now,
    );
    return { refundIds, amount };
  });
}
