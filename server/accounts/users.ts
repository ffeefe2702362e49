import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { UserRow } from './user-row.ts';

/** The full (not temporary) account with this e-mail, locked for the transaction when `lock`. */
export async function userByEmail(tx: Queryable, email: string, lock = false): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `SELECT * FROM app_user WHERE email = $1 AND NOT temporary${lock ? ' FOR UPDATE' : ''}`,
    [email],
  );
  return rows[0];
}

/** The full account with this phone (digits). */
export async function userByPhone(tx: Queryable, phone: string, lock = false): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `SELECT * FROM app_user WHERE phone = $1 AND NOT temporary${lock ? ' FOR UPDATE' : ''}`,
    [phone],
  );
  return rows[0];
}

/** A user by public_id. */
export async function userById(tx: Queryable, publicId: string, lock = false): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(`SELECT * FROM app_user WHERE public_id = $1${lock ? ' FOR UPDATE' : ''}`, [publicId]);
  return rows[0];
}

/** The social networks linked to a user, in a stable order. */
export async function userSocialNetworks(tx: Queryable, publicId: string): Promise<string[]> {
  const rows = await tx.query<{ network: string }>('SELECT network FROM social_account WHERE user_id = $1 ORDER BY network', [publicId]);
  return rows.map((row) => row.network);
}

/** The columns a new user may be created with. */
export interface NewUser {
  readonly email?: string | null;
  readonly email_confirmed?: boolean;
  readonly phone?: string | null;
  readonly phone_confirmed?: boolean;
  readonly password_hash?: string | null;
  readonly name?: string | null;
  readonly last_name?: string | null;
  readonly mailing?: boolean;
  readonly temporary?: boolean;
}

/** Inserts a user with a new public_id and answers the row. */
export async function insertUser(tx: Queryable, user: NewUser, now: Date): Promise<UserRow> {
  const rows = await tx.query<UserRow>(
    `INSERT INTO app_user (public_id, email, email_confirmed, phone, phone_confirmed, password_hash, name, last_name,
                           mailing, temporary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [
      randomUUID(),
      user.email ?? null,
      user.email_confirmed ?? false,
      user.phone ?? null,
      user.phone_confirmed ?? false,
      user.password_hash ?? null,
      user.name ?? null,
      user.last_name ?? null,
      user.mailing ?? false,
      user.temporary ?? false,
      now,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT … RETURNING answered no row');
  return row;
}

/** A column a handler may change. */
export type UserColumn = Exclude<keyof UserRow, 'public_id' | 'created_at'>;

/** Sets the given columns of a user and answers the row. */
export async function updateUser(
  tx: Queryable,
  publicId: string,
  changes: Readonly<Partial<Record<UserColumn, unknown>>>,
): Promise<UserRow> {
  const columns = Object.keys(changes).filter((key): key is UserColumn => key in changes);
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  const rows = await tx.query<UserRow>(
    `UPDATE app_user SET ${assignments.join(', ')} WHERE public_id = $1 RETURNING *`,
    [publicId, ...columns.map((column) => changes[column] ?? null)],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`no user ${publicId}`);
  return row;
}
