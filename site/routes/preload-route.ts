import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import type { SiteRoute } from './site-route.ts';

/**
 * Fetches the code of the page `path` opens on, before the site first renders: the first
 * render then draws the whole page in one pass (no loading state, no second paint), and the
 * page's chunk, which the server already names in the HTML (`modulepreload`), is not waited for
 * twice. Routes are matched as wouter's `<Switch>` matches them (the first that fits, with the
 * same pattern parser); a guarded page (signed in or out only) has no `preload` and loads as
 * before. A failure is left to the page itself, which shows it.
 */
export async function preloadRoute(routes: readonly SiteRoute[], path: string): Promise<void> {
  const route = routes.find((each) => matchRoute(parse, each.path, path)[0]);
  if (route === undefined || !('preload' in route.page)) return;
  await route.page.preload().catch(() => undefined);
}
