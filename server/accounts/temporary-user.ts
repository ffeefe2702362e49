/**
 * The temporary user of a guest payment (purchase.md §6: "pay as temporary user … the token
 * and user in the response are stored locally"). For the payment routes: call it inside the
 * payment's transaction. The account owns the order and its tickets; PUT
 * /api/user/auth/payment later turns it into a full account with a password.
 *
 * A temporary user may carry the e-mail of an existing full account (a guest paying with it):
 * it is a separate row and never grants access to that account.
 */
import type { Queryable } from '../db/database.ts';
import { startSession, type SessionOrigin } from './sessions.ts';
import { toUser, type UserRow } from './user-row.ts';
import { insertUser } from './users.ts';
import type { User } from '../../sdk/contract/schemas/index.ts';

/** Who paid: the basket's e-mail (already validated and lowercased) and optional phone digits. */
export interface GuestBuyer {
  readonly email: string;
  readonly phone?: string | null;
  readonly name?: string | null;
  readonly lastName?: string | null;
}

/** Creates the temporary user and its session; answers the row, the API user and the token. */
export async function createTemporaryUser(
  tx: Queryable,
  buyer: GuestBuyer,
  origin: SessionOrigin,
  now: Date,
): Promise<{ row: UserRow; user: User; token: string }> {
  const row = await insertUser(
    tx,
    { email: buyer.email, phone: buyer.phone ?? null, name: buyer.name ?? null, last_name: buyer.lastName ?? null, temporary: true },
    now,
  );
  const token = await startSession(tx, row.public_id, 'payment', origin, now);
  return { row, user: toUser(row), token };
}
