/**
 * Social sign-ins in progress (migration 007): the PKCE code verifier, the nonce and the
 * redirect URI of each, kept in the database under the sha256 of its `state` — so any server
 * process can finish what another started — single-use and expiring after 10 minutes.
 */
import { generateRandomCodeVerifier, generateRandomNonce, generateRandomState } from 'oauth4webapi';
import type { SocialMode, SocialNetwork } from '../../sdk/contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { sha256 } from './secret-token.ts';
import type { PendingSignIn } from './social-provider.ts';

/** How long the browser may take at the provider (VK ID's codes live 10 minutes too). */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

/** Who starts a sign-in (or link) and where the provider is to send the browser back. */
export interface SignInStart {
  readonly network: SocialNetwork;
  readonly mode: SocialMode;
  /** The signed-in user for a link; undefined for a sign-in. */
  readonly userId: string | undefined;
  readonly redirectUri: string;
}

/** Keeps a new sign-in in progress and answers it (its fresh state, verifier and nonce). */
export async function keepPendingSignIn(db: Database, clock: Clock, start: SignInStart): Promise<PendingSignIn> {
  const pending: PendingSignIn = {
    state: generateRandomState(),
    codeVerifier: generateRandomCodeVerifier(),
    nonce: generateRandomNonce(),
    redirectUri: start.redirectUri,
  };
  const now = clock.now();
  await db.transaction(async (tx) => {
    // Abandoned sign-ins go with every new one, so the table holds at most 10 minutes of them.
    await tx.query('DELETE FROM social_sign_in WHERE expires_at <= $1', [now]);
    await tx.query(
      `INSERT INTO social_sign_in (state_hash, network, mode, user_id, redirect_uri, code_verifier, nonce, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256(pending.state),
        start.network,
        start.mode,
        start.userId ?? null,
        pending.redirectUri,
        pending.codeVerifier,
        pending.nonce,
        new Date(now.getTime() + SOCIAL_STATE_TTL_MS),
      ],
    );
  });
  return pending;
}

interface PendingRow {
  network: string;
  mode: string;
  user_id: string | null;
  redirect_uri: string;
  code_verifier: string;
  nonce: string;
  expires_at: Date;
}

/**
 * Takes the sign-in in progress under `state`, once: the row is deleted whatever follows, so
 * a replayed state finds nothing. Answers undefined for an unknown, used or expired state, or
 * one started for another network, mode or user.
 */
export async function takePendingSignIn(
  db: Database,
  clock: Clock,
  state: string,
  expected: Omit<SignInStart, 'redirectUri'>,
): Promise<PendingSignIn | undefined> {
  const rows = await db.query<PendingRow>(
    `DELETE FROM social_sign_in WHERE state_hash = $1
     RETURNING network, mode, user_id, redirect_uri, code_verifier, nonce, expires_at`,
    [sha256(state)],
  );
  const row = rows[0];
  if (row === undefined || new Date(row.expires_at).getTime() <= clock.now().getTime()) return undefined;
  if (row.network !== expected.network || row.mode !== expected.mode || row.user_id !== (expected.userId ?? null)) return undefined;
  return { state, codeVerifier: row.code_verifier, nonce: row.nonce, redirectUri: row.redirect_uri };
}
