/**
 * POST /api/payment: in ONE transaction — the guest's temporary user, the server's pricing
 * (plan-order.ts), the order row, the stock holds and the lines — then the provider's address.
 *
 * Idempotency: the order row is inserted with `ON CONFLICT (idempotency_key) DO NOTHING`
 * before anything is held. Of fifty requests with one key, PostgreSQL lets one insert; the
 * others wait on that row's key and, once it commits, insert nothing — they then answer the
 * order that won (never a read-then-write race). If the winner rolls back (sold out), a
 * waiting request inserts in its place, which is what a retry should do.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PaymentRequest, PaymentResponse } from '../../sdk/contract/schemas/payment-order.ts';
import type { Auth, SessionOrigin } from '../accounts/sessions.ts';
import { startSession } from '../accounts/sessions.ts';
import { toUser, type UserRow } from '../accounts/user-row.ts';
import { insertUser, userById } from '../accounts/users.ts';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import { HttpError } from '../http/http-error.ts';
import { attachUploads, uploadIdsOf } from '../personal/uploads.ts';
import type { OrderRow } from './order-state.ts';
import { paymentMessages } from './payment-messages.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { planOrder } from './plan-order.ts';
import { takeHolds } from './stock-holds.ts';

/** How long an unpaid order holds its tickets, goods and promo uses. */
export const ORDER_HOLD_MS = 15 * 60_000;

/** Everything a payment needs besides its body. */
export interface PaymentContext {
  readonly deps: AppDeps;
  readonly provider: PaymentProvider;
  readonly auth: Auth | undefined;
  readonly origin: string;
  readonly sessionOrigin: SessionOrigin;
  /** The negative control of the concurrency suite only (stock-holds.ts). */
  readonly unsafeNoLocking: boolean;
}

/** Thrown inside the transaction when the idempotency key already names an order. */
class KeyTaken extends Error {}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** The fingerprint of a request: a retry with the same key must be the same request. */
export const requestHash = (request: PaymentRequest): string =>
  createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');

function answer(
  context: PaymentContext,
  order: { readonly public_id: string; readonly amount: number },
  token: string | null,
  user: UserRow | null,
): PaymentResponse {
  const checkout = context.provider.checkout(order, context.origin);
  return {
    redirect_url: checkout.redirect_url,
    form: { ...checkout.form },
    token,
    user: user === null ? null : toUser(user),
    order_public_id: order.public_id,
  };
}

/** The answer to a retried request: the same order, for the same buyer only. */
async function replay(context: PaymentContext, request: PaymentRequest, key: string, hash: string): Promise<PaymentResponse> {
  const { db, clock } = context.deps;
  return db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>('SELECT * FROM payment_order WHERE idempotency_key = $1', [key]);
    if (order === undefined) throw new HttpError(409, paymentMessages.idempotencyReused);
    if (order.request_hash !== hash) throw new HttpError(409, paymentMessages.idempotencyReused);
    const amount = numberOf(order.amount);
    if (context.auth !== undefined) {
      if (context.auth.user.public_id !== order.user_id) throw new HttpError(409, paymentMessages.idempotencyReused);
      return answer(context, { public_id: order.public_id, amount }, null, null);
    }
    // a guest's retry gets a new session of the same temporary user; a full account's never
    const owner = await userById(tx, order.user_id);
    if (owner === undefined || !owner.temporary || owner.email !== request.email.trim().toLowerCase()) {
      throw new HttpError(409, paymentMessages.idempotencyReused);
    }
    const token = await startSession(tx, owner.public_id, 'payment', context.sessionOrigin, clock.now());
    return answer(context, { public_id: order.public_id, amount }, token, owner);
  });
}

/** Creates the order of `request` and answers where to pay it. */
export async function createOrder(context: PaymentContext, request: PaymentRequest): Promise<PaymentResponse> {
  const { db, clock } = context.deps;
  const now = clock.now();
  const key = request.idempotency_key?.trim() === '' ? undefined : request.idempotency_key?.trim();
  const hash = requestHash(request);
  try {
    return await db.transaction(async (tx) => {
      let user = context.auth?.user;
      let token: string | null = null;
      if (user === undefined) {
        user = await insertUser(tx, { email: request.email.trim().toLowerCase(), temporary: true }, now);
        token = await startSession(tx, user.public_id, 'payment', context.sessionOrigin, now);
      }
      const plan = await planOrder(tx, request, user, now, context.unsafeNoLocking);
      const orderId = randomUUID();
      const claimed = await tx.query(
        `INSERT INTO payment_order (public_id, user_id, email, status, goods_total, discount, delivery_cost, amount, delivery,
                                    register, holds, hold_until, idempotency_key, request_hash, provider, created_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING public_id`,
        [
          orderId,
          user.public_id,
          plan.email,
          plan.goodsTotal,
          plan.discount,
          plan.deliveryCost,
          plan.amount,
          plan.delivery === null ? null : JSON.stringify(plan.delivery),
          request.register,
          JSON.stringify(plan.holds),
          new Date(now.getTime() + ORDER_HOLD_MS),
          key ?? null,
          hash,
          context.provider.name,
          now,
        ],
      );
      if (claimed.length === 0) throw new KeyTaken();
      await takeHolds(tx, plan.holds, context.unsafeNoLocking);
      for (const line of plan.lines) {
        await tx.query(
          `INSERT INTO order_line (order_id, position, kind, line_of, item_id, title, ticket_kind, size, count, unit_price, total,
                                   promocode, promo_units, details)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            orderId,
            line.position,
            line.kind,
            line.lineOf,
            line.itemId,
            line.title,
            line.ticketKind,
            line.size,
            line.count,
            line.unitPrice,
            line.total,
            line.promocode,
            line.promoUnits,
            JSON.stringify(line.details),
          ],
        );
      }
      // the licences and documents the lines name are attached now (never swept as orphans)
      await attachUploads(tx, plan.lines.flatMap((line) => uploadIdsOf(line.details)), now, 'tickets');
      return answer(context, { public_id: orderId, amount: plan.amount }, token, token === null ? null : user);
    });
  } catch (error) {
    if (error instanceof KeyTaken && key !== undefined) return replay(context, request, key, hash);
    throw error;
  }
}
