/**
 * The site's documents for search engines, from the server (never the single-page fallback):
 *
 * - `GET /robots.txt` (text/plain): every page open to crawlers but the private paths
 *   (private-paths.ts: the personal area, the basket, sign-in and account links, search
 *   results) and the payment provider's pages, plus the sitemap's address.
 * - `GET /sitemap.xml` (application/xml, sitemaps.org 0.9): the main sections, every public
 *   event (not hidden, not for volunteers only) with its listed formats, every shown news item and
 *   every product on sale, each with its last change (`updated_at`, migration 009).
 *
 * A sitemap lists absolute addresses, built from PUBLIC_URL (never from the request's Host):
 * without PUBLIC_URL (development) there is no sitemap (404) and robots.txt does not name one.
 */
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { encodedAnswer } from '../http/compressed-file.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { PRIVATE_PATHS } from './private-paths.ts';

/** Server pages that are no site pages: the payment provider's and the OAuth stand-in's. */
const SERVER_PAGES = ['/pay/', '/oauth/'];

/** Sections of the site worth listing besides the catalogue's pages. */
const SECTIONS = ['/', '/calendar', '/news', '/shop', '/merch', '/clubs', '/results', '/about', '/partners', '/corp', '/smi', '/logistics', '/feedback'];

const DAY_SECONDS = 86_400;

/** robots.txt for the site on `origin` (PUBLIC_URL), when configured. */
export function robotsTxt(origin: string | undefined): string {
  const lines = ['User-agent: *', ...[...PRIVATE_PATHS, ...SERVER_PAGES].map((path) => `Disallow: ${path}`), 'Allow: /'];
  if (origin !== undefined) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

interface Page {
  readonly path: string;
  readonly changed?: Date | undefined;
}

async function catalogue(deps: AppDeps): Promise<Page[]> {
  const { db } = deps;
  const [events, formats, news, products] = await Promise.all([
    db.query<{ public_id: string; changed: Date }>(
      `SELECT e.public_id, greatest(e.updated_at, max(ec.updated_at), max(f.updated_at)) AS changed
         FROM event e
         LEFT JOIN event_city ec ON ec.event_id = e.public_id
         LEFT JOIN event_format f ON f.event_city_id = ec.public_id AND NOT f.hidden
        WHERE NOT e.hidden AND e.published AND NOT e.volunteer_only
        GROUP BY e.public_id, e.sort, e.updated_at
        ORDER BY e.sort, e.public_id`,
    ),
    db.query<{ event_id: string; public_id: string; changed: Date }>(
      `SELECT e.public_id AS event_id, f.public_id, greatest(e.updated_at, ec.updated_at, f.updated_at) AS changed
         FROM event_format f
         JOIN event_city ec ON ec.public_id = f.event_city_id
         JOIN event e ON e.public_id = ec.event_id
        WHERE NOT f.hidden AND NOT e.hidden AND e.published AND NOT e.volunteer_only
        ORDER BY e.sort, e.public_id, ec.start_time, f.sort, f.public_id`,
    ),
    db.query<{ public_id: string; changed: Date }>('SELECT public_id, greatest(date, updated_at) AS changed FROM news WHERE NOT hidden ORDER BY date DESC, public_id'),
    db.query<{ public_id: string; changed: Date }>('SELECT public_id, updated_at AS changed FROM product WHERE NOT hidden ORDER BY sort, public_id'),
  ]);
  const id = encodeURIComponent;
  return [
    ...events.map((row) => ({ path: `/event/${id(row.public_id)}`, changed: row.changed })),
    ...formats.map((row) => ({ path: `/event/${id(row.event_id)}/${id(row.public_id)}`, changed: row.changed })),
    ...news.map((row) => ({ path: `/news/${id(row.public_id)}`, changed: row.changed })),
    ...products.map((row) => ({ path: `/shop/product/${id(row.public_id)}`, changed: row.changed })),
  ];
}

/** sitemap.xml of the site on `origin`. */
export async function sitemapXml(deps: AppDeps, origin: string): Promise<string> {
  const pages: Page[] = [...SECTIONS.map((path) => ({ path })), ...(await catalogue(deps))];
  const entries = pages.map(({ path, changed }) => {
    const lastmod = changed === undefined ? '' : `<lastmod>${new Date(changed).toISOString()}</lastmod>`;
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** Mounts GET /robots.txt and GET /sitemap.xml (before the site's fallback). */
export function siteDocumentsRoutes(app: ApiApp, deps: AppDeps): void {
  app.get('/robots.txt', () =>
    new Response(robotsTxt(deps.publicUrl), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${DAY_SECONDS}` },
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    if (deps.publicUrl === undefined) {
      return new Response('No sitemap: PUBLIC_URL, the site\'s address, is not set.\n', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const headers = new Headers({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    return encodedAnswer(c.req.raw, await sitemapXml(deps, deps.publicUrl), 200, headers);
  });
}
