/**
 * Route access of account.md §2, as wrappers around a page (the page's chunk is not even loaded
 * when the visitor is sent elsewhere):
 *
 * - `signedOutOnly`: /auth, /login, /registration — an authorised visitor goes to /me. It is
 *   judged when the route is entered: a visitor who signs in on the page is taken on by the
 *   login widget itself (to /me, or to / after an SMS registration), and the widget's own
 *   navigation must not be overtaken while it merges the basket.
 * - `signedInOnly(to)`: /me/setting, /me/club, /me/session → /login; /me, /me/ticket/{id},
 *   /me/shop, /me/shop/{id}, /me/insurances → /auth. Judged all the time: signing out in
 *   another tab leaves the personal area at once.
 *
 * Authorised means what the header's account icon reads: a stored token and a stored user with
 * a public_id (site/shell/use-signed-in.ts).
 *
 * The way back (issue 13): a visitor sent to sign in carries the page they came for as `?next=`
 * (its path and query), and continues there once signed in — the login widget goes there
 * instead of /me, and a signed-in visitor opening /login?next=… goes straight there. Only a
 * path of this site is taken (sdk/config/return-path.ts: no other origin, no sign-in route).
 */
import { useState, type ComponentType } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AFTER_SIGN_IN_PATH, loginPath, returnPath } from '../../../sdk/config/index.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useSignedIn } from '../../shell/use-signed-in.ts';

/** The `?next=` of the current address, when it is a safe return path. */
export function useReturnPath(): string | undefined {
  return returnPath(new URLSearchParams(useSearch()).get('next'));
}

/** A page for visitors who are not signed in; an authorised visitor is sent on (`?next=`, else /me). */
export function signedOutOnly(Page: ComponentType<SitePageProps>): ComponentType<SitePageProps> {
  function SignedOutOnly(props: SitePageProps) {
    const signedIn = useSignedIn();
    const next = useReturnPath();
    const [signedInOnEntry] = useState(signedIn);
    if (signedInOnEntry) return <Redirect to={next ?? AFTER_SIGN_IN_PATH} replace />;
    return <Page {...props} />;
  }
  return SignedOutOnly;
}

/**
 * A page for authorised visitors; anyone else is sent to `to` (or to what `to` answers for the
 * path), carrying this page as `?next=` to come back to after signing in.
 */
export function signedInOnly(Page: ComponentType<SitePageProps>, to: string | ((path: string) => string)): ComponentType<SitePageProps> {
  function SignedInOnly(props: SitePageProps) {
    const signedIn = useSignedIn();
    const [path] = useLocation();
    const search = useSearch();
    if (!signedIn) {
      const here = search === '' ? path : `${path}?${search}`;
      return <Redirect to={loginPath(typeof to === 'string' ? to : to(path), here)} replace />;
    }
    return <Page {...props} />;
  }
  return SignedInOnly;
}
