/**
 * The server side of the local stand-in OAuth provider: exchanges the codes its consent page
 * issued (server/oauth/stand-in-pages.ts). A code is single-use, lives 5 minutes, belongs to
 * one network, and must come back with the redirect_uri it was issued for (when one is given).
 */
import type { SocialProvider } from '../accounts/social-provider.ts';
import { sha256 } from '../accounts/secret-token.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** How long an issued code may be exchanged. */
export const STAND_IN_CODE_TTL_MS = 5 * 60_000;

interface GrantRow {
  network: string;
  subject: string;
  email: string | null;
  name: string | null;
  last_name: string | null;
  redirect_uri: string;
}

/** The stand-in's exchange. */
export function standInProvider(db: Database, clock: Clock): SocialProvider {
  return {
    exchange: (network, code, redirectUri) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const rows = await tx.query<GrantRow>(
          `UPDATE stand_in_oauth_grant SET used_at = $3
            WHERE code_hash = $1 AND network = $2 AND used_at IS NULL AND expires_at > $3
            RETURNING network, subject, email, name, last_name, redirect_uri`,
          [sha256(code), network, now],
        );
        const grant = rows[0];
        if (grant === undefined) return undefined;
        if (redirectUri !== undefined && redirectUri !== grant.redirect_uri) return undefined;
        return { subject: grant.subject, email: grant.email, name: grant.name, lastName: grant.last_name };
      }),
  };
}

/** A provider that knows no code: social sign-in is off (production without the stand-in). */
export const noSocialProvider: SocialProvider = { exchange: () => Promise.resolve(undefined) };
