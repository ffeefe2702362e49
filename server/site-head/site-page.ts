/**
 * A page of the organiser's site as the server sends it (issue 18): the built index.html with
 * the page's head filled from the database (site-pages.ts) — title, description, canonical
 * address, Open Graph and Twitter card, structured data — the first screen's pictures and the
 * route's chunks preloaded, and the first screen's API answers in a JSON data block, so the
 * page renders complete on its first pass without a second round trip. No server rendering:
 * the client router still draws every route.
 *
 * A described page is reused for as long as a shared cache may keep a catalogue answer
 * (api-caching.ts, 30 s), so a popular page costs its database reads twice a minute at most;
 * a change of the catalogue reaches shared links and first screens within that time.
 */
import type { AppDeps } from '../app-deps.ts';
import { CATALOGUE_MAX_AGE_SECONDS } from '../http/api-caching.ts';
import type { ApiApp } from '../http/api-env.ts';
import { encodedAnswer } from '../http/compressed-file.ts';
import type { EarlyAnswer } from '../../sdk/queries/index.ts';
import { renderChunkPreloads, renderEarlyAnswers, renderHeadTags } from './head-tags.ts';
import { pageAnswers } from './page-answers.ts';
import { routeChunks } from './route-chunks.ts';
import { describeSitePage, PAGE_TEXTS_SOURCE, plainSitePage, type SitePage } from './site-pages.ts';
import { fillTemplate, readSiteTemplate } from './site-template.ts';

const REUSE_MS = CATALOGUE_MAX_AGE_SECONDS * 1000;
/** Pages kept at once (the catalogue's pages are a few hundred). */
const KEPT = 1000;

interface Described {
  readonly page: SitePage;
  readonly early: readonly EarlyAnswer[];
  readonly until: number;
}

/** Answers the site's pages (GET and HEAD of any site path); undefined when the site is not built. */
export type SitePageHandler = (request: Request) => Promise<Response | undefined>;

/** The handler of the site's pages of one app (each app keeps its own described pages). */
export function sitePageHandler(app: ApiApp, deps: AppDeps): SitePageHandler {
  const described = new Map<string, Described>();

  async function describe(path: string): Promise<Described> {
    const now = deps.clock.now().getTime();
    const kept = described.get(path);
    if (kept !== undefined && kept.until > now) return kept;
    const answers = pageAnswers(app);
    let fresh: Described;
    try {
      fresh = { page: await describeSitePage(path, answers, deps.publicUrl), early: answers.early, until: now + REUSE_MS };
    } catch (error) {
      // The page still works with the site's head: the client asks the API itself.
      deps.log(`error: site page ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { page: plainSitePage(path), early: [], until: now };
    }
    described.delete(path);
    if (described.size >= KEPT) {
      const oldest = described.keys().next();
      if (oldest.done !== true) described.delete(oldest.value);
    }
    described.set(path, fresh);
    return fresh;
  }

  return async (request) => {
    const template = await readSiteTemplate(deps.dirs.site);
    if (template === undefined) return undefined;
    const { page, early } = await describe(new URL(request.url).pathname);
    const chunks = page.source === undefined ? { scripts: [], styles: [] } : await routeChunks(deps.dirs.site, [page.source, PAGE_TEXTS_SOURCE, ...(page.widgetTexts ?? [])]);
    const html = fillTemplate(template, {
      head: renderHeadTags(page.head, deps.publicUrl, page.images),
      headEnd: renderChunkPreloads(chunks),
      body: renderEarlyAnswers(early),
    });
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return encodedAnswer(request, html, page.status, headers);
  };
}
