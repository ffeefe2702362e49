/**
 * Sign-in sessions: one row per sign-in, named by a random token that only the client holds
 * (the database keeps its sha256). A revoked or expired session's token gets 401.
 */
import type { Queryable } from '../db/database.ts';
import { PARTNER_SESSION_MS } from './partner-scope.ts';
import { newSecret, sha256 } from './secret-token.ts';
import { parseUserAgent } from './user-agent.ts';
import type { UserRow } from './user-row.ts';

/** How long a token lives without signing in again. */
export const SESSION_LIFETIME_MS = 180 * 86_400_000;

/** How the user signed in (shown on the activity page). */
export type SignInMethod = 'email' | 'phone' | 'vk' | 'google' | 'payment' | 'link';

/** Where a sign-in came from: the request's User-Agent and, behind a geo-aware proxy, its city. */
export interface SessionOrigin {
  readonly userAgent: string | undefined;
  readonly city: string | undefined;
  readonly country: string | undefined;
  /** The partner origin the sign-in came from: the session is partner-scoped (partner-scope.ts). */
  readonly partner: string | null;
}

/** The signed-in user of a request and the session their token names. */
export interface Auth {
  readonly user: UserRow;
  readonly sessionId: number;
  /** Set for a partner-scoped session: the partner origin it was opened or used on. */
  readonly partnerOrigin: string | null;
}

/** Opens a session for `userId` and answers its token (the only time the token exists in clear). */
export async function startSession(
  tx: Queryable,
  userId: string,
  method: SignInMethod,
  origin: SessionOrigin,
  now: Date,
): Promise<string> {
  const token = newSecret();
  const { os, browser } = parseUserAgent(origin.userAgent);
  await tx.query(
    `INSERT INTO auth_session (user_id, token_hash, method, city, country, os, browser, created_at, expires_at, partner_origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      sha256(token),
      method,
      origin.city ?? null,
      origin.country ?? null,
      os,
      browser,
      now,
      new Date(now.getTime() + (origin.partner === null ? SESSION_LIFETIME_MS : PARTNER_SESSION_MS)),
      origin.partner,
    ],
  );
  return token;
}

/**
 * The live session of `token` and its user, or undefined (unknown, revoked or expired). Used
 * from `partner` (a partner origin, partner-scope.ts), a full session becomes partner-scoped
 * for good, its life cut to a day from now.
 */
export async function findSession(db: Queryable, token: string, now: Date, partner: string | null = null): Promise<Auth | undefined> {
  const rows = await db.query<UserRow & { session_id: number; partner_origin: string | null }>(
    `SELECT u.*, s.id AS session_id, s.partner_origin
       FROM auth_session s JOIN app_user u ON u.public_id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [sha256(token), now],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { session_id: sessionId, partner_origin: partnerOrigin, ...user } = row;
  if (partnerOrigin === null && partner !== null) {
    await db.query('UPDATE auth_session SET partner_origin = $2, expires_at = LEAST(expires_at, $3) WHERE id = $1 AND partner_origin IS NULL', [
      sessionId,
      partner,
      new Date(now.getTime() + PARTNER_SESSION_MS),
    ]);
  }
  return { user, sessionId, partnerOrigin: partnerOrigin ?? partner };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE auth_session SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

/** Revokes every session of a user except `keep` (after a password reset or change). */
export async function revokeOtherSessions(db: Queryable, userId: string, keep: number | undefined, now: Date): Promise<void> {
  await db.query(
    'UPDATE auth_session SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
    [userId, keep ?? -1, now],
  );
}
