/**
 * Applying what the provider says about an order, and releasing holds that were never paid.
 *
 * - success of a pending order: paid, and its tickets and policies are issued;
 * - decline of a pending order: declined, its holds released;
 * - a pending order past its hold time: expired, its holds released (the sweep);
 * - success of an expired or declined order (the buyer paid at the last second): its holds are
 *   taken again when the stock is still there (paid, issued); otherwise nothing is issued, the
 *   order becomes refund_required, and in the same transaction a refund job is written
 *   (refund-jobs.ts retries it until the provider confirms) and the buyer is mailed;
 * - anything else (a replayed notification, a decline after payment): no change.
 * The order row is locked first, and each move is a compare-and-set (order-state.ts).
 */
import { languages } from '../../sdk/config/index.ts';
import { formatOrderAmount } from '../../sdk/format/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';
import { composeMail, outboxTexts } from '../outbox/compose-mail.ts';
import { sendMail } from '../outbox/outbox.ts';
import { issueOrder } from './issue-order.ts';
import { enqueueOrderMail } from './order-mails.ts';
import { findOrder, moveOrder, type OrderRow } from './order-state.ts';
import type { ProviderNotification } from './payment-provider.ts';
import { providerAmount } from './provider-amount.ts';
import { enqueueRefund } from './refund-jobs.ts';
import { releaseHolds, tryTakeHolds } from './stock-holds.ts';

/** What a notification did. */
export type SettleOutcome = 'paid' | 'declined' | 'refund_required' | 'unchanged';

async function release(tx: Queryable, order: OrderRow, to: 'declined' | 'expired', reason: string, now: Date): Promise<boolean> {
  const moved = await moveOrder(tx, order.public_id, 'pending', to, reason, now, { holds_released: true });
  if (moved === undefined) return false;
  await releaseHolds(tx, moved.holds);
  return true;
}

/** The late payment's money goes back: a durable refund and a mail to the buyer in their language, in the caller's transaction. */
async function refundLatePayment(tx: Queryable, deps: AppDeps, order: OrderRow, now: Date): Promise<void> {
  const amount = numberOf(order.amount);
  await enqueueRefund(tx, { orderId: order.public_id, reason: 'late_success', amount, provider: order.provider }, now);
  const language = languages.find((candidate) => candidate === order.language) ?? 'ru';
  const texts = outboxTexts(language).lateRefund;
  const values = { number: order.invoice_number, amount: formatOrderAmount(amount, language) };
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    subject: fillPlaceholders(texts.subject, values),
    lines: [{ text: fillPlaceholders(texts.text, values) }],
  });
  await sendMail(tx, deps, { to: order.email, ...mail, dedupeKey: `late-refund:${order.public_id}`, orderId: order.public_id });
}

/**
 * Moves `order` from `from` to paid, issues its tickets and policies and enqueues its mail, in
 * the caller's transaction; false when another request moved it first.
 */
export async function markPaid(
  tx: Queryable,
  order: Pick<OrderRow, 'public_id'>,
  from: OrderRow['status'],
  reason: string,
  now: Date,
  extra: { readonly provider_payment_id?: string; readonly holds_released?: boolean } = {},
): Promise<boolean> {
  const paid = await moveOrder(tx, order.public_id, from, 'paid', reason, now, extra);
  if (paid === undefined) return false;
  await issueOrder(tx, paid, now);
  await enqueueOrderMail(tx, paid.public_id, now);
  return true;
}

/**
 * Applies a checked notification; a 404 for an unknown order, a 400 when the amount or the
 * provider's order number differs.
 */
export async function settleOrder(deps: AppDeps, notification: ProviderNotification, now: Date): Promise<SettleOutcome> {
  const outcome = await settle(deps, notification, now);
  // committed: each change of an order is logged once, by the notification that made it
  if (outcome !== 'unchanged') {
    deps.log(`payment: order ${notification.order_id} ${outcome === 'refund_required' ? 'paid late, refund required' : outcome}`, {
      event: `order.${outcome}`,
      order: notification.order_id,
      amount: notification.amount,
      ...(outcome === 'refund_required' ? { level: 'warn' } : {}),
    });
  }
  return outcome;
}

function settle(deps: AppDeps, notification: ProviderNotification, now: Date): Promise<SettleOutcome> {
  return deps.db.transaction(async (tx): Promise<SettleOutcome> => {
    const order = await findOrder(tx, notification.order_id, true);
    if (order === undefined) throw new HttpError(404, 'server.payment.orderNotFound');
    if (notification.invoice_number !== undefined && notification.invoice_number !== order.invoice_number) {
      throw new HttpError(400, 'server.payment.badNotification');
    }
    if (notification.amount !== providerAmount(numberOf(order.amount))) throw new HttpError(400, 'server.payment.amountMismatch');
    const paymentId = { provider_payment_id: notification.payment_id };

    if (notification.status === 'declined') {
      return (await release(tx, order, 'declined', 'provider declined', now)) ? 'declined' : 'unchanged';
    }
    if (order.status === 'pending') {
      return (await markPaid(tx, order, 'pending', 'provider succeeded', now, paymentId)) ? 'paid' : 'unchanged';
    }
    if (order.status === 'expired' || order.status === 'declined') {
      if (await tryTakeHolds(tx, order.holds)) {
        const paid = await markPaid(tx, order, order.status, 'late success, holds taken again', now, { ...paymentId, holds_released: false });
        return paid ? 'paid' : 'unchanged';
      }
      const flagged = await moveOrder(tx, order.public_id, order.status, 'refund_required', 'late success, holds gone', now, paymentId);
      if (flagged === undefined) return 'unchanged';
      await refundLatePayment(tx, deps, flagged, now);
      return 'refund_required';
    }
    return 'unchanged';
  });
}

/** Expires the pending orders whose hold time has passed and gives their holds back; answers how many. */
export async function sweepExpiredHolds(db: Database, now: Date, limit = 200): Promise<number> {
  const due = await db.query<{ public_id: string }>(
    `SELECT public_id FROM payment_order WHERE status = 'pending' AND hold_until <= $1 ORDER BY hold_until LIMIT ${Math.floor(limit)}`,
    [now],
  );
  let expired = 0;
  for (const { public_id: orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      return order !== undefined && order.status === 'pending' && (await release(tx, order, 'expired', 'hold time passed', now));
    });
    if (done) expired += 1;
  }
  return expired;
}
