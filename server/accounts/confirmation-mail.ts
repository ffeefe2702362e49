import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { linkMail } from '../outbox/link-mail.ts';
import { sendMail } from '../outbox/outbox.ts';
import { requestLanguage } from '../outbox/request-language.ts';
import { requesterOf } from './account-limits.ts';
import { issueCode } from './one-time-codes.ts';
import { newSecret } from './secret-token.ts';
import { siteLink } from './site-link.ts';

/**
 * Issues a registration-confirmation code for `email` and mails its link
 * (/verify/email/{code}). Shared by registration, the resend, and a completed guest account.
 */
export async function sendConfirmationMail(
  tx: Queryable,
  deps: AppDeps,
  c: Context<ApiEnv>,
  email: string,
  userId: string,
): Promise<void> {
  const code = newSecret();
  await issueCode(tx, 'verify_email', email, userId, code, deps.clock.now(), requesterOf(c));
  const link = siteLink(c, deps, `/verify/email/${code}`);
  await sendMail(tx, deps, { to: email, ...linkMail(deps, requestLanguage(c), 'confirmEmail', link, code) });
}
