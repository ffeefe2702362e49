/**
 * The limits of the account calls (issue 19 §3; docs/server.md, "Accounts"), all taken through
 * server/limits, so they hold across parallel requests and server processes:
 *
 * - a code (SMS or mail link) to one address: one a minute, five an hour;
 * - SMS from one client address: 30 an hour; mails from one client address: 30 an hour
 *   (nobody sprays codes over many phones or mailboxes);
 * - failed sign-ins from one client address (a wrong password, a wrong SMS code, an unknown
 *   sign-in link, a wrong current password in the settings): 20 per 15 minutes, across every
 *   account (nobody tries passwords over many accounts);
 * - the three per-address figures are settings (LIMIT_SMS_PER_ADDRESS,
 *   LIMIT_MAIL_PER_ADDRESS, LIMIT_SIGN_IN_FAILURES_PER_ADDRESS; server/limits/limits-settings.ts);
 * - wrong SMS codes for one phone: 10 an hour, across its codes (each code also dies at its
 *   fifth wrong attempt).
 *
 * Failures are counted as attempts: an attempt is taken before the check, so parallel
 * requests cannot all slip in before the first failure is written, and a success gives its
 * attempt back.
 */
import type { Context } from 'hono';
import { CODE_RESEND_MS } from '../../sdk/forms/index.ts';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { clientIp, ipSubject } from '../limits/client-ip.ts';
import type { PerAddressLimits } from '../limits/limits-settings.ts';
import { defineLimit, giveBackLimit, limitRefusal, takeLimit, type RateLimit } from '../limits/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const accountLimits = {
  // the same minute the resend buttons count down (sdk/forms/account-forms.ts)
  codeSendMinute: defineLimit('code-send-minute', 1, CODE_RESEND_MS),
  codeSendHour: defineLimit('code-send-hour', 5, HOUR),
  codeChecksPerPhone: defineLimit('code-check-phone', 10, HOUR),
} as const;

/** The limits of one client address, as the settings give them. */
function addressLimits(settings: PerAddressLimits) {
  return {
    sms: defineLimit('sms-ip', settings.smsPerHour, HOUR),
    mail: defineLimit('mail-ip', settings.mailPerHour, HOUR),
    signInFailures: defineLimit('sign-in-ip', settings.signInFailuresPer15Minutes, 15 * MINUTE),
  };
}

/** Who asks: the subject a per-address limit counts, and what such an address may do. */
export interface Requester {
  readonly address: string;
  readonly perAddress: PerAddressLimits;
}

/** The {@link Requester} of this request. */
export const requesterOf = (c: Context<ApiEnv>): Requester => ({
  address: ipSubject(clientIp(c)),
  perAddress: c.get('deps').limits.perAddress,
});

/** One limit to take, with the message of its refusal. */
export interface LimitTake {
  readonly limit: RateLimit;
  readonly subject: string;
  readonly message: TranslationKey;
}

/** Attempts taken by {@link beginAttempt}. */
export interface Attempt {
  /** The attempt succeeded: it gives its takes back, so only failures count. */
  succeeded(): Promise<void>;
}

/**
 * Takes one attempt of each limit in `takes`, in order, on `db` (counted at once, whatever
 * the request's transaction does). When one refuses, the ones already taken are given back
 * and its 429 is thrown.
 */
export async function beginAttempt(db: Database, takes: readonly LimitTake[], now: Date): Promise<Attempt> {
  const taken: LimitTake[] = [];
  const giveBack = () => Promise.all(taken.map((take) => giveBackLimit(db, take.limit, take.subject, now)));
  for (const take of takes) {
    const answer = await takeLimit(db, take.limit, take.subject, now);
    if (!answer.taken) {
      await giveBack();
      throw limitRefusal(answer, take.message);
    }
    taken.push(take);
  }
  return {
    async succeeded() {
      await giveBack();
    },
  };
}

/** A sign-in attempt from this request's address. */
export function signInTake(c: Context<ApiEnv>): LimitTake {
  const { address, perAddress } = requesterOf(c);
  return { limit: addressLimits(perAddress).signInFailures, subject: address, message: 'limits.signInPerAddress' };
}

/** A code check for `phone`. */
export const codeCheckTake = (phone: string): LimitTake => ({
  limit: accountLimits.codeChecksPerPhone,
  subject: phone,
  message: 'limits.codeChecksPerPhone',
});

/**
 * Takes, inside the transaction that sends it, one send of a code (`key`: purpose and target)
 * asked by `from`: per client address (SMS or mail), then per target a minute and an hour. A
 * refusal throws its 429 and the transaction's rollback returns the takes before it.
 */
export async function takeCodeSend(tx: Queryable, channel: 'sms' | 'mail', key: string, from: Requester, now: Date): Promise<void> {
  const limits = addressLimits(from.perAddress);
  const perAddress: LimitTake =
    channel === 'sms'
      ? { limit: limits.sms, subject: from.address, message: 'limits.smsPerAddress' }
      : { limit: limits.mail, subject: from.address, message: 'limits.mailPerAddress' };
  const takes: readonly LimitTake[] = [
    perAddress,
    // a mail carries a link, an SMS a code: the refusal names what was asked for
    { limit: accountLimits.codeSendMinute, subject: key, message: channel === 'sms' ? 'limits.resendTooSoon' : 'limits.linkResendTooSoon' },
    { limit: accountLimits.codeSendHour, subject: key, message: channel === 'sms' ? 'limits.resendTooOften' : 'limits.linkResendTooOften' },
  ];
  for (const take of takes) {
    const answer = await takeLimit(tx, take.limit, take.subject, now);
    if (!answer.taken) throw limitRefusal(answer, take.message);
  }
}
