/**
 * The site route a path opens, read from the site's own route lists (site/routes/*) with the
 * router's matcher (wouter's matchRoute), and for /me/… the personal area's section.
 */
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { matchMeSection } from '../../../site/pages/me/me-sections.ts';
import { accountRoutes } from '../../../site/routes/account-routes.tsx';
import { purchaseRoutes } from '../../../site/routes/purchase-routes.tsx';

/** `'/verify/email/:code'`, or `'/me/*? ticket'` for a personal-area section; undefined when none matches. */
export function siteRouteOf(path: string): string | undefined {
  for (const route of [...purchaseRoutes, ...accountRoutes]) {
    const [matched] = matchRoute(parse, route.path, path);
    if (!matched) continue;
    if (route.path !== '/me/*?') return route.path;
    const section = matchMeSection(path);
    return section === null ? undefined : `${route.path} ${section.section.key}`;
  }
  return undefined;
}
