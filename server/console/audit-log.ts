/**
 * The audit log of console writes (issue 25 §8; table audit_log, migration 014). A console
 * write calls {@link recordAudit} inside the transaction of the write itself, so a change is
 * never made without its record, nor recorded without being made.
 *
 *   await db.transaction(async (tx) => {
 *     const before = await readFormat(tx, id);
 *     const after = await updateFormat(tx, id, changes);
 *     await recordAudit(tx, auth, { action: 'format.update', entity: 'format', entityId: id, before, after }, now);
 *   });
 */
import type { Queryable } from '../db/database.ts';

export interface AuditChange {
  /** `<entity>.<verb>`: `event.create`, `format.update`, `order.refund`, `partner.rotateKey`… */
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  /** The record's fields before the write (undefined for a create). No secrets: a key's hash at most. */
  readonly before?: unknown;
  /** The record's fields after the write (undefined for a delete). */
  readonly after?: unknown;
}

/**
 * Who made a write: a signed-in member of staff (an Auth of server/accounts/sessions.ts), or a command run on the server
 * (`npm run catalogue:import`), named by a public_id of its own and no e-mail.
 */
export interface AuditActor {
  readonly user: { readonly public_id: string; readonly email: string | null };
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Records one console write by `auth`'s member of staff (or a server command). */
export async function recordAudit(tx: Queryable, auth: AuditActor, change: AuditChange, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, actor_id, actor_email, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [now, auth.user.public_id, auth.user.email, change.action, change.entity, change.entityId, json(change.before), json(change.after)],
  );
}
