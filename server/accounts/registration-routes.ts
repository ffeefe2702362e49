/**
 * Registration by e-mail (with its confirmation mail) and by phone with an SMS code
 * (sdk/contract/user.ts: register, verifyEmail, confirmEmail, smsCode, smsRegister).
 */
import { userCalls } from '../../sdk/contract/user.ts';
import { cleanSmsCode, validateNewPassword } from '../../sdk/forms/account-forms.ts';
import { cleanEmail } from '../../sdk/forms/email.ts';
import { cleanPhone } from '../../sdk/forms/phone.ts';
import { commitThenRefuse } from '../db/commit-then-refuse.ts';
import type { RouteModule } from '../http/api-env.ts';
import { accepted, refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { sessionOrigin } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { smsCodeText } from '../outbox/link-mail.ts';
import { sendSms } from '../outbox/outbox.ts';
import { requestLanguage } from '../outbox/request-language.ts';
import { beginAttempt, codeCheckTake, requesterOf, signInTake } from './account-limits.ts';
import { accountMessages } from './account-messages.ts';
import { sendConfirmationMail } from './confirmation-mail.ts';
import { findLinkCode, issueCode, useSmsCode } from './one-time-codes.ts';
import { hashPassword } from './password-hash.ts';
import { newSmsCode } from './secret-token.ts';
import { startSession } from './sessions.ts';
import { toUser } from './user-row.ts';
import { insertUser, updateUser, userByEmail, userById, userByPhone } from './users.ts';

/** Mounts registration. */
export const registrationRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;

  route(app, userCalls.register, async ({ body, c }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    refuseMessage(validateNewPassword(body.password, { strict: true }), 'password');
    const hash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if ((await userByEmail(tx, email)) !== undefined) throw badRequest(accountMessages.emailTaken, { field: 'email' });
      const user = await insertUser(tx, { email, password_hash: hash, mailing: body.mailing ?? false }, now);
      await sendConfirmationMail(tx, deps, c, email, user.public_id);
    });
    return { message: accountMessages.confirmationSent(email) };
  });

  route(app, userCalls.verifyEmail, async ({ body, c }) => {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const found = await findLinkCode(tx, 'verify_email', body.code, now, true);
      const user = found?.userId ? await userById(tx, found.userId, true) : undefined;
      // The address may have changed since the mail was sent: then the link is stale.
      if (found === undefined || user === undefined || user.email !== found.target || user.temporary) {
        throw badRequest(accountMessages.linkInvalid, { field: 'code' });
      }
      const fresh = await updateUser(tx, user.public_id, { email_confirmed: true });
      const token = await startSession(tx, fresh.public_id, 'email', sessionOrigin(c), now);
      return { token, user: toUser(fresh) };
    });
  });

  route(app, userCalls.confirmEmail, async ({ body, c }) => {
    const email = accepted(cleanEmail(body.email), 'email');
    await db.transaction(async (tx) => {
      const user = await userByEmail(tx, email);
      if (user === undefined) throw badRequest(accountMessages.emailNotFound, { field: 'email' });
      if (user.email_confirmed) throw badRequest(accountMessages.emailAlreadyConfirmed, { field: 'email' });
      await sendConfirmationMail(tx, deps, c, email, user.public_id);
    });
    return { message: accountMessages.confirmationSent(email) };
  });

  route(app, userCalls.smsCode, async ({ body, c }) => {
    const phone = accepted(cleanPhone(body.phone), 'phone');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const user = await userByPhone(tx, phone);
      // Registration with a known phone simply signs in (POST /api/user/phone does both).
      if (!body.registration && user === undefined) throw badRequest(accountMessages.phoneNotFound, { field: 'phone' });
      const code = newSmsCode();
      await issueCode(tx, 'sms_sign_in', phone, user?.public_id ?? null, code, now, requesterOf(c));
      const language = requestLanguage(c);
      await sendSms(tx, deps, { to: phone, text: smsCodeText(deps, language, code), code, language });
    });
    return { message: accountMessages.codeSent };
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
