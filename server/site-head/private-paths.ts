/**
 * The site's paths search engines are kept away from: the personal area and everything about
 * one visitor's session or basket (account.md §2, purchase.md §2), plus the site's own search
 * results. Written as robots.txt rules — a prefix, or an exact path ending in `$` — so that
 * robots.txt (site-documents.ts) and the pages' `noindex` (site-pages.ts) read one list.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/me$',
  '/me/',
  '/basket',
  '/auth',
  '/login',
  '/registration',
  '/verify/',
  '/newpass',
  '/token/',
  '/exit',
  '/user/',
  '/notsupport',
  '/search',
  '/shop/search',
  '/console',
];

/** Whether `path` falls under one of the rules. */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
}
