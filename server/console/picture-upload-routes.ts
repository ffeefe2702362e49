/**
 * The console's pictures (sdk/contract/console/pictures.ts): upload one (checked by
 * picture-upload.ts, stored in `picture` beside the seeded SVGs and served by
 * server/catalogue/documents-routes.ts at /api/files/picture/{name}), and list them to pick one.
 * Uploaded names are random (`up-<hex>.<ext>`), so a name never changes its bytes and the
 * public answer may be cached for a year.
 */
import { randomBytes } from 'node:crypto';
import { consolePictureCalls, type ConsolePicture } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { isoOf, numberOf } from '../catalogue/sql-values.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { recordAudit } from './audit-log.ts';
import { containsPattern, pagedRows } from './page-query.ts';
import { checkedPicture, pictureExtension, pictureUrlOf } from './picture-upload.ts';

interface PictureRow {
  readonly name: string;
  readonly content_type: string;
  readonly size: unknown;
  readonly original_name: string | null;
  readonly created_at: unknown;
}

const PICTURE_COLUMNS = 'name, content_type, COALESCE(octet_length(content), char_length(body)) AS size, original_name, created_at';

const toConsolePicture = (row: PictureRow): ConsolePicture => ({
  name: row.name,
  url: pictureUrlOf(row.name),
  content_type: row.content_type,
  size: numberOf(row.size),
  original_name: row.original_name,
  created_at: isoOf(row.created_at),
});

export function consolePictureRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consolePictureCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.uploaded !== undefined) where.push(query.uploaded === 'true' ? 'content IS NOT NULL' : 'content IS NULL');
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(name ILIKE $${params.length} OR original_name ILIKE $${params.length})`);
    }
    const page = await pagedRows<PictureRow>(
      deps.db,
      {
        from: 'picture',
        where,
        params,
        columns: PICTURE_COLUMNS,
        sortable: { created_at: 'created_at', name: 'name' },
        defaultSort: 'created_at',
        defaultDir: 'desc',
        tieBreak: 'name',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsolePicture) };
  });

  route(app, consolePictureCalls.upload, ({ body, auth }) => {
    const actor = requireAuth(auth);
    const bytes = checkedPicture(body.data, body.type);
    const name = `up-${randomBytes(8).toString('hex')}.${pictureExtension[body.type]}`;
    const originalName = body.name.trim() === '' ? null : body.name.trim();
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx.query<PictureRow>(
        `INSERT INTO picture (name, content_type, content, original_name, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${PICTURE_COLUMNS}`,
        [name, body.type, bytes, originalName, now],
      );
      if (row === undefined) throw new Error('the picture was not stored');
      const picture = toConsolePicture(row);
      await recordAudit(tx, actor, { action: 'picture.upload', entity: 'picture', entityId: name, after: picture }, now);
      return picture;
    });
  });
}
