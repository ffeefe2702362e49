/**
 * A password typed for an account, checked under the account's lock (docs/server.md,
 * "Sign-in throttling"): five wrong ones in a row lock the account for 15 minutes, and while it
 * is locked even the right one is refused with 429. Sign-in and the settings' password change
 * (the current password) count alike, so the settings are no way around the lock.
 *
 * An e-mail without an account counts and locks the same way (issue 28 §3), its count kept in
 * `login_lock` (migration 015), so the lock tells nobody which addresses have accounts.
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
  return countFailure(user, now, wrong, async (patch) => {
    await updateUser(tx, user.public_id, patch);
  });
}

/** Failures counted so far and the lock they set. */
interface FailureCount {
  readonly failed_logins: number;
  readonly locked_until: Date | null;
}

/** Counts one wrong password on `count` (saved by `save`): answers `wrong`, or the lock's 429 at the fifth. */
async function countFailure(count: FailureCount, now: Date, wrong: HttpError, save: (patch: FailureCount) => Promise<void>): Promise<HttpError> {
  const failures = count.failed_logins + 1;
  if (failures >= LOGIN_FAILURES_BEFORE_LOCK) {
    const until = new Date(now.getTime() + LOGIN_LOCK_MS);
    await save({ failed_logins: 0, locked_until: until });
    return accountLocked(until, now);
  }
  await save({ failed_logins: failures, locked_until: count.locked_until });
  return wrong;
}

/**
 * A password typed for `email`, which has no account: checked against `dummyHash` (so it takes
 * as long as a real check) and counted under the address's `login_lock` row, locked for the
 * transaction. Answers `wrong` or the lock's 429, as {@link checkCountedPassword} would.
 */
export async function checkUnknownPassword(
  tx: Queryable,
  email: string,
  password: string,
  dummyHash: string,
  now: Date,
  wrong: HttpError,
): Promise<HttpError> {
  const [row] = await tx.query<FailureCount>(
    `INSERT INTO login_lock AS l (email, failed_logins, locked_until, updated_at) VALUES ($1, 0, NULL, $2)
     ON CONFLICT (email) DO UPDATE SET updated_at = $2
     RETURNING failed_logins, locked_until`,
    [email, now],
  );
  const count = row ?? { failed_logins: 0, locked_until: null };
  if (count.locked_until !== null && count.locked_until.getTime() > now.getTime()) return accountLocked(count.locked_until, now);
  await verifyPassword(password, dummyHash);
  return countFailure(count, now, wrong, async (patch) => {
    await tx.query('UPDATE login_lock SET failed_logins = $2, locked_until = $3 WHERE email = $1', [email, patch.failed_logins, patch.locked_until]);
  });
}

/** Deletes `login_lock` rows untouched for 30 days and not locked; answers how many. */
export async function sweepLoginLocks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM login_lock WHERE updated_at <= $1 AND (locked_until IS NULL OR locked_until <= $2) RETURNING 1', [
    new Date(now.getTime() - 30 * 24 * 60 * 60_000),
    now,
  ]);
  return rows.length;
}
