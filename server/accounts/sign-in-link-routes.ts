/**
 * The one-time sign-in links of /token/{id} (sdk/contract/auth.ts: linkCreate, linkSignIn;
 * server/accounts/sign-in-links.ts). Making one is limited per user; an unknown, used or
 * expired link counts as a failed sign-in of the client's address.
 */
import { authCalls } from '../../sdk/contract/auth.ts';
import { commitThenRefuse } from '../db/commit-then-refuse.ts';
import type { RouteModule } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { startPeriodicSweep } from '../limits/periodic-sweep.ts';
import { defineLimit, requireLimit } from '../limits/rate-limit.ts';
import { beginAttempt, signInTake } from './account-limits.ts';
import { startSession } from './sessions.ts';
import { SIGN_IN_LINK_TTL_MS, consumeSignInLink, createSignInLink, signInLinkPath, sweepSignInLinks } from './sign-in-links.ts';
import { siteLink } from './site-link.ts';
import { toUser } from './user-row.ts';
import { userById } from './users.ts';

/** Links one user may make: ten in ten minutes. */
export const signInLinksPerUser = defineLimit('sign-in-link-user', 10, 10 * 60_000);

/** Mounts the sign-in link calls. */
export const signInLinkRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;
  startPeriodicSweep(deps, 'spent sign-in links', 60 * 60_000, sweepSignInLinks);

  route(app, authCalls.linkCreate, async ({ auth, c }) => {
    const { user, partnerOrigin } = requireAuth(auth);
    const now = clock.now();
    await requireLimit(db, signInLinksPerUser, user.public_id, now, 'limits.signInLinks');
    const secret = await createSignInLink(db, user.public_id, now, SIGN_IN_LINK_TTL_MS, partnerOrigin);
    return { link: siteLink(c, deps, signInLinkPath(secret)), expires_in: SIGN_IN_LINK_TTL_MS / 1000 };
  });

  route(app, authCalls.linkSignIn, async ({ body, c }) => {
    const now = clock.now();
    const attempt = await beginAttempt(db, [signInTake(c)], now);
    const session = await commitThenRefuse(db, async (tx) => {
      const link = await consumeSignInLink(tx, body.token, now);
      const user = link === undefined ? undefined : await userById(tx, link.userId);
      if (user === undefined) return badRequest('server.accounts.signInLinkInvalid', { field: 'token' });
      // a link never widens the session that made it: a partner-scoped one opens a partner-scoped one
      const origin = sessionOrigin(c);
      const token = await startSession(tx, user.public_id, 'link', { ...origin, partner: origin.partner ?? link?.partnerOrigin ?? null }, now);
      return { token, user: toUser(user) };
    });
    await attempt.succeeded();
    return session;
  });
};
