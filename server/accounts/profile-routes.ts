/**
 * The personal-area settings: profile fields, e-mail change with a confirming mail, phone
 * change with an SMS code, password change, the e-mail reality check, and completing the
 * temporary account of a guest payment (sdk/contract/user.ts).
 */
import { userCalls } from '../../sdk/contract/index.ts';
import {
  cleanSmsCode,
  validateNewPassword,
  emailLooksDeliverable,
  cleanEmail,
  cleanPhone,
  cleanProfileBirthDate,
  emergencyPhoneCountries,
} from '../../sdk/forms/index.ts';
import { commitThenRefuse } from '../db/commit-then-refuse.ts';
import type { RouteModule } from '../http/api-env.ts';
import { accepted, refuseMessage } from '../http/form-rules.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { linkMail, smsCodeText } from '../outbox/link-mail.ts';
import { sendMail, sendSms } from '../outbox/outbox.ts';
import { requestLanguage } from '../http/request-language.ts';
import { beginAttempt, codeCheckTake, requesterOf, signInTake } from './account-limits.ts';
import { checkCountedPassword } from './counted-password.ts';
import { sendConfirmationMail } from './confirmation-mail.ts';
import { closeCode, findLinkCode, issueCode, useSmsCode } from './one-time-codes.ts';
import { hashPassword } from './password-hash.ts';
import { newSecret, newSmsCode } from './secret-token.ts';
import { revokeOtherSessions } from './sessions.ts';
import { siteLink } from './site-link.ts';
import { toUser, type UserRow } from './user-row.ts';
import { updateUser, userByEmail, userById, userByPhone, userSocialNetworks, type UserColumn } from './users.ts';

const textFields = ['name', 'last_name', 'second_name', 'extra_contact'] as const;

/** Mounts the settings calls. */
export const profileRoutes: RouteModule = (app, deps) => {
  const { db, clock } = deps;

  route(app, userCalls.me, async ({ auth }) => {
    const { user } = requireAuth(auth);
    // the changes still waiting for their link or code (issue 29 item 20): the newest open one of each
    const pending = await db.query<{ purpose: string; target: string; created_at: Date }>(
      `SELECT DISTINCT ON (purpose) purpose, target, created_at FROM one_time_code
        WHERE user_id = $1 AND purpose IN ('new_email', 'new_phone') AND closed_at IS NULL AND expires_at > $2
        ORDER BY purpose, created_at DESC`,
      [user.public_id, clock.now()],
    );
    const email = pending.find((row) => row.purpose === 'new_email');
    const phone = pending.find((row) => row.purpose === 'new_phone');
    return {
      ...toUser(user, await userSocialNetworks(db, user.public_id)),
      pending_email: email?.target ?? null,
      pending_phone: phone?.target ?? null,
      pending_phone_sent_at: phone?.created_at.toISOString() ?? null,
    };
  });

  route(app, userCalls.update, async ({ body, auth, language }) => {
    const { user } = requireAuth(auth);
    const now = clock.now();
    // Only changed fields count; an empty text clears an optional field.
    const changes: Partial<Record<UserColumn, string | null>> = {};
    const offer = (column: UserColumn & keyof UserRow, value: string | null) => {
      if (user[column] !== value) changes[column] = value;
    };
    for (const field of textFields) {
      const value = body[field];
      if (value !== undefined) offer(field, value.trim() === '' ? null : value.trim());
    }
    if (body.birth_date !== undefined) offer('birth_date', body.birth_date.trim() === '' ? null : accepted(cleanProfileBirthDate(body.birth_date, now.getTime()), 'birth_date'));
    if (body.gender !== undefined) offer('gender', body.gender);
    if (body.type_relate !== undefined) offer('type_relate', body.type_relate);
    if (body.contact_phone !== undefined) {
      const phone = body.contact_phone.trim() === '' ? null : accepted(cleanPhone(body.contact_phone, emergencyPhoneCountries), 'contact_phone');
      offer('contact_phone', phone);
    }
    // The settings' subscription checkbox: false unsubscribes (account.md §2).
    const mailing = body.mailing !== undefined && body.mailing !== user.mailing ? { mailing: body.mailing } : {};
    if (Object.keys(changes).length === 0 && !('mailing' in mailing)) throw badRequest('forms.profileUnchanged');
    const fresh = await db.transaction((tx) => updateUser(tx, user.public_id, { ...changes, ...mailing }));
    return { message: serverText('forms.profileUpdated', language), user: toUser(fresh) };
  });

  route(app, userCalls.changeEmail, async ({ body, auth, c, language }) => {
    const { user } = requireAuth(auth);
    const email = accepted(cleanEmail(body.email), 'email');
    if (email === user.email) throw badRequest('forms.emailSameAsCurrent', { field: 'email' });
    await db.transaction(async (tx) => {
      if ((await userByEmail(tx, email)) !== undefined) throw badRequest('server.accounts.emailInUse', { field: 'email' });
      const code = newSecret();
      await issueCode(tx, 'new_email', email, user.public_id, code, clock.now(), requesterOf(c));
      const link = siteLink(c, deps, `/verify/new/email/${code}`);
      await sendMail(tx, deps, { to: email, ...linkMail(deps, requestLanguage(c), 'newEmail', link, code) });
    });
    return { message: serverText({ key: 'server.accounts.confirmationSent', values: { email } }, language) };
  });

  route(app, userCalls.verifyNewEmail, async ({ body, auth }) => {
    const { user } = requireAuth(auth);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const found = await findLinkCode(tx, 'new_email', body.code, now, false);
      // Another user's link is not this user's to use: it stays open for its owner.
      if (found === undefined || found.userId !== user.public_id) throw badRequest('server.accounts.linkInvalid', { field: 'code' });
      await closeCode(tx, found.id, now);
      if ((await userByEmail(tx, found.target)) !== undefined) throw badRequest('server.accounts.emailInUse', { field: 'email' });
      const fresh = await updateUser(tx, user.public_id, { email: found.target, email_confirmed: true });
      return { email: fresh.email ?? found.target };
    });
  });

  route(app, userCalls.realEmail, async ({ body, language }) => {
    const real = emailLooksDeliverable(body.email);
    return { real, message: serverText(real ? 'server.accounts.realEmail' : 'forms.emailNotReal', language) };
  });

  route(app, userCalls.phoneCode, async ({ body, auth, c, language }) => {
    const { user } = requireAuth(auth);
    const phone = accepted(cleanPhone(body.phone), 'phone');
    if (phone === user.phone && user.phone_confirmed) throw badRequest('server.accounts.phoneAlreadyConfirmed', { field: 'phone' });
    await db.transaction(async (tx) => {
      const owner = await userByPhone(tx, phone);
      if (owner !== undefined && owner.public_id !== user.public_id) throw badRequest('server.accounts.phoneInUse', { field: 'phone' });
      const code = newSmsCode();
      await issueCode(tx, 'new_phone', phone, user.public_id, code, clock.now(), requesterOf(c));
      const language = requestLanguage(c);
      await sendSms(tx, deps, { to: phone, text: smsCodeText(deps, language, code), code, language });
    });
    return { message: serverText('server.accounts.codeSent', language) };
  });

  route(app, userCalls.newPhone, async ({ body, auth, language }) => {
    const { user } = requireAuth(auth);
    const phone = accepted(cleanPhone(body.phone), 'phone');
    const code = accepted(cleanSmsCode(body.code), 'code');
    const now = clock.now();
    const attempt = await beginAttempt(db, [codeCheckTake(phone)], now);
    const answer = await commitThenRefuse(db, async (tx) => {
      const used = await useSmsCode(tx, 'new_phone', phone, code, now, 'code');
      if (used instanceof HttpError) return used;
      if (used.userId !== user.public_id) return badRequest('server.accounts.codeWrong', { field: 'code' });
      const owner = await userByPhone(tx, phone, true);
      if (owner !== undefined && owner.public_id !== user.public_id) return badRequest('server.accounts.phoneInUse', { field: 'phone' });
      const fresh = await updateUser(tx, user.public_id, { phone, phone_confirmed: true });
      return { message: serverText('server.accounts.phoneConfirmed', language), user: toUser(fresh) };
    });
    await attempt.succeeded();
    return answer;
  });

  route(app, userCalls.password, async ({ body, auth, c, language }) => {
    const { user, sessionId } = requireAuth(auth);
    const now = clock.now();
    // A wrong current password counts like a failed sign-in: for the account and the address.
    const attempt = await beginAttempt(db, [signInTake(c)], now);
    await commitThenRefuse(db, async (tx) => {
      const row = await userById(tx, user.public_id, true);
      if (row === undefined) return badRequest('server.accounts.oldPasswordWrong', { field: 'old_password' });
      // An account made by phone or a social network has no password yet: it may set one.
      if (row.password_hash !== null) {
        const checked = await checkCountedPassword(tx, row, body.old_password, now, badRequest('server.accounts.oldPasswordWrong', { field: 'old_password' }));
        if (checked instanceof HttpError) return checked;
      }
      // The current password first, as before: a weak new one is said only to its owner.
      refuseMessage(validateNewPassword(body.new_password, { strict: false }), 'new_password');
      await updateUser(tx, user.public_id, { password_hash: await hashPassword(body.new_password) });
      await revokeOtherSessions(tx, user.public_id, sessionId, now);
      return undefined;
    });
    await attempt.succeeded();
    return { message: serverText('forms.passwordChanged', language) };
  });

  route(app, userCalls.authPayment, async ({ body, auth, c }) => {
    const { user } = requireAuth(auth);
    if (!user.temporary) throw badRequest('server.accounts.alreadyPermanent');
    refuseMessage(validateNewPassword(body.password, { strict: true }), 'password');
    const hash = await hashPassword(body.password);
    const fresh = await db.transaction(async (tx) => {
      const email = user.email;
      if (email !== null && (await userByEmail(tx, email)) !== undefined) {
        throw badRequest('server.accounts.emailTaken', { field: 'email' });
      }
      const updated = await updateUser(tx, user.public_id, {
        temporary: false,
        password_hash: hash,
        mailing: body.mailing ?? user.mailing,
      });
      if (email !== null && !updated.email_confirmed) {
        await sendConfirmationMail(tx, deps, c, email, updated.public_id);
      }
      return updated;
    });
    return { user: toUser(fresh) };
  });
};
