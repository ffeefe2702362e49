/**
 * The site's routes as path patterns (wouter's syntax: `:name`, `:name?`, `*?`), the one list
 * both the site's router and the server read (issue 29 §13): the server answers a path no route
 * matches with 404 and the not-found page, as the client then shows it. The site's route lists
 * (site/routes/*.tsx) are checked against this list by tests/unit/site-paths.test.ts.
 */
export const SITE_PATHS: readonly string[] = [
  // purchase.md §2
  '/',
  '/calendar',
  '/calendar/:event_id/:promocode?',
  '/event/:id/:format?',
  '/basket',
  '/basket/thanks',
  '/basket/certificateThanks',
  '/basket-fill-outside/:id',
  '/news',
  '/news/:id',
  '/about',
  '/about/medical',
  '/partners',
  '/corp',
  '/smi',
  '/logistics',
  '/merch',
  '/newyear_2022',
  '/feedback',
  '/shop',
  '/shop/category/:category',
  '/shop/search',
  '/shop/product/:id',
  '/search',
  '/notsupport',
  '/docs',
  // account.md §2
  '/auth',
  '/login',
  '/registration',
  '/loginlink',
  '/verify/email/:code',
  '/verify/new/email/:code',
  '/verify/resetpassword/:code',
  '/newpass',
  '/token/:id',
  '/exit',
  '/user/auth/:network',
  '/user/add/auth/:network',
  '/me/*?',
  '/clubs',
  '/clubs/:id',
  '/clubs/:id/upload-result',
  '/results',
  '/results/:event_city_id',
  // the organiser's console (docs/console.md)
  '/console/*?',
];

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** A pattern as a regular expression over a whole path. */
function patternRegExp(pattern: string): RegExp {
  if (pattern === '/') return /^\/?$/;
  const body = pattern
    .split('/')
    .slice(1)
    .map((part) => {
      if (part === '*?') return '(?:/.*)?';
      if (part === '*') return '/.+';
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(part)}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const compiled = SITE_PATHS.map(patternRegExp);

/** Whether a route of the site matches `path` (the URL's path, without query). */
export const isSitePath = (path: string): boolean => compiled.some((pattern) => pattern.test(path));
