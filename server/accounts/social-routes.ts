/**
 * Social sign-in: which networks are on (GET /api/social/networks), the start of a provider's
 * flow (POST /api/social/{network}/start), sign-in (POST /api/user/{network}) and linking
 * (POST /api/user/add/{network}). The provider adapters (server/oauth/) do the OAuth; the
 * sign-in in progress — PKCE verifier, state, nonce, redirect URI — is kept in the database
 * (social-states.ts), single-use, so a replayed state is refused.
 *
 * Decided: a first sign-in creates an account (its e-mail confirmed: the network vouches for
 * it) unless a full account already has that e-mail — then it is refused, and the person signs
 * in and links the network from settings (silent linking by e-mail would let whoever controls
 * a network account take over a site account). A link started by one user cannot be finished
 * by another.
 *
 * Each start keeps a row for 10 minutes, so one client address may start at most 60 sign-ins
 * in 10 minutes (a 429 'limits.socialStarts' after that): nobody fills the table from one place.
 */
import { socialCalls, socialRoute, socialNetworks, userCalls, type SocialNetwork } from '../../sdk/contract/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { RouteModule } from '../http/api-env.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { partnerScoped } from './partner-scope.ts';
import { route } from '../http/route.ts';
import { clientIp, ipSubject } from '../limits/client-ip.ts';
import { defineLimit, requireLimit } from '../limits/rate-limit.ts';
import { startSession } from './sessions.ts';
import { siteLink } from './site-link.ts';
import type { SocialIdentity, SocialProvider } from './social-provider.ts';
import { keepPendingSignIn, SOCIAL_STATE_TTL_MS, takePendingSignIn } from './social-states.ts';
import { toUser } from './user-row.ts';
import { insertUser, userByEmail, userById, userSocialNetworks } from './users.ts';

/** Sign-ins one client address may start while their rows live. */
const startsPerAddress = defineLimit('social-start-ip', 60, SOCIAL_STATE_TTL_MS);

/** The provider of `network`, or the 404 of a network that is off. */
function providerOf(deps: AppDeps, network: SocialNetwork): SocialProvider {
  const provider = deps.socialProviders[network];
  if (provider === undefined) throw new HttpError(404, 'server.accounts.socialNetworkOff');
  return provider;
}

/** Mounts the social calls (after every static POST /api/user/<word>: see route.ts). */
export const socialRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;

  /** The person behind what the provider's redirect brought back, or the 400 of a refused return. */
  const identify = async (
    network: SocialNetwork,
    body: { code: string; state: string; device_id?: string | undefined },
    userId: string | undefined,
  ): Promise<SocialIdentity> => {
    const provider = providerOf(deps, network);
    const mode = userId === undefined ? 'signIn' : 'link';
    const pending = await takePendingSignIn(db, clock, body.state, { network, mode, userId });
    const identity =
      pending === undefined ? undefined : await provider.exchange({ code: body.code, state: body.state, deviceId: body.device_id }, pending);
    if (identity === undefined) throw badRequest('server.accounts.socialCodeInvalid', { field: 'code' });
    return identity;
  };

  route(app, socialCalls.networks, () =>
    Promise.resolve({ networks: socialNetworks.filter((network) => deps.socialProviders[network] !== undefined) }),
  );

  route(app, socialCalls.start, async ({ params, body, auth, c }) => {
    // linking a network changes the account: never from a partner-scoped session (partner-scope.ts)
    if (body.mode === 'link' && auth?.partnerOrigin != null) throw partnerScoped(c, deps);
    const provider = providerOf(deps, params.network);
    await requireLimit(db, startsPerAddress, ipSubject(clientIp(c)), clock.now(), 'limits.socialStarts');
    const userId = body.mode === 'link' ? requireAuth(auth).user.public_id : undefined;
    // The provider sends the browser back to the site's route on PUBLIC_URL (a real
    // provider's settings require it: redirect URIs are registered there exactly).
    const redirectUri = siteLink(c, deps, socialRoute(params.network, body.mode));
    const pending = await keepPendingSignIn(db, clock, { network: params.network, mode: body.mode, userId, redirectUri });
    const url = await provider.authorizationUrl(pending);
    return { url: url.href, state: pending.state };
  });

  route(app, userCalls.social, async ({ params, body, c }) => {
    const identity = await identify(params.network, body, undefined);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const linked = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM social_account WHERE network = $1 AND subject = $2',
        [params.network, identity.subject],
      );
      const linkedId = linked[0]?.user_id;
      let user = linkedId === undefined ? undefined : await userById(tx, linkedId);
      if (user === undefined) {
        const email = identity.email?.toLowerCase() ?? null;
        if (email !== null && (await userByEmail(tx, email)) !== undefined) {
          throw badRequest('server.accounts.socialEmailTaken', { field: 'email' });
        }
        user = await insertUser(
          tx,
          { email, email_confirmed: email !== null, name: identity.name, last_name: identity.lastName },
          now,
        );
        await tx.query(
          'INSERT INTO social_account (network, subject, user_id, email, name, linked_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [params.network, identity.subject, user.public_id, email, identity.name, now],
        );
      }
      const token = await startSession(tx, user.public_id, params.network, sessionOrigin(c), now);
      return { token, user: toUser(user) };
    });
  });

  route(app, userCalls.addSocial, async ({ params, body, auth }) => {
    const { user } = requireAuth(auth);
    const identity = await identify(params.network, body, user.public_id);
    await db.transaction(async (tx) => {
      const linked = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM social_account WHERE network = $1 AND subject = $2 FOR UPDATE',
        [params.network, identity.subject],
      );
      const owner = linked[0]?.user_id;
      if (owner !== undefined && owner !== user.public_id) throw badRequest('server.accounts.socialLinkedElsewhere');
      if (owner === user.public_id) return;
      // One account per network and user: linking another replaces the previous link.
      await tx.query('DELETE FROM social_account WHERE user_id = $1 AND network = $2', [user.public_id, params.network]);
      await tx.query(
        'INSERT INTO social_account (network, subject, user_id, email, name, linked_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [params.network, identity.subject, user.public_id, identity.email, identity.name, clock.now()],
      );
    });
    return { user: toUser(user, await userSocialNetworks(db, user.public_id)) };
  });
};
