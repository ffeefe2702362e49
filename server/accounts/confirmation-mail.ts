import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { linkMail } from '../outbox/link-mail.ts';
import { sendMail } from '../outbox/outbox.ts';
import { requestLanguage } from '../http/request-language.ts';
import { requesterOf } from './account-limits.ts';
import { storeCode, takeSendLimits } from './one-time-codes.ts';
import { newSecret } from './secret-token.ts';
import { siteLink } from './site-link.ts';

/**
 * Issues a registration-confirmation code for `email` and mails its link
 * (/verify/email/{code}), after taking its send limits. Shared by the resend and a completed
 * guest account.
 */
export async function sendConfirmationMail(
  tx: Queryable,
  deps: AppDeps,
  c: Context<ApiEnv>,
  email: string,
  userId: string,
): Promise<void> {
  await takeSendLimits(tx, 'verify_email', email, requesterOf(c), deps.clock.now());
  await mailConfirmation(tx, deps, c, email, userId);
}

/** {@link sendConfirmationMail} for a caller that took the limits itself. */
export async function mailConfirmation(tx: Queryable, deps: AppDeps, c: Context<ApiEnv>, email: string, userId: string): Promise<void> {
  const code = newSecret();
  await storeCode(tx, 'verify_email', email, userId, code, deps.clock.now());
  const link = siteLink(c, deps, `/verify/email/${code}`);
  await sendMail(tx, deps, { to: email, ...linkMail(deps, requestLanguage(c), 'confirmEmail', link, code) });
}

/**
 * Registration with an address that has an account (issue 28 §3): the answer is the same as for
 * a new one, and the owner gets a mail saying someone tried, with a password reset link
 * (/verify/resetpassword/{code}, valid an hour like any recovery link).
 */
export async function mailRegistrationAttempt(tx: Queryable, deps: AppDeps, c: Context<ApiEnv>, email: string, userId: string): Promise<void> {
  const code = newSecret();
  await storeCode(tx, 'reset_password', email, userId, code, deps.clock.now());
  const link = siteLink(c, deps, `/verify/resetpassword/${code}`);
  await sendMail(tx, deps, { to: email, ...linkMail(deps, requestLanguage(c), 'registrationAttempt', link, code) });
}
