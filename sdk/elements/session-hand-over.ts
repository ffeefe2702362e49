/**
 * The session follows the visitor from a partner's page to the organiser's site (issue 13).
 * A session lives in the localStorage of the page's own origin, so a visitor who signed in with
 * `<racekit-login>` on partner.example is not signed in on the organiser's site. When a widget
 * there sends a signed-in visitor to a personal route of the site (/me, /me/ticket/{id}…), the
 * browser goes instead through a one-time sign-in link (POST /api/auth/link: the server's
 * one-time, five-minute links, server/accounts/sign-in-links.ts) with the route as `next`: the
 * site's /token/{id} page spends it, asks before signing in, and continues at `next`.
 * A session token itself never travels in a URL. docs/embedding.md, "Signing in on a partner page".
 */
import { getConfig } from '../config/configure.ts';
import { isPersonalPath } from '../config/return-path.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { tokenAtom } from '../state/storage-atoms.ts';

/** The origin of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether going to the site's `path` from this page needs the session carried over: the page is
 * on another origin than the organiser's site, a visitor is signed in here, and `path` is personal.
 */
export function needsSessionHandOver(path: string): boolean {
  const here = globalThis.location?.origin;
  const site = originOf(getConfig().site);
  if (here === undefined || site === undefined || here === site) return false;
  const token = getRacekitStore().get(tokenAtom);
  return token !== null && token !== '' && isPersonalPath(path);
}

/**
 * The organiser's site's address for `path` reached through a one-time sign-in link
 * (`{site}/token/{id}?next={path}`), or undefined when no link could be made (the session
 * has ended, the link limit is reached, the network failed): then the plain address is the way.
 */
export async function handOverUrl(path: string): Promise<string | undefined> {
  try {
    // Loaded when needed: a buy button's first paint does not carry the auth calls.
    const { createSignInLink } = await import('../contract/auth.ts');
    const { link } = await createSignInLink();
    const token = new URL(link).pathname;
    if (!token.startsWith('/token/')) return undefined;
    return `${getConfig().site}${token}?next=${encodeURIComponent(path)}`;
  } catch (error) {
    console.warn('racekit: the sign-in could not be carried to the organiser\'s site', error);
    return undefined;
  }
}
