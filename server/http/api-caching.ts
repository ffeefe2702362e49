/**
 * API answers on the wire (issue 18), one middleware on /api/*:
 *
 * - Compressed: a text answer (JSON, an SVG picture) over 1 KB travels in brotli when the
 *   request accepts it, else gzip, with `Vary: Accept-Encoding` (compressed-file.ts decides).
 * - Catalogue answers — the public GET calls listed below, the same for every visitor — carry a
 *   weak `ETag` (a hash of the body) and `Cache-Control: public, max-age=30`, so a CDN or the
 *   browser may reuse them for half a minute and then revalidate; a request whose
 *   `If-None-Match` names the current ETag gets `304` without a body. A call that may answer
 *   differently with a token (the event list: a volunteer sees more) also says
 *   `Vary: Authorization`, and asked with one it is `private, no-cache`: never kept by a
 *   shared cache. What visitors themselves change (a club's members, the results uploaded into
 *   it) is `public, no-cache`: always revalidated (a 304 when unchanged), so an uploaded result
 *   shows at once on the club's page.
 * - Anything else (personal answers, live counts: availability, promo codes, seats) says
 *   `Cache-Control: no-store` unless its route chose its own (documents, pictures).
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { type AnyCallSpec, allCalls } from '../../sdk/contract/index.ts';
import type { ApiEnv } from './api-env.ts';
import { encodedAnswer, isCompressible } from './compressed-file.ts';

/** How long a shared cache or the browser may reuse a catalogue answer without asking. */
export const CATALOGUE_MAX_AGE_SECONDS = 30;

const { events, formats, insurance, clubs, results, shop, delivery, location, news } = allCalls;

/** The catalogue: public reads whose answer changes only when the organiser edits it. */
const catalogueCalls: readonly AnyCallSpec[] = [
  events.list,
  events.byId,
  events.types,
  events.projects,
  events.cities,
  formats.byEventCity,
  formats.byId,
  insurance.products,
  insurance.product,
  insurance.byFormat,
  insurance.cityFormats,
  clubs.list,
  clubs.one,
  clubs.competitionTypes,
  clubs.competitions,
  results.cities,
  results.formats,
  results.table,
  shop.shirts,
  shop.related,
  shop.product,
  shop.items,
  shop.heroes,
  shop.previewHeroes,
  shop.banners,
  delivery.methods,
  location.regions,
  location.cities,
  news.list,
  news.one,
  news.preview,
];

/** Catalogue reads that visitors change (joining a club, uploading a result): revalidated on every use. */
const changedByVisitors: ReadonlySet<AnyCallSpec> = new Set<AnyCallSpec>([clubs.list, clubs.one, clubs.competitions]);

const patterns = catalogueCalls.map((spec) => ({
  spec,
  path: new RegExp(`^${spec.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The catalogue call a GET path belongs to, if any. */
export function catalogueCallOf(path: string): AnyCallSpec | undefined {
  return patterns.find((pattern) => pattern.path.test(path))?.spec;
}

/** A weak validator of a body: `W/"<sha1, base64url>"` (weak: the same data in any encoding). */
export function bodyTag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, `*` matches anything). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((each) => each.trim() === '*' || opaque(each) === opaque(tag));
}

/**
 * Replaces the answer. Hono copies the previous answer's headers onto a new one; emptying it
 * first keeps the ones this middleware removed (a 304 has no length or type) removed.
 */
function replaceAnswer(c: Context<ApiEnv>, response: Response): void {
  c.res = undefined;
  c.res = response;
}

function addVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  const names = (current ?? '').split(',').map((each) => each.trim().toLowerCase()).filter((each) => each !== '');
  if (!names.includes(name.toLowerCase())) headers.set('vary', [...names, name.toLowerCase()].join(', '));
}

/** The middleware (mounted on /api/* before the routes). */
export function apiCaching(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.body === null || response.headers.has('content-encoding')) return;
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    const catalogue = reading && response.status === 200 ? catalogueCallOf(c.req.path) : undefined;
    const headers = new Headers(response.headers);
    const body = new Uint8Array(await response.arrayBuffer());

    if (catalogue !== undefined) {
      const tag = bodyTag(body);
      const personal = catalogue.auth !== 'none' && c.req.header('authorization') !== undefined;
      headers.set('etag', tag);
      headers.set(
        'cache-control',
        personal ? 'private, no-cache' : changedByVisitors.has(catalogue) ? 'public, no-cache' : `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`,
      );
      if (catalogue.auth !== 'none') addVary(headers, 'Authorization');
      if (matchesTag(c.req.header('if-none-match'), tag)) {
        headers.delete('content-type');
        headers.delete('content-length');
        if (isCompressible(response.headers.get('content-type') ?? '', body.byteLength)) addVary(headers, 'Accept-Encoding');
        replaceAnswer(c, new Response(null, { status: 304, headers }));
        return;
      }
    } else if (!headers.has('cache-control')) {
      headers.set('cache-control', 'no-store');
    }

    replaceAnswer(c, await encodedAnswer(c.req.raw, body, response.status, headers));
  };
}
