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
 */
import { useState, type ComponentType } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { SitePageProps } from '../../routes/site-route.ts';
import { useSignedIn } from '../../shell/use-signed-in.ts';

/** A page for visitors who are not signed in; an authorised visitor is sent to /me. */
export function signedOutOnly(Page: ComponentType<SitePageProps>): ComponentType<SitePageProps> {
  function SignedOutOnly(props: SitePageProps) {
    const signedIn = useSignedIn();
    const [signedInOnEntry] = useState(signedIn);
    if (signedInOnEntry) return <Redirect to="/me" replace />;
    return <Page {...props} />;
  }
  return SignedOutOnly;
}

/** A page for authorised visitors; anyone else is sent to `to` (or to what `to` answers for the path). */
export function signedInOnly(Page: ComponentType<SitePageProps>, to: string | ((path: string) => string)): ComponentType<SitePageProps> {
  function SignedInOnly(props: SitePageProps) {
    const signedIn = useSignedIn();
    const [path] = useLocation();
    if (!signedIn) return <Redirect to={typeof to === 'string' ? to : to(path)} replace />;
    return <Page {...props} />;
  }
  return SignedInOnly;
}
