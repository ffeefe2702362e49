/**
 * Giving an account a console role (issue 25 §1): `npm run organiser:add` and the demo seed.
 * An existing account (found by e-mail) is promoted; otherwise a full account is created with
 * the e-mail confirmed (the operator vouches for it) and no password: its first sign-in is the
 * one-time link, after which the person may set a password in the personal area.
 */
import { userByEmail, insertUser } from '../accounts/users.ts';
import { createSignInLink, signInLinkPath } from '../accounts/sign-in-links.ts';
import type { Database } from '../db/database.ts';
import type { StaffRole } from '../../sdk/contract/console/index.ts';
import { isValidEmail, normalizeEmail } from '../../sdk/forms/index.ts';

/** How long the link printed by organiser:add may wait to be opened. */
export const STAFF_LINK_TTL_MS = 24 * 3_600_000;

export interface StaffGrant {
  readonly userId: string;
  readonly created: boolean;
  /** The site path of a one-time sign-in link (`/token/…`), valid {@link STAFF_LINK_TTL_MS}. */
  readonly linkPath: string;
}

/** A reason `email` cannot be given a role, or undefined. */
export function staffEmailProblem(email: string): string | undefined {
  return isValidEmail(email) ? undefined : `"${email}" is not an e-mail address`;
}

/**
 * Gives the account of `typed` (made if missing) the console role `role`, and a sign-in link.
 * `events` limits its check-in to those events (undefined: every event).
 */
export async function grantStaffRole(db: Database, typed: string, role: StaffRole, now: Date, events?: readonly string[]): Promise<StaffGrant> {
  const email = normalizeEmail(typed);
  return db.transaction(async (tx) => {
    const existing = await userByEmail(tx, email, true);
    const user = existing ?? (await insertUser(tx, { email, email_confirmed: true }, now));
    if (events !== undefined) {
      const known = await tx.query<{ public_id: string }>('SELECT public_id FROM event WHERE public_id = ANY($1)', [[...events]]);
      const unknown = events.filter((id) => !known.some((row) => row.public_id === id));
      if (unknown.length > 0) throw new Error(`no event ${unknown.join(', ')}`);
    }
    await tx.query('UPDATE app_user SET staff_role = $2, staff_events = $3 WHERE public_id = $1', [user.public_id, role, events === undefined ? null : [...events]]);
    const secret = await createSignInLink(tx, user.public_id, now, STAFF_LINK_TTL_MS);
    return { userId: user.public_id, created: existing === undefined, linkPath: signInLinkPath(secret) };
  });
}
