/**
 * The worker of the durable job queue, one per server process (started by server/main.ts).
 *
 * It takes one due job at a time: one short statement picks the oldest due row of
 * a kind it has a handler for with `FOR UPDATE SKIP LOCKED` (so two processes never take one
 * row) and, in the same statement, counts the attempt and pushes `run_at` a lease ahead, so the
 * row stays invisible to every other worker while this one runs it — without holding a lock or
 * a connection during the send (PGlite has only one). Then it runs the handler and settles the
 * row: done, or due again after the kind's backoff, or failed past its last attempt (logged).
 *
 * A process that dies mid-job (kill -9) leaves its one row taken; when the lease runs out any
 * worker takes it again. A handler is cut off at half the lease, so a live worker never loses
 * its row to another. Jobs settled before the crash are never run again; only the one job in
 * hand can run twice, and only if the transport confirmed it in the instant before the crash.
 */
import type { Log } from '../ops/logger.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { PermanentJobError } from './job-kind.ts';
import type { JobRegistry } from './job-registry.ts';

export interface JobWorkerOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: Log;
  readonly registry: JobRegistry;
  /** The pause between two looks at the queue when nothing was due, in ms. */
  readonly pollMs: number;
  /** How long a taken job stays reserved for its worker, in ms. */
  readonly leaseMs: number;
  /**
   * Why delivery is held now, if it is (server/ops/delivery-hold.ts): asked before each look at
   * the queue; while held only internal kinds are taken, the others stay queued untouched.
   */
  readonly deliveryHeld?: () => Promise<string | undefined>;
}

export interface JobWorker {
  /** Runs the due jobs now, one after another, until none is due; answers how many ran. */
  runDue(): Promise<number>;
  /** Starts looking at the queue every `pollMs`. */
  start(): void;
  /** Stops looking and waits for the job in hand. */
  stop(): Promise<void>;
  /**
   * Hands the job in hand (if a stop did not wait for it to end) back to the queue, due at
   * once, so another process takes it without waiting for its lease; answers how many.
   */
  release(): Promise<number>;
}

interface TakenRow {
  readonly id: number | string;
  readonly kind: string;
  readonly payload: unknown;
  readonly attempts: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A worker over `registry`'s kinds (not started: call start(), or runDue() in tests). */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, clock, log, registry, pollMs, leaseMs, deliveryHeld } = options;
  const kinds = registry.kinds();
  const internalKinds = registry.internalKinds();
  let heldFor: string | undefined;
  let inHand: TakenRow | undefined;
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  // one job at a time in this process, whoever asks (the loop or a test)
  let queue: Promise<unknown> = Promise.resolve();

  /** The kinds to take now: all, or only the internal ones while delivery is held (logged when that changes). */
  async function takeable(): Promise<string[]> {
    const reason = deliveryHeld === undefined ? undefined : await deliveryHeld();
    if (reason !== heldFor) {
      log(reason === undefined ? 'jobs: delivery resumed' : `jobs: delivery held (${reason}): mail, SMS and refunds stay queued`);
      heldFor = reason;
    }
    return reason === undefined ? kinds : internalKinds;
  }

  async function take(kindsNow: readonly string[]): Promise<TakenRow | undefined> {
    if (kindsNow.length === 0) return undefined;
    const now = clock.now();
    const [row] = await db.query<TakenRow>(
      `UPDATE job SET attempts = attempts + 1, taken_at = $1, run_at = $2
        WHERE id = (SELECT id FROM job
                     WHERE status = 'pending' AND run_at <= $1 AND kind = ANY($3::text[])
                     ORDER BY run_at, id LIMIT 1
                     FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts`,
      [now, new Date(now.getTime() + leaseMs), kindsNow],
    );
    return row;
  }

  /** Settles a row this worker holds; false when another worker took it meanwhile. */
  async function settle(row: TakenRow, sql: string, params: readonly unknown[]): Promise<boolean> {
    const moved = await db.query(`${sql} WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING 1`, [row.id, row.attempts, ...params]);
    if (moved.length === 0) log(`jobs: ${row.kind} job ${row.id} was taken again by another worker before this one finished it`);
    return moved.length > 0;
  }

  async function runOne(row: TakenRow): Promise<void> {
    const kind = registry.get(row.kind);
    if (kind === undefined) return; // only registered kinds are taken
    inHand = row;
    try {
      const result = await withTimeout(kind.run(row.payload, { id: Number(row.id), attempt: row.attempts }), leaseMs / 2);
      await settle(row, "UPDATE job SET status = 'done', result = $3, last_error = NULL, finished_at = $4", [result ?? null, clock.now()]);
    } catch (error) {
      const reason = errorText(error);
      const last = error instanceof PermanentJobError || row.attempts >= kind.maxAttempts;
      const now = clock.now();
      if (last) {
        if (await settle(row, "UPDATE job SET status = 'failed', last_error = $3, finished_at = $4", [reason, now])) {
          log(`jobs: ${row.kind} job ${row.id} failed after ${row.attempts} attempt(s), kept as failed: ${reason}`, {
            event: 'job.failed',
            kind: row.kind,
            job: Number(row.id),
            attempts: row.attempts,
            level: 'error',
          });
        }
        return;
      }
      const wait = kind.backoffMs(row.attempts);
      if (await settle(row, 'UPDATE job SET run_at = $3, last_error = $4', [new Date(now.getTime() + wait), reason])) {
        log(`jobs: ${row.kind} job ${row.id} attempt ${row.attempts} failed, next in ${Math.round(wait / 1000)} s: ${reason}`, {
          event: 'job.retry',
          kind: row.kind,
          job: Number(row.id),
          attempts: row.attempts,
          level: 'warn',
        });
      }
    } finally {
      inHand = undefined;
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    const kindsNow = await takeable();
    for (;;) {
      const row = await take(kindsNow);
      if (row === undefined) return ran;
      await runOne(row);
      ran += 1;
      // stop() waits for the job in hand only, not the whole backlog
      if (loop !== undefined && !running) return ran;
    }
  }

  function runDue(): Promise<number> {
    if (kinds.length === 0) return Promise.resolve(0);
    const next = queue.then(drain);
    queue = next.catch(() => undefined);
    return next;
  }

  async function poll(): Promise<void> {
    while (running) {
      try {
        await runDue();
      } catch (error) {
        log(`jobs: the queue could not be read: ${errorText(error)}`);
      }
      if (!running) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    runDue,
    start() {
      if (running || kinds.length === 0) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      await queue;
    },
    async release() {
      const row = inHand;
      if (row === undefined) return 0;
      // the attempt stays counted: a late settle of this worker then loses to the next taker
      const moved = await db.query("UPDATE job SET run_at = $3 WHERE id = $1 AND attempts = $2 AND status = 'pending' RETURNING 1", [
        row.id,
        row.attempts,
        clock.now(),
      ]);
      return moved.length;
    },
  };
}
