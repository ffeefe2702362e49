/**
 * The one rate limiter of the server: at most `max` takes per sliding window of `windowMs` for
 * one subject (an address, a phone, a user), kept in the database so every server process on
 * one PostgreSQL shares it.
 *
 * A take is a single INSERT … ON CONFLICT DO UPDATE on the subject's `rate_limit` row
 * (migration 006): the row lock orders parallel takes, each sees the one before it, so 20
 * parallel takes of a limit of 1 give exactly one. The row keeps the times of the takes still
 * inside the window; a refused take adds none.
 *
 * Inside a transaction (`tx`) the take is undone when the transaction rolls back, and its row
 * stays locked until commit; on `db` it counts at once. Take limits before other row locks of
 * the same transaction, so two requests never wait on each other in opposite orders.
 *
 *   const answer = await takeLimit(db, smsPerAddress, ipSubject(clientIp(c)), now);
 *   if (!answer.taken) throw limitRefusal(answer, textMessage('limits.smsPerAddress', …));
 *   // or, in one step: await requireLimit(db, smsPerAddress, subject, now, 'limits.smsPerAddress');
 *
 * `giveBackLimit` takes one take back (a request that counted "attempts" and then succeeded);
 * `sweepRateLimits` deletes rows that hold nothing counting any more.
 */
import type { FormMessage } from '../../sdk/forms/index.ts';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import type { Queryable } from '../db/database.ts';
import type { HttpError } from '../http/http-error.ts';
import { limitExceeded } from './limit-exceeded.ts';

/** A limit: at most `max` takes per subject in any `windowMs`. */
export interface RateLimit {
  /** Names the limit in its rows' keys (`sms-ip`): unique per limit. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/** The answer of a take: taken (and how many remain), or refused (and when to come back). */
export type LimitAnswer =
  | { readonly taken: true; readonly remaining: number }
  | { readonly taken: false; readonly retryAfterSeconds: number };

/** Declares a limit; a name that is not kebab-case, a max below 1 or a window below 1 ms is a programming error. */
export function defineLimit(name: string, max: number, windowMs: number): RateLimit {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) throw new Error(`limit name must be kebab-case: "${name}"`);
  if (!Number.isInteger(max) || max < 1) throw new Error(`limit ${name}: max must be a whole number of at least 1`);
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new Error(`limit ${name}: the window must be a whole number of milliseconds`);
  return { name, max, windowMs };
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

// $1 key, $2 now, $3 window (ms), $4 max. In the DO UPDATE branch every expression reads the
// row as it was (r.*), so `taken` and `hits` agree on the takes that still count.
const TAKE_SQL = /* sql */ `
INSERT INTO rate_limit AS r (key, hits, taken, expires_at)
VALUES ($1, ARRAY[$2::timestamptz], true, $2::timestamptz + $3::integer * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  taken = (SELECT count(*) FROM unnest(r.hits) AS h WHERE h > $2::timestamptz - $3::integer * interval '1 millisecond') < $4::integer,
  hits = ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > $2::timestamptz - $3::integer * interval '1 millisecond' ORDER BY h)
    || CASE
         WHEN (SELECT count(*) FROM unnest(r.hits) AS h WHERE h > $2::timestamptz - $3::integer * interval '1 millisecond') < $4::integer
         THEN ARRAY[$2::timestamptz]
         ELSE ARRAY[]::timestamptz[]
       END,
  expires_at = GREATEST(r.expires_at, $2::timestamptz + $3::integer * interval '1 millisecond')
RETURNING taken, cardinality(hits) AS used, hits[1] AS oldest`;

/** Takes one of `limit` for `subject` at `now`, atomically. */
export async function takeLimit(db: Queryable, limit: RateLimit, subject: string, now: Date): Promise<LimitAnswer> {
  const rows = await db.query<{ taken: boolean; used: number; oldest: Date | null }>(TAKE_SQL, [
    keyOf(limit, subject),
    now,
    limit.windowMs,
    limit.max,
  ]);
  const row = rows[0];
  if (row === undefined) throw new Error(`rate limit ${limit.name}: the take answered no row`);
  if (row.taken) return { taken: true, remaining: Math.max(0, limit.max - Number(row.used)) };
  // Refused: the oldest take that still counts leaves the window first.
  const oldest = row.oldest === null ? now.getTime() : new Date(row.oldest).getTime();
  const waitMs = oldest + limit.windowMs - now.getTime();
  return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Gives back the take made at `now` (when there is one): the attempt turned out not to count. */
export async function giveBackLimit(db: Queryable, limit: RateLimit, subject: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE rate_limit
        SET hits = hits[1:array_position(hits, $2::timestamptz) - 1] || hits[array_position(hits, $2::timestamptz) + 1:]
      WHERE key = $1 AND $2::timestamptz = ANY (hits)`,
    [keyOf(limit, subject), now],
  );
}

/** Deletes the rows whose takes have all left their windows; answers how many. */
export async function sweepRateLimits(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM rate_limit WHERE expires_at <= $1 RETURNING 1', [now]);
  return rows.length;
}

/** The 429 of a refused take: `message` with `{{minutes}}` and `{{seconds}}` filled from its wait. */
export function limitRefusal(answer: Extract<LimitAnswer, { taken: false }>, message: TranslationKey | FormMessage): HttpError {
  return limitExceeded(message, answer.retryAfterSeconds);
}

/** Takes one of `limit` for `subject`, or throws its 429 with `message`. */
export async function requireLimit(
  db: Queryable,
  limit: RateLimit,
  subject: string,
  now: Date,
  message: TranslationKey | FormMessage,
): Promise<void> {
  const answer = await takeLimit(db, limit, subject, now);
  if (!answer.taken) throw limitRefusal(answer, message);
}
