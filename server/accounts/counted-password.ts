/**
 * A password typed for an account, checked under the account's lock (docs/server.md,
 * "Sign-in throttling"): five wrong ones in a row lock the account for 15 minutes, and while it
 * is locked even the right one is refused with 429. Sign-in and the settings' password change
 * (the current password) count alike, so the settings are no way around the lock.
 */
import type { Queryable } from '../db/database.ts';
import type { HttpError } from '../http/http-error.ts';
import { limitExceeded } from '../limits/limit-exceeded.ts';
import { verifyPassword } from './password-hash.ts';
import type { UserRow } from './user-row.ts';
import { updateUser } from './users.ts';

/** Failed passwords in a row that lock an account, and for how long. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

/**
 * The 429 of a locked account. A request that read its clock before waiting for the account's
 * row may see a little more than the lock's length: it never says more than 15 minutes.
 */
export function accountLocked(until: Date, now: Date): HttpError {
  return limitExceeded('limits.loginLocked', Math.min(LOGIN_LOCK_MS, until.getTime() - now.getTime()) / 1000);
}

/**
 * Checks `password` against `user`, a row read FOR UPDATE in `tx`. Answers the row with its
 * failure count cleared when the password is right; otherwise counts the failure (the fifth
 * locks the account) and answers `wrong`, or the lock's 429. The caller commits either way
 * (commitThenRefuse), so a failure always counts.
 */
export async function checkCountedPassword(
  tx: Queryable,
  user: UserRow,
  password: string,
  now: Date,
  wrong: HttpError,
): Promise<UserRow | HttpError> {
  if (user.locked_until !== null && user.locked_until.getTime() > now.getTime()) return accountLocked(user.locked_until, now);
  if (await verifyPassword(password, user.password_hash)) {
    return user.failed_logins === 0 && user.locked_until === null ? user : updateUser(tx, user.public_id, { failed_logins: 0, locked_until: null });
  }
  const failures = user.failed_logins + 1;
  if (failures >= LOGIN_FAILURES_BEFORE_LOCK) {
    const until = new Date(now.getTime() + LOGIN_LOCK_MS);
    await updateUser(tx, user.public_id, { failed_logins: 0, locked_until: until });
    return accountLocked(until, now);
  }
  await updateUser(tx, user.public_id, { failed_logins: failures });
  return wrong;
}
