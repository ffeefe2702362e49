/**
 * A kind of durable job: its name in the `job` table, the shape of its payload (checked when a
 * worker takes the row, so a bad row fails clearly instead of crashing the worker) and its retry
 * policy. The module that owns a kind defines it once and both enqueues with it
 * (server/jobs/enqueue-job.ts) and registers its handler (server/job-list.ts).
 */
import type { Struct } from 'superstruct';

export interface JobKind<Payload> {
  /** Stored in `job.kind`; unique across the server ('mail', 'sms', 'refund'…). */
  readonly name: string;
  readonly payload: Struct<Payload>;
  /** Tries in all, the first included; after the last failure the row is kept as failed. */
  readonly maxAttempts: number;
  /**
   * True for a kind that reaches nobody outside (no mail, SMS, provider call): it runs while
   * delivery is held (DELIVERY=off, a restored database: server/ops/delivery-hold.ts).
   */
  readonly internal: boolean;
  /** The wait after failed attempt `attempt` (1, 2…) before the next one, in ms. */
  backoffMs(attempt: number): number;
}

export interface JobKindOptions {
  /** Default 8. */
  readonly maxAttempts?: number;
  /** The wait after the first failure, doubled after each next one (default 30 s). */
  readonly firstBackoffMs?: number;
  /** The longest wait between two tries (default 1 hour). */
  readonly maxBackoffMs?: number;
  /** Default false: a kind is held with delivery unless it says it reaches nobody outside. */
  readonly internal?: boolean;
}

/** Defines a kind: exponential backoff from `firstBackoffMs`, capped at `maxBackoffMs`. */
export function defineJobKind<Payload>(name: string, payload: Struct<Payload>, options: JobKindOptions = {}): JobKind<Payload> {
  const first = options.firstBackoffMs ?? 30_000;
  const cap = options.maxBackoffMs ?? 3_600_000;
  return {
    name,
    payload,
    maxAttempts: options.maxAttempts ?? 8,
    internal: options.internal ?? false,
    backoffMs: (attempt) => Math.min(cap, first * 2 ** Math.max(0, attempt - 1)),
  };
}

/** Thrown by a handler for a failure that no retry can mend (a malformed address…): the job fails at once. */
export class PermanentJobError extends Error {}
