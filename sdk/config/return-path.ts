/**
 * Where a visitor continues after signing in (account.md §2: a guarded or verification route
 * opened while signed out): the `next` of /login, /auth, /registration and /token/{id}.
 *
 * Only a path of the organiser's own site is taken — never another origin, so a crafted link
 * cannot send a visitor who just signed in to someone else's page (no open redirect):
 * it starts with exactly one `/` (not `//`, not `/\`), holds no backslash, no control
 * character and no scheme, and at most {@link RETURN_PATH_MAX} characters. The sign-in routes
 * themselves (/login, /auth, /registration, /loginlink, /exit, /token/…, /user/auth/…) are not
 * taken either: continuing there would only loop.
 *
 *   returnPath('/verify/new/email/abc')      // '/verify/new/email/abc'
 *   returnPath('//evil.example/')            // undefined
 *   loginPath('/auth', '/me/ticket/t-1')     // '/auth?next=%2Fme%2Fticket%2Ft-1'
 */

/** The longest return path taken. */
export const RETURN_PATH_MAX = 2000;

/** Where signing in leads when no return path was given. */
export const AFTER_SIGN_IN_PATH = '/me';

const BASE = 'http://racekit.invalid';
const SIGN_IN_ROUTES = /^\/(?:login|auth|registration|loginlink|exit)\/?$|^\/token\/|^\/user\/auth\//;
// A backslash, a control character, or a scheme-like start once decoded.
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** `value` as a return path of the site, or undefined when it is not a safe one. */
export function returnPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > RETURN_PATH_MAX) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || SIGN_IN_ROUTES.test(url.pathname)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // '/%2F%2Fevil.example' decodes to a protocol-relative URL some routers would follow.
  if (decoded.startsWith('//') || UNSAFE.test(decoded)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `to` (a sign-in route) carrying `next` when it is a safe return path other than the default. */
export function loginPath(to: string, next: string | null | undefined): string {
  const path = returnPath(next);
  return path === undefined || path === AFTER_SIGN_IN_PATH ? to : `${to}?next=${encodeURIComponent(path)}`;
}

const PERSONAL = /^\/me(?:\/|$)|^\/verify\/new\/email\/|^\/user\/add\/auth\//;

/**
 * Whether the site's route at `path` needs the visitor signed in (account.md §2 "Route access":
 * the personal area and the signed-in verification routes): a widget on another origin that
 * sends a signed-in visitor there carries the session over (sdk/elements/session-hand-over.ts).
 */
export function isPersonalPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return PERSONAL.test(pathname);
}
