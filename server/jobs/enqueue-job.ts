import type { Queryable } from '../db/database.ts';
import type { JobKind } from './job-kind.ts';

export interface EnqueueOptions {
  /** Not before this long after `now` (default: due at once). */
  readonly delayMs?: number;
}

/**
 * Writes a job of `kind` with `payload`, due at `now` (+ `delayMs`). Call it with the
 * transaction of the change that causes the job: it is then written exactly when that change
 * commits, and a worker (in this or another server process) runs it after. Answers the job id.
 */
export async function enqueueJob<Payload>(
  tx: Queryable,
  kind: JobKind<Payload>,
  payload: Payload,
  now: Date,
  options: EnqueueOptions = {},
): Promise<number> {
  const runAt = new Date(now.getTime() + (options.delayMs ?? 0));
  const [row] = await tx.query<{ id: number | string }>(
    'INSERT INTO job (kind, payload, run_at, created_at) VALUES ($1, $2::jsonb, $3, $4) RETURNING id',
    [kind.name, JSON.stringify(payload), runAt, now],
  );
  if (row === undefined) throw new Error(`job ${kind.name} was not written`);
  return Number(row.id);
}
