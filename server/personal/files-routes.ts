/**
 * POST /api/files/upload (sdk/contract/files.ts): a participant document, a licence or a club
 * result's proof, as `{ name, type, data }` with the bytes in base64. Checked with the
 * site's rule (sdk/forms/upload-file.ts: pdf, jpeg, png; 4 MB) and by the bytes themselves —
 * a file whose content is not the type it claims is 'Неподдерживаемый формат'. Stored in the
 * database, never served back publicly; the answer's public_id goes into the form.
 *
 * Quota: 20 uploads an hour per signed-in user, or per client address for a guest
 * (server/limits). An upload nothing attaches within a day is deleted (server/personal/uploads.ts).
 */
import { randomUUID } from 'node:crypto';
import { filesCalls } from '../../sdk/contract/index.ts';
import { validateDocumentFile } from '../../sdk/forms/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { clientIp, ipSubject } from '../limits/client-ip.ts';
import { startPeriodicSweep } from '../limits/periodic-sweep.ts';
import { defineLimit, requireLimit } from '../limits/rate-limit.ts';
import { ORPHAN_SWEEP_MS, sweepOrphanUploads } from './uploads.ts';

const HOUR = 60 * 60_000;
/** Uploads an hour: per signed-in user, and per client address for guests. */
export const uploadLimits = {
  perUser: defineLimit('upload-user', 20, HOUR),
  perGuestAddress: defineLimit('upload-ip', 20, HOUR),
} as const;

const signatures: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  'application/pdf': (bytes) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-',
  'image/png': (bytes) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47,
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
};

/** Mounts the upload. */
export function filesRoutes(app: ApiApp, deps: AppDeps): void {
  startPeriodicSweep(deps, 'orphaned uploads', ORPHAN_SWEEP_MS, sweepOrphanUploads);

  route(app, filesCalls.upload, async ({ auth, body, c }) => {
    const data = body.data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 === 1) throw badRequest('forms.unsupportedFormat', { field: 'data' });
    const bytes = new Uint8Array(Buffer.from(data, 'base64'));
    const name = body.name.trim();
    if (bytes.length === 0 || name === '') throw badRequest('forms.chooseFile', { field: 'data' });
    const message = validateDocumentFile({ name, size: bytes.length, type: body.type });
    if (message !== null) throw badRequest(message, { field: 'data' });
    if (signatures[body.type]?.(bytes) !== true) throw badRequest('forms.unsupportedFormat', { field: 'data' });
    const now = deps.clock.now();
    if (auth === undefined) await requireLimit(deps.db, uploadLimits.perGuestAddress, ipSubject(clientIp(c)), now, 'limits.uploadsPerHour');
    else await requireLimit(deps.db, uploadLimits.perUser, auth.user.public_id, now, 'limits.uploadsPerHour');
    const id = randomUUID();
    await deps.db.query(
      'INSERT INTO uploaded_file (public_id, user_id, name, content_type, size, content, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [id, auth?.user.public_id ?? null, name, body.type, bytes.length, bytes, now],
    );
    return { public_id: id, name };
  });
}
