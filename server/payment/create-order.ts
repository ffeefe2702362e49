/**
 * POST /api/payment: in ONE transaction — the guest's temporary user, the server's pricing
 * (plan-order.ts), the order row, the stock holds and the lines — then the provider's address.
 *
 * Holding places (issue 19 §3), decided inside the same transaction and so atomic:
 * - a signed-in buyer's row (a guest's temporary account too) is locked first: one buyer's
 *   payments run one after another, and a new payment of the buyer's basket, whatever it holds
 *   now, first releases every pending order of that buyer (issue 28: a changed count left the
 *   older order holding too) — going back from the provider and paying again never holds twice;
 * - a guest (no account, or a temporary one) holds at most HOLD_LIMIT_GUEST places (tickets and
 *   goods) unpaid, this order included: more is a 400 asking to sign in;
 * - one client address holds at most HOLD_LIMIT_IP places unpaid: more is a 429 until holds
 *   are paid or expire. The address's advisory lock is taken LAST, after the stock holds, and
 *   the sum is read after it (so it sees every order committed before): payments from one
 *   address serialise only for that tail, stock races stay races (the concurrency suite's
 *   negative control still sees them), and no lock is ever waited for in the other order
 *   (the sweep and notifications lock an order, then stock — never this lock);
 * - one address, and one account, holds at most HOLD_LIMIT_EVENT ticket places of an event city
 *   and at most a share of a format's places (hold-caps.ts), checked with the caps above;
 * - the order holds its places for PAYMENT_HOLD_MINUTES.
 *
 * An order with nothing to pay (a 100 % promo code) is paid in the same transaction: no
 * provider takes 0 ₽, and its answer leads to the thanks page.
 *
 * Idempotency (one payment attempt per basket: sdk/checkout keeps the key with the basket and
 * changes it only when the order changes): the order row is inserted with `ON CONFLICT
 * (idempotency_key) DO NOTHING` before anything is held. Of fifty requests with one key,
 * PostgreSQL lets one insert; the others wait on that row's key and, once it commits, insert
 * nothing — they then answer the order that won (never a read-then-write race), and hold
 * nothing more. If the winner rolls back (sold out), a waiting request inserts in its place,
 * which is what a retry should do. The same key after coming back from the provider answers
 * the same pending order again (the go-live rule "a new payment of the same basket releases
 * the previous one" is for a new key: a changed order); a key whose order expired or was
 * declined is freed, and the request makes a new order; a paid one answers its thanks page.
 *
 * The request's `basket` (the client's basket lines) becomes the buyer's stored basket in the
 * same transaction and comes back in the answer: the client re-fetches nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '../../sdk/config/index.ts';
import { canonicalJson } from '../../sdk/contract/index.ts';
import type { BasketItem, PaymentRequest, PaymentResponse } from '../../sdk/contract/schemas/index.ts';
import type { Auth, SessionOrigin } from '../accounts/sessions.ts';
import { startSession } from '../accounts/sessions.ts';
import { toUser, type UserRow } from '../accounts/user-row.ts';
import { insertUser, userById } from '../accounts/users.ts';
import { newSecret } from '../accounts/secret-token.ts';
import type { AppDeps } from '../app-deps.ts';
import { promoCodeOf } from '../catalogue/promocode-rule.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { limitExceeded } from '../limits/limit-exceeded.ts';
import { attributeOrder } from '../partners/attribute-order.ts';
import { checkoutOrder } from './checkout-order.ts';
import { moveOrder, type OrderRow } from './order-state.ts';
import { readStoredBasket, saveStoredBasket } from '../personal/stored-basket.ts';
import { attachUploads, uploadIdsOf } from '../personal/uploads.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { planOrder } from './plan-order.ts';
import { markPaid } from './settle-order.ts';
import { checkEventCaps } from './hold-caps.ts';
import { releaseHolds, takeHolds, type StockHold } from './stock-holds.ts';

/** Everything a payment needs besides its body. */
export interface PaymentContext {
  readonly deps: AppDeps;
  readonly provider: PaymentProvider;
  readonly auth: Auth | undefined;
  /** The site's origin (PUBLIC_URL). */
  readonly siteOrigin: string;
  readonly sessionOrigin: SessionOrigin;
  /** The client's address, an IPv6 one as its /64 (server/limits/client-ip.ts). */
  readonly clientIp: string;
  /** The visitor's language: the order's mails are written in it. */
  readonly language: Language;
}

/** The advisory-lock class of the per-address hold cap (the second key is hashtext(address)), taken last. */
const ADDRESS_LOCK = 7_406_212;

/** Thrown inside the transaction when the idempotency key already names an order. */
class KeyTaken extends Error {}

// the client fingerprints its attempt with the same canonical JSON (sdk/checkout/payment-attempt.ts)
const sha256 = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');

/** The fingerprint of a request's order (its basket copy aside): a retry with the same key must be the same order. */
export const requestHash = (request: PaymentRequest): string => {
  const { basket: _basket, ...order } = request;
  return sha256(order);
};

/**
 * What a basket buys — goods, kinds, sizes, counts, insurance and promo codes, not who takes
 * part or where goods go: two payments with one key paid for the same basket (stored on the
 * order as `basket_key`, for support; releasing no longer depends on it).
 */
export const basketKey = (request: PaymentRequest): string =>
  sha256({
    tickets: request.tickets.map((line) => [line.public_id, line.kind ?? '', line.count, line.insurance ?? '', promoCodeOf(line.promocode ?? '')]),
    shop: request.shop.map((line) => [line.public_id, line.size ?? line.proportions?.[0]?.public_id ?? '', line.count, promoCodeOf(line.promocode ?? '')]),
    insurances: request.insurances.map((line) => [line.public_id, line.count, promoCodeOf(line.promocode ?? '')]),
  });

/** The places an order holds: tickets and goods (shirts go with tickets, promo uses are not places). */
export const heldPlaces = (holds: readonly StockHold[]): number =>
  holds.reduce((sum, hold) => sum + (hold.hold === 'ticket' || hold.hold === 'product' || hold.hold === 'size' ? hold.count : 0), 0);

/**
 * The answer for order `orderId`: the provider's page, or — the order paid already (nothing to
 * pay, a 100 % promo code: no provider takes 0 ₽; or a retry of a paid attempt, or of one paid
 * too late and being refunded) — the site's thanks page, where the order check leads on as after a card payment. `basket` is the
 * buyer's stored basket.
 */
async function answer(tx: Queryable, context: PaymentContext, orderId: string, token: string | null, user: UserRow | null, basket: BasketItem[]): Promise<PaymentResponse> {
  const [order] = await tx.query<OrderRow>('SELECT * FROM payment_order WHERE public_id = $1', [orderId]);
  if (order === undefined) throw new Error(`order ${orderId} is gone`);
  const checkout =
    order.status === 'paid' || order.status === 'refund_required' || numberOf(order.amount) === 0
      ? { redirect_url: `${context.siteOrigin}/basket/thanks`, form: { order: orderId, ...(order.view_key === null ? {} : { view: order.view_key }) } }
      : await context.provider.checkout(await checkoutOrder(tx, order), context.siteOrigin);
  return {
    redirect_url: checkout.redirect_url,
    form: { ...checkout.form },
    token,
    user: user === null ? null : toUser(user),
    order_public_id: orderId,
    basket,
  };
}

/** The buyer's stored basket after this payment: the request's copy saved, else what is stored. */
const keepBasket = (tx: Queryable, userId: string, request: PaymentRequest, now: Date): Promise<BasketItem[]> =>
  request.basket === undefined ? readStoredBasket(tx, userId) : saveStoredBasket(tx, userId, request.basket, now);

/**
 * The buyer's earlier payment attempts give their holds back (issue 28 §4): a buyer — a
 * signed-in account, or a guest basket's temporary account — has one basket, so a new payment
 * of it, whatever its counts now, replaces every pending order before it, in this transaction
 * (under the account's row lock). A late success of a replaced order still pays it while its
 * places last (settle-order.ts).
 */
async function releasePreviousAttempts(tx: Queryable, userId: string, now: Date): Promise<void> {
  const previous = await tx.query<OrderRow>(
    "SELECT * FROM payment_order WHERE user_id = $1 AND status = 'pending' ORDER BY created_at FOR UPDATE",
    [userId],
  );
  for (const order of previous) {
    const moved = await moveOrder(tx, order.public_id, 'pending', 'expired', 'a new payment of the same basket', now, { holds_released: true });
    if (moved !== undefined) await releaseHolds(tx, moved.holds);
  }
}

/** Places held unpaid by pending orders matching `where` (a condition on $1). */
async function pendingPlaces(tx: Queryable, where: string, value: string, now: Date): Promise<{ places: number; firstEnd: Date | null }> {
  const [row] = await tx.query<{ places: unknown; first_end: Date | null }>(
    `SELECT COALESCE(SUM(held_places), 0) AS places, MIN(hold_until) AS first_end
       FROM payment_order WHERE status = 'pending' AND hold_until > $2 AND ${where}`,
    [value, now],
  );
  return { places: Number(row?.places ?? 0), firstEnd: row?.first_end ?? null };
}

const guestLimitError = (limit: number) => badRequest({ key: 'server.payment.guestHoldLimit', values: { limit: limit } }, { limit });

/**
 * Refuses the order (inserted and holding, in this transaction) when it takes a guest or the
 * address past its cap. A guest's row is locked since the start; the address lock is taken here.
 */
async function checkHoldCaps(tx: Queryable, context: PaymentContext, user: UserRow, holds: readonly StockHold[], now: Date): Promise<void> {
  const { guestHoldLimit, ipHoldLimit } = context.deps.payment;
  await checkEventCaps(tx, { column: 'user_id', value: user.public_id }, holds, context.deps.payment, now);
  if (user.temporary) {
    const held = await pendingPlaces(tx, 'user_id = $1', user.public_id, now);
    if (held.places > guestHoldLimit) throw guestLimitError(guestHoldLimit);
  }
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, context.clientIp]);
  const address = await pendingPlaces(tx, 'client_ip = $1', context.clientIp, now);
  if (address.places > ipHoldLimit) {
    // the wait: until the first of the address's holds ends
    const wait = address.firstEnd === null ? 60 : (new Date(address.firstEnd).getTime() - now.getTime()) / 1000;
    throw limitExceeded('limits.holdsPerAddress', wait);
  }
  await checkEventCaps(tx, { column: 'client_ip', value: context.clientIp }, holds, context.deps.payment, now);
}

/** Orders whose attempt is over without a payment: their key may start a new order. */
const closedUnpaid: readonly string[] = ['expired', 'declined'];

/**
 * The answer to a retried request: the same order, for the same buyer only; `'retry'` when
 * that order expired or was declined (its key is freed here, and the request makes a new order).
 */
async function replay(context: PaymentContext, request: PaymentRequest, key: string, hash: string): Promise<PaymentResponse | 'retry'> {
  const { db, clock } = context.deps;
  return db.transaction(async (tx) => {
    const [order] = await tx.query<OrderRow>('SELECT * FROM payment_order WHERE idempotency_key = $1 FOR UPDATE', [key]);
    if (order === undefined) throw new HttpError(409, 'server.payment.idempotencyReused');
    if (order.request_hash !== hash) throw new HttpError(409, 'server.payment.idempotencyReused');
    const buyer = context.auth?.user.public_id ?? order.user_id;
    if (buyer !== order.user_id) throw new HttpError(409, 'server.payment.idempotencyReused');
    if (closedUnpaid.includes(order.status)) {
      await tx.query('UPDATE payment_order SET idempotency_key = NULL WHERE public_id = $1', [order.public_id]);
      return 'retry';
    }
    const now = clock.now();
    if (context.auth !== undefined) {
      return answer(tx, context, order.public_id, null, null, await keepBasket(tx, buyer, request, now));
    }
    // a guest's retry gets a new session of the same temporary user; a full account's never
    const owner = await userById(tx, order.user_id);
    if (owner === undefined || !owner.temporary || owner.email !== request.email.trim().toLowerCase()) {
      throw new HttpError(409, 'server.payment.idempotencyReused');
    }
    const token = await startSession(tx, owner.public_id, 'payment', context.sessionOrigin, now);
    return answer(tx, context, order.public_id, token, owner, await keepBasket(tx, owner.public_id, request, now));
  });
}

/** Creates the order of `request` and answers where to pay it. */
export async function createOrder(context: PaymentContext, request: PaymentRequest): Promise<PaymentResponse> {
  const first = await createOnce(context, request);
  // the key's order expired or was declined: its key is free now, one new order is made
  return first === 'retry' ? orThrow(await createOnce(context, request)) : first;
}

function orThrow(outcome: PaymentResponse | 'retry'): PaymentResponse {
  if (outcome === 'retry') throw new HttpError(409, 'server.payment.idempotencyReused');
  return outcome;
}

async function createOnce(context: PaymentContext, request: PaymentRequest): Promise<PaymentResponse | 'retry'> {
  const { db, clock, payment } = context.deps;
  const now = clock.now();
  const key = request.idempotency_key?.trim() === '' ? undefined : request.idempotency_key?.trim();
  const hash = requestHash(request);
  const basket = basketKey(request);
  let created: { readonly order: string; readonly amount: number; readonly places: number } | undefined;
  try {
    const response = await db.transaction(async (tx) => {
      let user = context.auth?.user;
      let token: string | null = null;
      if (user === undefined) {
        user = await insertUser(tx, { email: request.email.trim().toLowerCase(), temporary: true }, now);
        token = await startSession(tx, user.public_id, 'payment', context.sessionOrigin, now);
      } else {
        await tx.query('SELECT 1 FROM app_user WHERE public_id = $1 FOR UPDATE', [user.public_id]);
        await releasePreviousAttempts(tx, user.public_id, now);
      }
      const plan = await planOrder(tx, request, user, now, payment.unsafeNoLocking);
      const places = heldPlaces(plan.holds);
      if (user.temporary && places > payment.guestHoldLimit) throw guestLimitError(payment.guestHoldLimit);
      const orderId = randomUUID();
      const claimed = await tx.query(
        `INSERT INTO payment_order (public_id, user_id, email, status, goods_total, discount, delivery_cost, amount, delivery,
                                    register, holds, hold_until, idempotency_key, request_hash, provider, created_at,
                                    client_ip, basket_key, held_places, language, view_key)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
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
          new Date(now.getTime() + payment.holdMs),
          key ?? null,
          hash,
          context.provider.name,
          now,
          context.clientIp,
          basket,
          places,
          context.language,
          newSecret(),
        ],
      );
      if (claimed.length === 0) throw new KeyTaken();
      // who sold it (issue 17): after pricing, so it can change no price
      await attributeOrder(tx, orderId, request.attribution);
      await takeHolds(tx, plan.holds, payment.unsafeNoLocking);
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
      await checkHoldCaps(tx, context, user, plan.holds, now);
      // the licences and documents the lines name are attached now (never swept as orphans)
      await attachUploads(tx, plan.lines.flatMap((line) => uploadIdsOf(line.details)), user.public_id, now, 'tickets');
      if (plan.amount === 0) await markPaid(tx, { public_id: orderId }, 'pending', 'nothing to pay', now);
      created = { order: orderId, amount: plan.amount, places };
      return answer(tx, context, orderId, token, token === null ? null : user, await keepBasket(tx, user.public_id, request, now));
    });
    // committed: logged once (server/ops/logger.ts; ids and sums only)
    if (created !== undefined) {
      context.deps.log(`payment: order ${created.order} created`, { event: 'order.created', ...created, provider: context.provider.name });
      if (created.amount === 0) context.deps.log(`payment: order ${created.order} paid`, { event: 'order.paid', order: created.order, amount: 0, how: 'nothing to pay' });
    }
    return response;
  } catch (error) {
    if (error instanceof KeyTaken && key !== undefined) return replay(context, request, key, hash);
    throw error;
  }
}
