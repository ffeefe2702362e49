/**
 * The local stand-in for the VK and Google providers (development and tests, never in
 * production): its consent page (server/oauth/stand-in-pages.ts) issues codes, and this side
 * exchanges them. Like a real provider it takes PKCE: the page keeps the S256 code challenge
 * with the code, and the exchange must bring the verifier that matches it. A code is
 * single-use, lives 5 minutes, belongs to one network, and only comes back with the redirect
 * URI it was issued for.
 */
import { calculatePKCECodeChallenge } from 'oauth4webapi';
import type { SocialNetwork } from '../../sdk/contract/index.ts';
import type { PendingSignIn, SocialProvider } from '../accounts/social-provider.ts';
import { sha256 } from '../accounts/secret-token.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** How long an issued code may be exchanged. */
export const STAND_IN_CODE_TTL_MS = 5 * 60_000;

interface GrantRow {
  subject: string;
  email: string | null;
  name: string | null;
  last_name: string | null;
  redirect_uri: string;
  code_challenge: string | null;
}

/** The stand-in's provider for `network`. */
export function standInProvider(network: SocialNetwork, db: Database, clock: Clock): SocialProvider {
  return {
    async authorizationUrl(pending: PendingSignIn) {
      // The consent page is served beside the site (the same server, or Vite's proxy of /oauth).
      const url = new URL(`/oauth/${network}/authorize`, new URL(pending.redirectUri).origin);
      url.searchParams.set('redirect_uri', pending.redirectUri);
      url.searchParams.set('state', pending.state);
      url.searchParams.set('nonce', pending.nonce);
      url.searchParams.set('code_challenge', await calculatePKCECodeChallenge(pending.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },

    async exchange(back, pending) {
      const rows = await db.query<GrantRow>(
        `UPDATE stand_in_oauth_grant SET used_at = $3
          WHERE code_hash = $1 AND network = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING subject, email, name, last_name, redirect_uri, code_challenge`,
        [sha256(back.code), network, clock.now()],
      );
      const grant = rows[0];
      if (grant === undefined || grant.redirect_uri !== pending.redirectUri) return undefined;
      if (grant.code_challenge === null || pending.codeVerifier === '') return undefined;
      if ((await calculatePKCECodeChallenge(pending.codeVerifier)) !== grant.code_challenge) return undefined;
      return { subject: grant.subject, email: grant.email, name: grant.name, lastName: grant.last_name };
    },
  };
}
