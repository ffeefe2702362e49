import { newsCalls } from '../../sdk/contract/index.ts';
import { cleanEmail } from '../../sdk/forms/index.ts';
import type { RouteModule } from '../http/api-env.ts';
import { accepted } from '../http/form-rules.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';

/**
 * PUT /api/user/subscribe/news: stores the address; a full account with that e-mail gets
 * `mailing` on (the settings checkbox reads it). Subscribing twice is fine.
 */
export const newsletterRoutes: RouteModule = (app, deps) => {
  route(app, newsCalls.subscribe, async ({ body, language }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    await deps.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO newsletter_subscription (email, created_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
        [email, deps.clock.now()],
      );
      await tx.query('UPDATE app_user SET mailing = true WHERE email = $1 AND NOT temporary', [email]);
    });
    return { message: serverText('server.accounts.subscribed', language) };
  });
};
