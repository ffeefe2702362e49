/**
 * Social sign-in (POST /api/user/{network}) and linking (POST /api/user/add/{network}).
 * The code comes from the network's redirect; the provider adapter exchanges it.
 *
 * Decided: a first sign-in creates an account (its e-mail confirmed: the network vouches for
 * it) unless a full account already has that e-mail — then it is refused, and the person signs
 * in and links the network from settings (silent linking by e-mail would let whoever controls
 * a network account take over a site account).
 */
import { userCalls } from '../../sdk/contract/user.ts';
import type { RouteModule } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { accountMessages } from './account-messages.ts';
import { startSession } from './sessions.ts';
import { toUser } from './user-row.ts';
import { insertUser, userByEmail, userById } from './users.ts';

/** Mounts the social calls (after every static POST /api/user/<word>: see route.ts). */
export const socialRoutes: RouteModule = (app, deps) => {
  const { db, clock, socialProvider } = deps;

  route(app, userCalls.social, async ({ params, body, c }) => {
    const identity = await socialProvider.exchange(params.network, body.code, body.redirect_uri);
    if (identity === undefined) throw badRequest(accountMessages.socialCodeInvalid, { field: 'code' });
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
          throw badRequest(accountMessages.socialEmailTaken, { field: 'email' });
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
    const identity = await socialProvider.exchange(params.network, body.code, body.redirect_uri);
    if (identity === undefined) throw badRequest(accountMessages.socialCodeInvalid, { field: 'code' });
    await db.transaction(async (tx) => {
      const linked = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM social_account WHERE network = $1 AND subject = $2 FOR UPDATE',
        [params.network, identity.subject],
      );
      const owner = linked[0]?.user_id;
      if (owner !== undefined && owner !== user.public_id) throw badRequest(accountMessages.socialLinkedElsewhere);
      if (owner === user.public_id) return;
      // One account per network and user: linking another replaces the previous link.
      await tx.query('DELETE FROM social_account WHERE user_id = $1 AND network = $2', [user.public_id, params.network]);
      await tx.query(
        'INSERT INTO social_account (network, subject, user_id, email, name, linked_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [params.network, identity.subject, user.public_id, identity.email, identity.name, clock.now()],
      );
    });
    return { user: toUser(user) };
  });
};
