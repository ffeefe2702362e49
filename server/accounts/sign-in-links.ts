/**
 * One-time sign-in links: `/token/{secret}` on the organiser's site (account.md §2). A link
 * signs into one account once, within {@link SIGN_IN_LINK_TTL_MS}; only the secret's sha256 is
 * stored. A session token is never a link: the site consumes the secret with
 * `PUT /api/auth/link`, which answers a new session, and asks the visitor before signing in
 * (docs/server.md, "Sign-in links").
 *
 *   const path = signInLinkPath(await createSignInLink(tx, user.public_id, now)); // '/token/…'
 *   const link = await consumeSignInLink(tx, secret, now);                         // once: { userId, partnerOrigin }
 *
 * `POST /api/auth/link` makes them for the signed-in user: the site's own links, and the
 * partner-page hand-over (sdk/elements/session-hand-over.ts, docs/embedding.md).
 */
import type { Queryable } from '../db/database.ts';
import { newSecret, sha256 } from './secret-token.ts';

/** How long a link may wait to be opened. */
export const SIGN_IN_LINK_TTL_MS = 5 * 60_000;

/**
 * Makes a link for `userId`; answers its secret (the only time it exists in clear). `ttlMs` is
 * longer only for links an operator hands over by hand (`npm run organiser:add`). A link made
 * by a partner-scoped session carries its partner origin: it opens a partner-scoped session too.
 */
export async function createSignInLink(
  tx: Queryable,
  userId: string,
  now: Date,
  ttlMs: number = SIGN_IN_LINK_TTL_MS,
  partnerOrigin: string | null = null,
): Promise<string> {
  const secret = newSecret();
  await tx.query('INSERT INTO sign_in_link (token_hash, user_id, created_at, expires_at, partner_origin) VALUES ($1, $2, $3, $4, $5)', [
    sha256(secret),
    userId,
    now,
    new Date(now.getTime() + ttlMs),
    partnerOrigin,
  ]);
  return secret;
}

/** The site path of a link. */
export const signInLinkPath = (secret: string): string => `/token/${encodeURIComponent(secret)}`;

/**
 * Spends the link of `secret` and answers the account it signs into and the partner origin of
 * the session that made it (null: a full one), or undefined for an unknown, used or expired
 * link. One statement: of parallel uses exactly one gets the account.
 */
export async function consumeSignInLink(tx: Queryable, secret: string, now: Date): Promise<{ userId: string; partnerOrigin: string | null } | undefined> {
  const rows = await tx.query<{ user_id: string; partner_origin: string | null }>(
    `UPDATE sign_in_link SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, partner_origin`,
    [sha256(secret.trim()), now],
  );
  const row = rows[0];
  return row === undefined ? undefined : { userId: row.user_id, partnerOrigin: row.partner_origin };
}

/** Deletes links that can no longer be used (a day after they expired); answers how many. */
export async function sweepSignInLinks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM sign_in_link WHERE expires_at <= $1 RETURNING 1', [new Date(now.getTime() - 24 * 60 * 60_000)]);
  return rows.length;
}
