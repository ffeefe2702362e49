/**
 * Money going back, durably (DESIGN.md "Refunds and mail go through durable outbox rows,
 * retried until done"). A refund is a `refund_job` row written in the transaction that decided
 * it — a late success whose places are gone (settle-order.ts), a returned ticket
 * (refund-ticket.ts) — so a crash after the commit cannot lose it. `runRefundJobs` then:
 *
 * - claims one due job of this process's provider at a time with a single `UPDATE … WHERE public_id = (SELECT … FOR
 *   UPDATE SKIP LOCKED)`, which also counts the attempt and leases the job for LEASE_MS
 *   (several server processes share the jobs; a process that dies mid-call leaves the job to
 *   be taken again when the lease ends);
 * - `due`: asks the provider (startRefund); done at once → `done`, accepted → `requested`;
 * - `requested`: asks where the refund stands (refundState) until it is done; a refund the
 *   provider cancelled is asked again;
 * - a failure waits 30 s × 2^(attempts − 1), at most 6 h; after MAX_ATTEMPTS the job is
 *   `failed`, logged, and kept for a person (docs/deploy.md says where to look).
 *
 * It runs on the payment timer (PAYMENT_SWEEP_MS) and is kicked, without waiting, right
 * after a job is written. Wave2/delivery's job queue is meant to take these rows over as a
 * job kind; until then this is the one loop that works them (see the report of issue 19).
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { checkoutOrder } from './checkout-order.ts';
import { findOrder } from './order-state.ts';
import type { PaidLine, PaymentProvider, RefundRequest } from './payment-provider.ts';

/** How long a claimed job is left to its process before another may take it. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;
/** About a day and a half of asking before a person must look. */
export const MAX_REFUND_ATTEMPTS = 15;

type JobState = 'due' | 'requested' | 'done' | 'failed';

interface JobRow {
  readonly public_id: string;
  readonly order_id: string;
  readonly ticket_id: string | null;
  readonly reason: 'late_success' | 'ticket_cancel';
  readonly amount: unknown;
  readonly state: JobState;
  readonly provider_refund_id: string | null;
  readonly attempts: number;
}

/** A refund to write in the caller's transaction. */
export interface NewRefund {
  readonly orderId: string;
  readonly ticketId?: string;
  readonly reason: JobRow['reason'];
  readonly amount: number;
  readonly provider: string;
  /** Already asked of the provider (a returned ticket): its id and state. */
  readonly started?: { readonly refundId: string; readonly done: boolean };
}

/** Writes refund job `refund` in transaction `tx`; answers its id. */
export async function enqueueRefund(tx: Queryable, refund: NewRefund, now: Date): Promise<string> {
  const id = randomUUID();
  const state: JobState = refund.started === undefined ? 'due' : refund.started.done ? 'done' : 'requested';
  await tx.query(
    `INSERT INTO refund_job (public_id, order_id, ticket_id, reason, amount, provider, state, provider_refund_id, run_at, created_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
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
    ],
  );
  return id;
}

/** The wait after failed attempt number `attempts`. */
export const retryDelay = (attempts: number): number => Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** What job `job` gives back: the whole order, or the returned ticket's line. */
async function refundRequest(deps: AppDeps, job: JobRow): Promise<RefundRequest> {
  const order = await findOrder(deps.db, job.order_id);
  if (order === undefined) throw new Error(`refund ${job.public_id}: order ${job.order_id} is gone`);
  const whole = await checkoutOrder(deps.db, order);
  const amount = numberOf(job.amount);
  let lines: readonly PaidLine[] = whole.lines;
  if (job.ticket_id !== null) {
    const [line] = await deps.db.query<{ title: string }>(
      'SELECT l.title FROM ticket t JOIN order_line l ON l.id = t.order_line_id WHERE t.public_id = $1',
      [job.ticket_id],
    );
    lines = [{ kind: 'ticket', title: line?.title ?? 'Билет', count: 1, total: amount }];
  }
  return { order: whole, payment_id: order.provider_payment_id, amount, lines };
}

async function settle(deps: AppDeps, job: JobRow, change: { state: JobState; refundId?: string | null; error?: string; runAt?: Date }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.query(
    `UPDATE refund_job
        SET state = $2, provider_refund_id = CASE WHEN $3::boolean THEN $4 ELSE provider_refund_id END,
            last_error = $5, run_at = $6, finished_at = CASE WHEN $2 = 'done' THEN $7::timestamptz ELSE finished_at END
      WHERE public_id = $1`,
    [job.public_id, change.state, change.refundId !== undefined, change.refundId ?? null, change.error ?? null, change.runAt ?? now, now],
  );
}

/** Works one claimed job. */
async function work(deps: AppDeps, provider: PaymentProvider, job: JobRow): Promise<void> {
  const now = deps.clock.now();
  const later = new Date(now.getTime() + retryDelay(job.attempts));
  try {
    if (job.state === 'due') {
      const started = await provider.startRefund(await refundRequest(deps, job));
      if (started.state === 'done') await settle(deps, job, { state: 'done', refundId: started.refund_id });
      else await settle(deps, job, { state: 'requested', refundId: started.refund_id, runAt: new Date(now.getTime() + FIRST_RETRY_MS) });
      return;
    }
    const state = await provider.refundState(job.provider_refund_id ?? '');
    if (state === 'done') await settle(deps, job, { state: 'done' });
    else if (state === 'pending') await settle(deps, job, { state: 'requested', runAt: later });
    else throw new Error(`the provider cancelled refund ${job.provider_refund_id ?? '?'}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const cancelled = job.state === 'requested' && message.startsWith('the provider cancelled');
    if (job.attempts >= MAX_REFUND_ATTEMPTS) {
      deps.log(`payment: refund ${job.public_id} of order ${job.order_id} failed ${job.attempts} times, a person must look: ${message}`);
      await settle(deps, job, { state: 'failed', error: message });
      return;
    }
    deps.log(`payment: refund ${job.public_id} of order ${job.order_id}, attempt ${job.attempts}: ${message}`);
    await settle(deps, job, { state: cancelled ? 'due' : job.state, ...(cancelled ? { refundId: null } : {}), error: message, runAt: later });
  }
}

/** Claims and works the due refund jobs, at most `limit`; answers how many it worked. */
export async function runRefundJobs(deps: AppDeps, provider: PaymentProvider, limit = 50): Promise<number> {
  let worked = 0;
  while (worked < limit) {
    const now = deps.clock.now();
    const [job] = await deps.db.query<JobRow>(
      `UPDATE refund_job SET attempts = attempts + 1, run_at = $2
        WHERE public_id = (SELECT public_id FROM refund_job
                            WHERE state IN ('due', 'requested') AND run_at <= $1 AND provider = $3
                            ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING public_id, order_id, ticket_id, reason, amount, state, provider_refund_id, attempts`,
      [now, new Date(now.getTime() + LEASE_MS), provider.name],
    );
    if (job === undefined) break;
    await work(deps, provider, job);
    worked += 1;
  }
  return worked;
}
