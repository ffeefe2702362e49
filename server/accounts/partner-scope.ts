/**
 * Partner-scoped sessions (issue 28 §7, docs/embedding.md "Sessions on a partner page").
 *
 * A token in a partner page's localStorage can be read by any script of that page. So a
 * session opened on a partner's origin — or whose token is ever used there — may buy, show
 * «Мои билеты» and sign out, but not change the account: those calls answer 403 with a message
 * that sends the person to the organiser's site, where a sign-in of their own gives a full
 * session. Such a session lives a day and is listed as «на сайте партнёра …».
 *
 * The server decides, never the client: "on a partner's origin" is a request whose `Origin`
 * header — which a browser writes itself and a page's script cannot change — names another
 * origin than PUBLIC_URL's. A request without Origin (a same-origin GET, a non-browser client)
 * is not downgraded by it; the scope once written on the session stays, so a token carried off
 * a partner page is partner-scoped wherever it is used next. A sign-in link made by a
 * partner-scoped session opens a partner-scoped session too: a link never widens what the
 * session that made it may do.
 */
import type { Context } from 'hono';
import { authCalls } from '../../sdk/contract/auth.ts';
import { callName, paymentCalls, ticketsCalls, userCalls } from '../../sdk/contract/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/http-error.ts';
import { siteOrigin } from './site-link.ts';

/** How long a partner-scoped session lives (a full one: sessions.ts). */
export const PARTNER_SESSION_MS = 24 * 60 * 60_000;

/**
 * The calls that change the account or give away what it holds: refused to a partner-scoped
 * session. Adding a call here is all it takes (tests/server/authz-rows.ts lists every personal
 * call with what a partner-scoped token gets).
 */
export const accountChangeCalls: ReadonlySet<string> = new Set(
  [
    userCalls.update,
    userCalls.changeEmail,
    userCalls.verifyNewEmail,
    userCalls.phoneCode,
    userCalls.newPhone,
    userCalls.password,
    userCalls.authPayment,
    userCalls.addSocial,
    authCalls.endOthers,
    ticketsCalls.transfer,
    ticketsCalls.return,
    paymentCalls.cancel,
  ].map(callName),
);

/** A well-formed origin (`scheme://host[:port]`, or `null` of an opaque one), cut to a sane length. */
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#]{1,253}|null)$/i;

/**
 * The partner origin of a request: its `Origin` when that is not the organiser's site
 * (PUBLIC_URL's origin), else null. A malformed Origin is treated as foreign too.
 */
export function partnerOriginOf(c: Context, deps: AppDeps): string | null {
  const origin = c.req.header('origin')?.trim();
  if (origin === undefined || origin === '') return null;
  if (origin.toLowerCase() === siteOrigin(c, deps).toLowerCase()) return null;
  return ORIGIN.test(origin) ? origin.toLowerCase() : 'null';
}

/** The 403 of an account change with a partner-scoped session: the message names the organiser's site. */
export const partnerScoped = (c: Context, deps: AppDeps) =>
  new HttpError(403, { key: 'server.scope.partnerSession', values: { site: siteOrigin(c, deps) } }, { scope: 'partner', site: siteOrigin(c, deps) });
