/**
 * Registration by e-mail (with its confirmation mail) and by phone with an SMS code
 * (sdk/contract/user.ts: register, verifyEmail, confirmEmail, smsCode, smsRegister).
 *
 * Issue 28 §3 (docs/server.md "Enumeration and limits"): registration, the confirmation resend
 * and the sign-in code request answer alike for known and unknown addresses and phones, and take
 * the same limits (per client address, and per target a minute and an hour) before looking.
 */
import { userCalls } from '../../sdk/contract/index.ts';
import { cleanSmsCode, validateNewPassword, cleanEmail, cleanPhone } from '../../sdk/forms/index.ts';
import { commitThenRefuse } from '../db/commit-then-refuse.ts';
import type { RouteModule } from '../http/api-env.ts';
import { accepted, refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { smsCodeText } from '../outbox/link-mail.ts';
import { sendSms } from '../outbox/outbox.ts';
import { requestLanguage } from '../http/request-language.ts';
import { beginAttempt, codeCheckTake, requesterOf, signInTake } from './account-limits.ts';
import { mailConfirmation, mailRegistrationAttempt } from './confirmation-mail.ts';
import { findLinkCode, storeCode, takeSendLimits, useSmsCode } from './one-time-codes.ts';
import { hashPassword } from './password-hash.ts';
import { newSmsCode } from './secret-token.ts';
import { startSession } from './sessions.ts';
import { SIGN_IN_LINK_TTL_MS, createSignInLink, signInLinkPath } from './sign-in-links.ts';
import { siteLink } from './site-link.ts';
import { toUser } from './user-row.ts';
import { insertUser, updateUser, userByEmail, userById, userByPhone } from './users.ts';

/** Mounts registration. */
export const registrationRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;

  route(app, userCalls.register, async ({ body, c, language }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    refuseMessage(validateNewPassword(body.password, { strict: true }), 'password');
    const hash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await takeSendLimits(tx, 'verify_email', email, requesterOf(c), now);
      const known = await userByEmail(tx, email);
      // A known address gets a mail offering a reset instead: the answer does not tell them apart.
      if (known !== undefined) return mailRegistrationAttempt(tx, deps, c, email, known.public_id);
      const user = await insertUser(tx, { email, password_hash: hash, mailing: body.mailing ?? false }, now);
      return mailConfirmation(tx, deps, c, email, user.public_id);
    });
    return { message: serverText({ key: 'server.accounts.registrationSent', values: { email } }, language) };
  });

  // Confirming signs nobody in (issue 28 §1: someone else's link would sign the visitor into a
  // stranger's account): it answers a one-time /token link, whose page names the account and asks.
  route(app, userCalls.verifyEmail, async ({ body, c }) => {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const found = await findLinkCode(tx, 'verify_email', body.code, now, true);
      const user = found?.userId ? await userById(tx, found.userId, true) : undefined;
      // The address may have changed since the mail was sent: then the link is stale.
      if (found === undefined || user === undefined || user.email !== found.target || user.temporary) {
        throw badRequest('server.accounts.linkInvalid', { field: 'code' });
      }
      await updateUser(tx, user.public_id, { email_confirmed: true });
      const secret = await createSignInLink(tx, user.public_id, now);
      return { link: siteLink(c, deps, signInLinkPath(secret)), expires_in: SIGN_IN_LINK_TTL_MS / 1000 };
    });
  });

  route(app, userCalls.confirmEmail, async ({ body, c, language }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    await db.transaction(async (tx) => {
      await takeSendLimits(tx, 'verify_email', email, requesterOf(c), clock.now());
      const user = await userByEmail(tx, email);
      // Only an address waiting for confirmation gets mail; the answer is the same for all.
      if (user !== undefined && !user.email_confirmed) await mailConfirmation(tx, deps, c, email, user.public_id);
    });
    return { message: serverText({ key: 'server.accounts.confirmationResent', values: { email } }, language) };
  });

  route(app, userCalls.smsCode, async ({ body, c, language }) => {
    const phone = accepted(cleanPhone(body.phone), 'phone');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await takeSendLimits(tx, 'sms_sign_in', phone, requesterOf(c), now);
      const user = await userByPhone(tx, phone);
      const code = newSmsCode();
      // A sign-in code for a phone no account has is stored but never sent: typing a guess then
      // fails as it would for a known phone. Registration with a known phone simply signs in
      // (POST /api/user/phone does both), so it sends either way.
      await storeCode(tx, 'sms_sign_in', phone, user?.public_id ?? null, code, now);
      if (!body.registration && user === undefined) return;
      const smsLanguage = requestLanguage(c);
      await sendSms(tx, deps, { to: phone, text: smsCodeText(deps, smsLanguage, code), code, language: smsLanguage });
    });
    return { message: serverText(body.registration ? 'server.accounts.codeSent' : 'server.accounts.codeSentIfKnown', language) };
  });

  route(app, userCalls.smsRegister, async ({ body, c }) => {
    const phone = accepted(cleanPhone(body.phone), 'phone');
    const code = accepted(cleanSmsCode(body.phone_code), 'phone_code');
    const now = clock.now();
    const attempt = await beginAttempt(db, [signInTake(c), codeCheckTake(phone)], now);
    const session = await commitThenRefuse(db, async (tx) => {
      const used = await useSmsCode(tx, 'sms_sign_in', phone, code, now, 'phone_code');
      if (used instanceof HttpError) return used;
      const known = await userByPhone(tx, phone, true);
      const user =
        known === undefined
          ? await insertUser(tx, { phone, phone_confirmed: true, mailing: body.mailing ?? false }, now)
          : known.phone_confirmed
            ? known
            : await updateUser(tx, known.public_id, { phone_confirmed: true });
      const token = await startSession(tx, user.public_id, 'phone', sessionOrigin(c), now);
      return { token, user: toUser(user) };
    });
    await attempt.succeeded();
    return session;
  });
};
