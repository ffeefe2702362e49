/**
 * One-time codes: four-digit SMS codes and the random codes of mail links. Only their sha256
 * is stored. Rules (account.md §9 gives the 4 digits; the rest is ours, see docs/server.md):
 * - a code expires (SMS: 10 minutes);
 * - a new code for the same purpose and address replaces (closes) the previous one;
 * - sends are limited (server/accounts/account-limits.ts): per address a minute apart and five
 *   an hour, per client address 20 SMS and 20 mails an hour — taken in the sending transaction,
 *   so parallel requests for one phone send exactly one SMS;
 * - an SMS code allows 5 attempts: the fifth wrong one spends it.
 */
import type { Queryable } from '../db/database.ts';
import { badRequest, type HttpError } from '../http/http-error.ts';
import { accountMessages } from './account-messages.ts';
import { takeCodeSend, type Requester } from './account-limits.ts';
import { sha256 } from './secret-token.ts';

export type CodePurpose = 'verify_email' | 'new_email' | 'reset_password' | 'reset_secure' | 'sms_sign_in' | 'new_phone';

const MINUTE = 60_000;

interface CodePolicy {
  readonly ttlMs: number;
  /** How it travels; null: not sent at all (a reset key is answered after a code check). */
  readonly channel: 'sms' | 'mail' | null;
}

export const codePolicies: Readonly<Record<CodePurpose, CodePolicy>> = {
  sms_sign_in: { ttlMs: 10 * MINUTE, channel: 'sms' },
  new_phone: { ttlMs: 10 * MINUTE, channel: 'sms' },
  verify_email: { ttlMs: 3 * 24 * 60 * MINUTE, channel: 'mail' },
  new_email: { ttlMs: 24 * 60 * MINUTE, channel: 'mail' },
  reset_password: { ttlMs: 60 * MINUTE, channel: 'mail' },
  reset_secure: { ttlMs: 15 * MINUTE, channel: null },
};

/** Wrong attempts an SMS code survives. */
export const MAX_CODE_ATTEMPTS = 5;

interface CodeRow {
  id: number;
  user_id: string | null;
  target: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/**
 * Takes the send limits of a code for `purpose` to `target`, asked by `from`
 * (`requesterOf(c)`), or throws their 429. {@link issueCode}
 * does it; a call that answers alike whether or not it sends (a reset request for an unknown
 * e-mail) takes them itself, so the limits answer alike too.
 */
export async function takeSendLimits(tx: Queryable, purpose: CodePurpose, target: string, from: Requester, now: Date): Promise<void> {
  const channel = codePolicies[purpose].channel;
  if (channel !== null) await takeCodeSend(tx, channel, `${purpose}:${target}`, from, now);
}

/**
 * Stores a new code (its hash) for `purpose` and `target`, closing the previous open one,
 * after taking its send limits (429 when `from` or `target` asked too soon or too often).
 */
export async function issueCode(
  tx: Queryable,
  purpose: CodePurpose,
  target: string,
  userId: string | null,
  secret: string,
  now: Date,
  from: Requester,
): Promise<void> {
  await takeSendLimits(tx, purpose, target, from, now);
  await storeCode(tx, purpose, target, userId, secret, now);
}

/** Stores a new code without taking limits (the caller took them with {@link takeSendLimits}). */
export async function storeCode(tx: Queryable, purpose: CodePurpose, target: string, userId: string | null, secret: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE one_time_code SET closed_at = $3 WHERE purpose = $1 AND target = $2 AND closed_at IS NULL',
    [purpose, target, now],
  );
  await tx.query(
    `INSERT INTO one_time_code (purpose, target, user_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [purpose, target, userId, sha256(secret), now, new Date(now.getTime() + codePolicies[purpose].ttlMs)],
  );
}

/** What a used code was issued for. */
export interface UsedCode {
  readonly id: number;
  readonly userId: string | null;
  readonly target: string;
}

/**
 * Checks the SMS `code` typed for `target` and closes it when right. A wrong code counts an
 * attempt (the caller must commit: see commitThenRefuse); the fifth spends it. Answers the
 * refusal instead of throwing it.
 */
export async function useSmsCode(
  tx: Queryable,
  purpose: CodePurpose,
  target: string,
  code: string,
  now: Date,
  field: string,
): Promise<UsedCode | HttpError> {
  const rows = await tx.query<CodeRow>(
    `SELECT * FROM one_time_code WHERE purpose = $1 AND target = $2 AND closed_at IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [purpose, target],
  );
  const row = rows[0];
  if (row === undefined) return badRequest(accountMessages.codeMissing, { field });
  if (row.expires_at.getTime() <= now.getTime()) return badRequest(accountMessages.codeExpired, { field });
  if (row.code_hash !== sha256(code)) {
    const attempts = row.attempts + 1;
    const spent = attempts >= MAX_CODE_ATTEMPTS;
    await tx.query('UPDATE one_time_code SET attempts = $2, closed_at = $3 WHERE id = $1', [row.id, attempts, spent ? now : null]);
    return badRequest(spent ? accountMessages.codeAttemptsExceeded : accountMessages.codeWrong, {
      field,
      attempts_left: MAX_CODE_ATTEMPTS - attempts,
    });
  }
  await tx.query('UPDATE one_time_code SET closed_at = $2 WHERE id = $1', [row.id, now]);
  return { id: row.id, userId: row.user_id, target: row.target };
}

/**
 * Finds the open, unexpired code of a mail link (or a reset key) by its secret. `close`
 * closes it (used); without it the code stays usable (the recovery link may be reopened).
 * Answers undefined for an unknown, used, replaced or expired code.
 */
export async function findLinkCode(
  tx: Queryable,
  purpose: CodePurpose,
  secret: string,
  now: Date,
  close: boolean,
): Promise<UsedCode | undefined> {
  const rows = await tx.query<CodeRow>(
    `SELECT * FROM one_time_code WHERE purpose = $1 AND code_hash = $2 AND closed_at IS NULL AND expires_at > $3
      LIMIT 1 FOR UPDATE`,
    [purpose, sha256(secret.trim()), now],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  if (close) await tx.query('UPDATE one_time_code SET closed_at = $2 WHERE id = $1', [row.id, now]);
  return { id: row.id, userId: row.user_id, target: row.target };
}

/** Closes one code (used). */
export async function closeCode(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE one_time_code SET closed_at = $2 WHERE id = $1', [id, now]);
}

/** Closes every open code of a user for `purpose` (a finished recovery closes its other links). */
export async function closeCodesOf(tx: Queryable, purpose: CodePurpose, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE one_time_code SET closed_at = $3 WHERE purpose = $1 AND user_id = $2 AND closed_at IS NULL', [
    purpose,
    userId,
    now,
  ]);
}
