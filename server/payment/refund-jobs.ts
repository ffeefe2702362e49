/**
 * Money going back, durably (docs/architecture.md "The server": mail, SMS and refunds are
 * durable jobs, retried until done). A refund is a `provider_refund` row — the record: amount, the
 * provider's refund id, its state — and a `refund` job of the one durable queue (server/jobs),
 * both written in the transaction that decided it: a late success whose places are gone
 * (settle-order.ts), a returned ticket (refund-ticket.ts, return-ticket.ts), a refund from the
 * console or a cancelled event city (server/console/order-refunds.ts, city-cancel.ts). A crash after the commit cannot
 * lose it. The job's handler:
 *
 * - `due`: asks the provider to refund (startRefund); done at once → `done`; accepted →
 *   `requested`, and the job fails on purpose ("still being processed") so the queue asks again
 *   after its backoff;
 * - `requested`: asks where the refund stands (refundState) until it is done; a refund the
 *   provider cancelled goes back to `due` and is asked for again;
 * - every failure is written to the row (`last_error`); the queue retries after 30 s × 2^n, at
 *   most 6 h apart, MAX_REFUND_ATTEMPTS times in all (about a day and a half); after the last
 *   the row is `failed`, the job kept as failed and logged — docs/deploy.md says where a person
 *   looks.
 */
import { randomUUID } from 'node:crypto';
import { object, string } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { roundMoney } from '../../sdk/format/index.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJobKind, PermanentJobError } from '../jobs/job-kind.ts';
import type { JobModule } from '../jobs/job-registry.ts';
import { checkoutOrder } from './checkout-order.ts';
import { chooseProvider } from './choose-provider.ts';
import { findOrder } from './order-state.ts';
import type { PaidLine, PaymentProvider, RefundRequest } from './payment-provider.ts';

/** About a day and a half of asking before a person must look. */
export const MAX_REFUND_ATTEMPTS = 15;
/** The first wait, doubled after each try, and the longest. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** The queue's job kind: asks the provider about refund `refund` (a provider_refund public_id). */
export const refundJob = defineJobKind('refund', object({ refund: string() }), {
  maxAttempts: MAX_REFUND_ATTEMPTS,
  firstBackoffMs: FIRST_RETRY_MS,
  maxBackoffMs: LONGEST_WAIT_MS,
});

type RefundState = 'due' | 'requested' | 'done' | 'failed';

interface RefundRow {
  readonly public_id: string;
  readonly order_id: string;
  readonly ticket_id: string | null;
  readonly order_line_id: number | null;
  readonly reason: RefundReason;
  readonly amount: unknown;
  readonly provider: string;
  readonly state: RefundState;
  readonly provider_refund_id: string | null;
}

/**
 * Why money goes back: a late success whose places are gone, a ticket the buyer returned, a
 * refund decided in the console (an order or one line), an event city cancelled.
 */
export type RefundReason = 'late_success' | 'ticket_cancel' | 'console' | 'city_cancel';

/** A refund to write in the caller's transaction. */
export interface NewRefund {
  readonly orderId: string;
  /** One ticket (with its insurance when the amount holds it). */
  readonly ticketId?: string;
  /** One line without a ticket (a shop good, a certificate, an insurance of its own). */
  readonly orderLineId?: number | undefined;
  /** The event city whose cancellation decided it (its progress counts it). */
  readonly eventCityId?: string | undefined;
  readonly reason: RefundReason;
  readonly amount: number;
  readonly provider: string;
  /** Already asked of the provider (a returned ticket): its id and whether it is done. */
  readonly started?: { readonly refundId: string; readonly done: boolean } | undefined;
}

/** Writes refund `refund` and, unless it is done already, its job, in transaction `tx`; answers its id. */
export async function enqueueRefund(tx: Queryable, refund: NewRefund, now: Date): Promise<string> {
  const id = randomUUID();
  const state: RefundState = refund.started === undefined ? 'due' : refund.started.done ? 'done' : 'requested';
  await tx.query(
    `INSERT INTO provider_refund (public_id, order_id, ticket_id, reason, amount, provider, state, provider_refund_id, created_at, finished_at,
                                  order_line_id, event_city_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      refund.orderId,
      refund.ticketId ?? null,
      refund.reason,
      refund.amount,
      refund.provider,
      state,
      refund.started?.refundId ?? null,
      now,
      state === 'done' ? now : null,
      refund.orderLineId ?? null,
      refund.eventCityId ?? null,
    ],
  );
  // a refund the provider already took is first asked about after the first wait
  if (state !== 'done') await enqueueJob(tx, refundJob, { refund: id }, now, state === 'requested' ? { delayMs: FIRST_RETRY_MS } : {});
  return id;
}

/** The lines refund `row` of `amount` gives back: a ticket (with its insurance), one line, the delivery, or the whole order. */
async function refundedLines(tx: Queryable, row: RefundRow, amount: number, whole: readonly PaidLine[]): Promise<readonly PaidLine[]> {
  if (row.ticket_id !== null) {
    const [line] = await tx.query<{ title: string; price: unknown; insurance: string | null }>(
      `SELECT l.title, t.price, (SELECT il.title FROM order_line il WHERE il.order_id = t.order_id AND il.kind = 'ticket_insurance' AND il.line_of = l.position) AS insurance
         FROM ticket t JOIN order_line l ON l.id = t.order_line_id WHERE t.public_id = $1`,
      [row.ticket_id],
    );
    const price = Math.min(amount, numberOf(line?.price ?? amount));
    const ticket: PaidLine = { kind: 'ticket', title: line?.title ?? 'Билет', count: 1, total: price };
    // a console refund sends the ticket's insurance back with it
    const insured = roundMoney(amount - price);
    return insured > 0 ? [ticket, { kind: 'ticket_insurance', title: line?.insurance ?? 'Страховка', count: 1, total: insured }] : [ticket];
  }
  if (row.order_line_id !== null) {
    const [line] = await tx.query<{ kind: Exclude<PaidLine['kind'], 'delivery'>; title: string; count: number }>(
      'SELECT kind, title, count FROM order_line WHERE id = $1',
      [row.order_line_id],
    );
    return [{ kind: line?.kind ?? 'shop', title: line?.title ?? 'Товар', count: line?.count ?? 1, total: amount }];
  }
  if (row.reason === 'console') return [{ kind: 'delivery', title: 'Доставка', count: 1, total: amount }];
  return whole;
}

/** What refund `row` gives back, as the provider is asked for it. */
async function refundRequest(tx: Queryable, row: RefundRow): Promise<RefundRequest> {
  const order = await findOrder(tx, row.order_id);
  if (order === undefined) throw new PermanentJobError(`refund ${row.public_id}: order ${row.order_id} does not exist`);
  const whole = await checkoutOrder(tx, order);
  const amount = numberOf(row.amount);
  return { order: whole, payment_id: order.provider_payment_id, amount, lines: await refundedLines(tx, row, amount, whole.lines) };
}

async function record(
  deps: AppDeps,
  id: string,
  change: { readonly state: RefundState; readonly refundId?: string | null; readonly error?: string | null },
): Promise<void> {
  await deps.db.query(
    `UPDATE provider_refund
        SET state = $2, provider_refund_id = CASE WHEN $3::boolean THEN $4 ELSE provider_refund_id END, last_error = $5,
            finished_at = CASE WHEN $2 = 'done' THEN $6::timestamptz ELSE finished_at END
      WHERE public_id = $1`,
    [id, change.state, change.refundId !== undefined, change.refundId ?? null, change.error ?? null, deps.clock.now()],
  );
  // a ticket's refund row named this job's row until the provider named its own refund
  if (change.refundId !== undefined && change.refundId !== null) {
    await deps.db.query(
      'UPDATE refund SET provider_refund_id = $2 WHERE ticket_id = (SELECT ticket_id FROM provider_refund WHERE public_id = $1) AND provider_refund_id = $1',
      [id, change.refundId],
    );
  }
}

/** One try at refund `id`: answers the provider's refund id once it is done; throws to be asked again. */
async function workRefund(deps: AppDeps, provider: PaymentProvider, id: string, attempt: number): Promise<string> {
  const [row] = await deps.db.query<RefundRow>('SELECT * FROM provider_refund WHERE public_id = $1', [id]);
  if (row === undefined) throw new PermanentJobError(`refund ${id} does not exist`);
  if (row.state === 'done') return row.provider_refund_id ?? 'done';
  if (row.provider !== provider.name) throw new PermanentJobError(`refund ${id} was paid through ${row.provider}, this server uses ${provider.name}`);
  try {
    if (row.state === 'requested' && row.provider_refund_id !== null) {
      const state = await provider.refundState(row.provider_refund_id);
      if (state === 'done') {
        await record(deps, id, { state: 'done' });
        deps.log(`payment: refund ${id} finished`, { event: 'refund.finished', refund: id, order: row.order_id, amount: numberOf(row.amount) });
        return row.provider_refund_id;
      }
      if (state === 'failed') {
        await record(deps, id, { state: 'due', refundId: null, error: `the provider cancelled refund ${row.provider_refund_id}` });
        throw new Error(`the provider cancelled refund ${row.provider_refund_id}: it is asked for again`);
      }
      throw new Error(`refund ${row.provider_refund_id} is still being processed by the provider`);
    }
    const started = await provider.startRefund(await refundRequest(deps.db, row));
    const fields = { refund: id, order: row.order_id, amount: numberOf(row.amount) };
    if (started.state === 'done') {
      await record(deps, id, { state: 'done', refundId: started.refund_id });
      deps.log(`payment: refund ${id} finished`, { event: 'refund.finished', ...fields });
      return started.refund_id;
    }
    await record(deps, id, { state: 'requested', refundId: started.refund_id });
    deps.log(`payment: refund ${id} started`, { event: 'refund.started', ...fields });
    throw new Error(`refund ${started.refund_id} accepted, being processed by the provider`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [now] = await deps.db.query<RefundRow>('SELECT * FROM provider_refund WHERE public_id = $1', [id]);
    const last = error instanceof PermanentJobError || attempt >= MAX_REFUND_ATTEMPTS;
    await record(deps, id, { state: last ? 'failed' : (now?.state ?? row.state), error: message });
    if (last) {
      deps.log(`payment: refund ${id} of order ${row.order_id} (${numberOf(row.amount)} ₽) failed ${attempt} times, a person must look: ${message}`, {
        event: 'refund.failed',
        refund: id,
        order: row.order_id,
        amount: numberOf(row.amount),
        attempts: attempt,
        level: 'error',
      });
    }
    throw error;
  }
}

/** Registers the handler of the refund job (server/job-list.ts). */
export const refundJobs: JobModule = (jobs, deps) => {
  const { provider } = chooseProvider(deps.payment);
  jobs.handle(refundJob, ({ refund }, job) => workRefund(deps, provider, refund, job.attempt));
};
