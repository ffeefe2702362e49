/**
 * Secrets at rest in the outbox (issue 28 §2; docs/server.md "Secrets at rest"). A message keeps
 * its text, link, code and images only while it waits for delivery: the statement that marks it
 * sent also empties them, so a delivered row holds what support needs — channel, recipient,
 * subject (the kind of mail), language, created and sent times. A message that never gets
 * delivered is emptied by the sweep once every link or code it could carry has expired
 * ({@link OUTBOX_SECRET_LIFE_MS}).
 *
 * Outside production the development outbox (GET /api/dev/outbox) still shows delivered
 * messages' text, link and code, from a copy kept in this process's memory only
 * ({@link keepDevCopy}): nothing readable is left in the database or its backups.
 */
import type { ServerMode } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { codePolicies } from '../accounts/one-time-codes.ts';

/** What delivery empties. */
const REDACT_SQL = "body = '', html = NULL, link = NULL, code = NULL, images = NULL";

/** The longest life of a code a message can carry (a confirmation link: 3 days). */
export const OUTBOX_SECRET_LIFE_MS = Math.max(...Object.values(codePolicies).map((policy) => policy.ttlMs));

/** Marks message `id` sent at `now` and empties its secret-bearing parts, in one statement. */
export async function markSentRedacted(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(`UPDATE outbox_message SET sent_at = $2, ${REDACT_SQL} WHERE id = $1`, [id, now]);
}

/** Empties the messages older than {@link OUTBOX_SECRET_LIFE_MS} still holding text (never delivered); answers how many. */
export async function sweepOutboxSecrets(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE outbox_message SET ${REDACT_SQL} WHERE created_at <= $1 AND (body <> '' OR link IS NOT NULL OR code IS NOT NULL OR html IS NOT NULL)
     RETURNING 1`,
    [new Date(now.getTime() - OUTBOX_SECRET_LIFE_MS)],
  );
  return rows.length;
}

/** The readable parts of a delivered message, kept for the development outbox. */
export interface DevCopy {
  readonly text: string;
  readonly link: string | null;
  readonly code: string | null;
}

/** Copies kept per database (a test's job worker and its server share one), newest last. */
const devCopies = new WeakMap<object, Map<number, DevCopy>>();
/** Enough for the development outbox's 100 newest messages. */
const DEV_COPIES_KEPT = 500;

/** Outside production: keeps `copy` of message `id` of `db` in memory before delivery empties the row. */
export function keepDevCopy(mode: ServerMode, db: object, id: number, copy: DevCopy): void {
  if (mode === 'production') return;
  const copies = devCopies.get(db) ?? new Map<number, DevCopy>();
  devCopies.set(db, copies);
  copies.set(id, copy);
  for (const oldest of copies.keys()) {
    if (copies.size <= DEV_COPIES_KEPT) break;
    copies.delete(oldest);
  }
}

/** The in-memory copy of delivered message `id` of `db`, if this process delivered it. */
export const devCopyOf = (db: object, id: number): DevCopy | undefined => devCopies.get(db)?.get(id);
