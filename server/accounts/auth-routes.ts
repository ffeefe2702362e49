/**
 * Sign-in by e-mail and by SMS code, password recovery, the session history and logout
 * (sdk/contract/auth.ts).
 */
import { authCalls } from '../../sdk/contract/auth.ts';
import { cleanSmsCode, validateNewPassword, cleanEmail, cleanPhone } from '../../sdk/forms/index.ts';
import { commitThenRefuse } from '../db/commit-then-refuse.ts';
import type { RouteModule } from '../http/api-env.ts';
import { accepted, refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { requireAuth, sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { startPeriodicSweep } from '../limits/periodic-sweep.ts';
import { serverText } from '../http/server-text.ts';
import { linkMail } from '../outbox/link-mail.ts';
import { sendMail } from '../outbox/outbox.ts';
import { requestLanguage } from '../http/request-language.ts';
import { beginAttempt, codeCheckTake, requesterOf, signInTake } from './account-limits.ts';
import { checkCountedPassword, checkUnknownPassword, sweepLoginLocks } from './counted-password.ts';
import { closeCodesOf, findLinkCode, issueCode, storeCode, takeSendLimits, useSmsCode } from './one-time-codes.ts';
import { hashPassword } from './password-hash.ts';
import { newSecret } from './secret-token.ts';
import { revokeOtherSessions, revokeSession, startSession } from './sessions.ts';
import { siteLink } from './site-link.ts';
import { signInLinkRoutes } from './sign-in-link-routes.ts';
import { toUser } from './user-row.ts';
import { updateUser, userByEmail, userById, userByPhone } from './users.ts';

// Compared against when the e-mail is unknown, so both answers take as long.
const dummyHash = hashPassword('racekit-no-such-user');

/** Mounts the auth calls. */
export const authRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;
  startPeriodicSweep(deps, 'stale locks of unknown e-mails', 60 * 60_000, sweepLoginLocks);

  route(app, authCalls.login, async ({ body, c }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    const now = clock.now();
    const attempt = await beginAttempt(db, [signInTake(c)], now);
    const wrong = badRequest('server.accounts.wrongCredentials', { field: 'password' });
    const result = await db.transaction(async (tx) => {
      const user = await userByEmail(tx, email, true);
      if (user === undefined) return checkUnknownPassword(tx, email, body.password, await dummyHash, now, wrong);
      const checked = await checkCountedPassword(tx, user, body.password, now, wrong);
      if (checked instanceof HttpError) return checked;
      if (!checked.email_confirmed) return new HttpError(418, 'server.accounts.emailNotConfirmed', { field: 'email' });
      const token = await startSession(tx, checked.public_id, 'email', sessionOrigin(c), now);
      return { token, user: toUser(checked) };
    });
    // The right password (418 included) does not count against the address.
    if (!(result instanceof HttpError) || result.status === 418) await attempt.succeeded();
    if (result instanceof HttpError) throw result;
    return result;
  });

  route(app, authCalls.loginPhone, async ({ body, c }) => {
    const phone = accepted(cleanPhone(body.phone), 'phone');
    const code = accepted(cleanSmsCode(body.phone_code), 'phone_code');
    const now = clock.now();
    const attempt = await beginAttempt(db, [signInTake(c), codeCheckTake(phone)], now);
    const session = await commitThenRefuse(db, async (tx) => {
      const used = await useSmsCode(tx, 'sms_sign_in', phone, code, now, 'phone_code');
      if (used instanceof HttpError) return used;
      const user = await userByPhone(tx, phone, true);
      if (user === undefined) return badRequest('server.accounts.phoneNotFound', { field: 'phone' });
      const fresh = user.phone_confirmed ? user : await updateUser(tx, user.public_id, { phone_confirmed: true });
      const token = await startSession(tx, fresh.public_id, 'phone', sessionOrigin(c), now);
      return { token, user: toUser(fresh) };
    });
    await attempt.succeeded();
    return session;
  });

  route(app, authCalls.resetRequest, async ({ body, c, language }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    const now = clock.now();
    // Known or not, the answer and the limits are the same; only a real account gets mail.
    await db.transaction(async (tx) => {
      await takeSendLimits(tx, 'reset_password', email, requesterOf(c), now);
      const user = await userByEmail(tx, email);
      const code = newSecret();
      if (user === undefined) return;
      await storeCode(tx, 'reset_password', email, user.public_id, code, now);
      const link = siteLink(c, deps, `/verify/resetpassword/${code}`);
      await sendMail(tx, deps, { to: email, ...linkMail(deps, requestLanguage(c), 'resetPassword', link, code) });
    });
    return { message: serverText({ key: 'server.accounts.recoverySent', values: { email } }, language) };
  });

  route(app, authCalls.resetCheck, async ({ body, c }) => {
    const now = clock.now();
    return db.transaction(async (tx) => {
      // The link stays usable until the password is set, so reopening it works.
      const found = await findLinkCode(tx, 'reset_password', body.code, now, false);
      if (found === undefined || found.userId === null) throw badRequest('server.accounts.linkInvalid', { field: 'code' });
      const secure = newSecret();
      await issueCode(tx, 'reset_secure', found.target, found.userId, secure, now, requesterOf(c));
      return { secure };
    });
  });

  route(app, authCalls.resetUpdate, async ({ body, language }) => {
    refuseMessage(validateNewPassword(body.password, { strict: true }), 'password');
    const hash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const found = await findLinkCode(tx, 'reset_secure', body.secure, now, true);
      const user = found?.userId ? await userById(tx, found.userId, true) : undefined;
      if (found === undefined || user === undefined) throw badRequest('server.accounts.linkInvalid', { field: 'secure' });
      // Opening the recovery link proved the mailbox: the e-mail counts as confirmed.
      await updateUser(tx, user.public_id, {
        password_hash: hash,
        email_confirmed: user.email === found.target || user.email_confirmed,
        failed_logins: 0,
        locked_until: null,
      });
      await closeCodesOf(tx, 'reset_password', user.public_id, now);
      await revokeOtherSessions(tx, user.public_id, undefined, now);
    });
    return { message: serverText('server.accounts.passwordUpdated', language) };
  });

  route(app, authCalls.history, async ({ body, auth }) => {
    const { user, sessionId } = requireAuth(auth);
    const now = clock.now();
    const limit = Math.min(100, Math.max(1, Math.floor(body.limit ?? 20)));
    const rows = await db.query<{
      created_at: Date;
      city: string | null;
      country: string | null;
      os: string | null;
      browser: string | null;
      method: string;
      partner_origin: string | null;
      id: number;
      revoked_at: Date | null;
      expires_at: Date;
    }>(
      `SELECT id, created_at, city, country, os, browser, method, partner_origin, revoked_at, expires_at FROM auth_session
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [user.public_id, limit],
    );
    return {
      values: rows.map((row) => ({
        temp: row.created_at.toISOString(),
        city: row.city,
        country: row.country,
        os: row.os,
        browser: row.browser,
        method: row.method,
        partner: row.partner_origin,
        current: Number(row.id) === sessionId,
        // a revoked or expired session no longer signs in: the page shows it ended (issue 29 item 18)
        ended_at: (row.revoked_at ?? (row.expires_at <= now ? row.expires_at : null))?.toISOString() ?? null,
      })),
    };
  });

  signInLinkRoutes(app, deps);

  route(app, authCalls.endOthers, async ({ auth, language }) => {
    const { user, sessionId } = requireAuth(auth);
    await revokeOtherSessions(db, user.public_id, sessionId, clock.now());
    return { message: serverText('server.accounts.otherSessionsEnded', language) };
  });

  route(app, authCalls.logout, async ({ auth, language }) => {
    const { sessionId } = requireAuth(auth);
    await revokeSession(db, sessionId, clock.now());
    return { message: serverText('server.accounts.loggedOut', language) };
  });
};
