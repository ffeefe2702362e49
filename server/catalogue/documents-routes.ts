/**
 * Static files of the catalogue: the documents (GET /api/files/document/{slug}: pers, offers,
 * advertising and insurance (the rules the insurance products link to) of the contract, and
 * any other seeded one) as PDF downloads named by content-disposition, and the seeded
 * pictures (GET /api/files/picture/{name}.svg) and the organiser's uploaded ones (jpeg, png, webp:
 * server/console/picture-upload-routes.ts) with a year-long cache.
 */
import { documentsCalls } from '../../sdk/contract/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { notFound } from './sql-values.ts';

/** `attachment` with an ASCII name and the UTF-8 one (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function documentResponse(deps: AppDeps, slug: string): Promise<Response> {
  const [row] = await deps.db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'SELECT filename, content_type, content FROM document WHERE slug = $1',
    [slug],
  );
  if (row === undefined) throw notFound('server.catalogue.documentNotFound');
  // a fresh ArrayBuffer-backed copy: the driver's bytes may be a view into a larger buffer
  const body = new Uint8Array(row.content.byteLength);
  body.set(row.content);
  return new Response(body, {
    headers: {
      'content-type': row.content_type,
      'content-disposition': attachment(row.filename),
      'content-length': String(body.byteLength),
      'cache-control': 'public, max-age=3600',
    },
  });
}

/** One year: a picture never changes under the same name (uploads are named at random). */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/** Mounts the documents and the pictures. */
export function documentsRoutes(app: ApiApp): void {
  route(app, documentsCalls.pers, ({ deps }) => documentResponse(deps, 'pers'));
  route(app, documentsCalls.offers, ({ deps }) => documentResponse(deps, 'offers'));
  route(app, documentsCalls.advertising, ({ deps }) => documentResponse(deps, 'advertising'));
  route(app, documentsCalls.insurance, ({ deps }) => documentResponse(deps, 'insurance'));
  app.get('/api/files/document/:slug', (c) => documentResponse(c.get('deps'), c.req.param('slug')));

  app.get('/api/files/picture/:file', async (c) => {
    const [row] = await c
      .get('deps')
      .db.query<{ content_type: string; body: string | null; content: Uint8Array | null }>(
        'SELECT content_type, body, content FROM picture WHERE name = $1',
        [c.req.param('file')],
      );
    if (row === undefined) throw notFound('server.catalogue.pictureNotFound');
    const headers = {
      'cache-control': PICTURE_CACHE,
      // an SVG opened on its own runs no script and loads nothing
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    };
    if (row.content !== null) {
      // an organiser's upload (server/console/picture-upload.ts): raster bytes, checked on the way in
      const body = new Uint8Array(row.content.byteLength);
      body.set(row.content);
      return new Response(body, { headers: { ...headers, 'content-type': row.content_type, 'content-length': String(body.byteLength) } });
    }
    return new Response(row.body, { headers: { ...headers, 'content-type': `${row.content_type}; charset=utf-8` } });
  });
}
