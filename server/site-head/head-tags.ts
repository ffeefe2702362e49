/**
 * The HTML a page's head and body get from the server (server/site-head/site-page.ts): title,
 * description, canonical link, Open Graph and Twitter card, robots, structured data, preloads,
 * and the early answers' data block. Every value is escaped: text for HTML attributes and
 * content, JSON for `<script type="application/…json">` blocks (data, never run: the strict
 * CSP of the site holds).
 */
import { EARLY_ANSWERS_ID, type EarlyAnswer } from '../../sdk/queries/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { RouteChunks } from './route-chunks.ts';

/** What a page says about itself. */
export interface PageHead {
  /** The document's title, as the site shows it (`… — racekit`). */
  readonly title: string;
  /** The page's own name for a shared link (og:title); the site's title on the main page. */
  readonly name: string;
  readonly description: string;
  /** Its site path when it has a canonical address (`/event/ev-1`). */
  readonly canonical?: string | undefined;
  /** A picture for a shared link: a site path or an absolute URL. */
  readonly image?: string | undefined;
  readonly type: 'website' | 'article' | 'product';
  /** Kept out of search results (personal and transient pages, unknown ids). */
  readonly noindex?: boolean | undefined;
  /** schema.org objects, written as JSON-LD. */
  readonly structuredData?: readonly object[] | undefined;
}

/** A picture the first screen shows, fetched from the HTML; `media` for art direction. */
export interface ImagePreload {
  readonly href: string;
  readonly media?: string | undefined;
}

const attribute = (value: string) => escapeHtml(value);

/** JSON safe inside a script element: no `<`, `>` or `&` that could end or open markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the configured site (PUBLIC_URL) when there is one, else the path itself. */
export function siteUrl(origin: string | undefined, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl) || origin === undefined) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The head's tags (for the template's title). Addresses (canonical, og:url, og:image) are absolute on `origin` — the
 * configured PUBLIC_URL, never the request's Host; without one (development) the canonical
 * and og:url are left out and pictures stay site paths.
 */
export function renderHeadTags(head: PageHead, origin: string | undefined, images: readonly ImagePreload[]): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${attribute(head.description)}" />`];
  if (head.noindex === true) tags.push('<meta name="robots" content="noindex" />');
  const url = head.canonical === undefined || origin === undefined ? undefined : siteUrl(origin, head.canonical);
  if (url !== undefined) tags.push(`<link rel="canonical" href="${attribute(url)}" />`);
  const image = head.image === undefined ? undefined : siteUrl(origin, head.image);
  const og: [string, string | undefined][] = [
    ['og:site_name', 'racekit'],
    ['og:type', head.type],
    ['og:title', head.name],
    ['og:description', head.description],
    ['og:url', url],
    ['og:image', image],
    ['og:locale', 'ru_RU'],
  ];
  for (const [property, content] of og) if (content !== undefined) tags.push(`<meta property="${property}" content="${attribute(content)}" />`);
  const twitter: [string, string | undefined][] = [
    ['twitter:card', image === undefined ? 'summary' : 'summary_large_image'],
    ['twitter:title', head.name],
    ['twitter:description', head.description],
    ['twitter:image', image],
  ];
  for (const [name, content] of twitter) if (content !== undefined) tags.push(`<meta name="${name}" content="${attribute(content)}" />`);
  // The first screen's picture: requested before the app's own scripts.
  for (const preload of images) {
    const media = preload.media === undefined ? '' : ` media="${attribute(preload.media)}"`;
    tags.push(`<link rel="preload" as="image" href="${attribute(preload.href)}"${media} fetchpriority="high" />`);
  }
  for (const data of head.structuredData ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** The route's chunks, for the end of the head: after the app's first chunk, which runs first. */
export function renderChunkPreloads(chunks: RouteChunks): string {
  return [
    ...chunks.styles.map((style) => `<link rel="preload" as="style" crossorigin href="${attribute(style)}" />`),
    ...chunks.scripts.map((script) => `<link rel="modulepreload" crossorigin href="${attribute(script)}" />`),
  ].join('\n    ');
}

/** The early answers as a data block for the end of the body (nothing when there are none). */
export function renderEarlyAnswers(answers: readonly EarlyAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${scriptJson(answers)}</script>`;
}
