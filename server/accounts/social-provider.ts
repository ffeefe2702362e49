import type { SocialNetwork } from '../../sdk/contract/user.ts';

/** The person a social network vouches for. */
export interface SocialIdentity {
  /** The network's own id of the person (stable across sign-ins). */
  readonly subject: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly lastName: string | null;
}

/**
 * Exchanges the authorisation code a network redirected back with for the person it names —
 * the server-to-server step of OAuth. The default is the local stand-in provider
 * (server/oauth/stand-in-provider.ts); real VK and Google adapters would implement the same.
 */
export interface SocialProvider {
  /** The identity, or undefined for an unknown, used, expired or mismatched code. */
  exchange(network: SocialNetwork, code: string, redirectUri: string | undefined): Promise<SocialIdentity | undefined>;
}
