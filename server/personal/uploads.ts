/**
 * What becomes of an upload (POST /api/files/upload): a ticket, an order or a competition
 * result attaches it by its id (`license_file`, `cluster.document`, a result's `file`); an
 * upload nothing attached within a day is an orphan and is deleted by a periodic sweep.
 *
 * Attaching is an UPDATE of the file's row and the sweep a DELETE of rows still unattached, so
 * the two cannot cross: whichever comes second waits for the first's row lock and sees its
 * outcome (an attached file is not deleted; a deleted file cannot be attached, and the request
 * is asked to upload it again).
 */
import { is, nullable, optional, string, type } from 'superstruct';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';

/** How long an upload may wait to be attached. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60_000;
/** How often the sweep runs. */
export const ORPHAN_SWEEP_MS = 60 * 60_000;

// What participant data (a registration, an order line's details) says about uploads.
const ParticipantUploads = type({
  license_file: optional(nullable(string())),
  cluster: optional(nullable(type({ document: optional(nullable(string())) }))),
});

/** The upload ids participant data names: its licence file and its cluster's document. */
export function uploadIdsOf(data: unknown): string[] {
  if (!is(data, ParticipantUploads)) return [];
  return [data.license_file, data.cluster?.document].filter((id): id is string => typeof id === 'string' && id.trim() !== '');
}

/**
 * Marks the uploads `ids` attached, for `userId` (issue 28 §5): only the uploader's own files,
 * or an upload made before any sign-in (no owner yet, never attached: a guest's licence before
 * the payment made its account), which becomes `userId`'s. An upload of someone else answers
 * 404 as if it did not exist; one that does not exist (never uploaded, or swept as an orphan)
 * answers 400 'Загрузите файл' naming `field`. Either way the caller's transaction rolls back.
 */
export async function attachUploads(tx: Queryable, ids: readonly string[], userId: string, now: Date, field: string): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx.query<{ public_id: string }>(
    `UPDATE uploaded_file SET attached_at = COALESCE(attached_at, $2), user_id = COALESCE(user_id, $3)
      WHERE public_id = ANY ($1::text[]) AND (user_id = $3 OR (user_id IS NULL AND attached_at IS NULL))
      RETURNING public_id`,
    [wanted, now, userId],
  );
  if (found.length === wanted.length) return;
  const existing = await tx.query('SELECT 1 FROM uploaded_file WHERE public_id = ANY ($1::text[])', [wanted]);
  if (existing.length > found.length) throw new HttpError(404, 'server.files.notFound', { field });
  throw badRequest('forms.uploadFile', { field });
}

/** Deletes the uploads nothing attached within {@link ORPHAN_UPLOAD_MS}; answers how many. */
export async function sweepOrphanUploads(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM uploaded_file WHERE attached_at IS NULL AND created_at <= $1 RETURNING 1', [
    new Date(now.getTime() - ORPHAN_UPLOAD_MS),
  ]);
  return rows.length;
}
