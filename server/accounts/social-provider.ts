/** The person a social network vouches for. */
export interface SocialIdentity {
  /** The network's own id of the person (stable across sign-ins). */
  readonly subject: string;
  /** Only an address the network vouches for (Google: `email_verified`). */
  readonly email: string | null;
  readonly name: string | null;
  readonly lastName: string | null;
}

/**
 * One sign-in in progress, kept server-side under its `state` from the moment the browser
 * leaves for the provider (server/accounts/social-states.ts).
 */
export interface PendingSignIn {
  readonly state: string;
  /** The PKCE code verifier; the provider saw only its S256 challenge. */
  readonly codeVerifier: string;
  /** OpenID Connect's nonce: the ID token must carry it back. */
  readonly nonce: string;
  /** The site's social route given to the provider (built from PUBLIC_URL). */
  readonly redirectUri: string;
}

/** What the provider's redirect brought back to the site. */
export interface SocialReturn {
  readonly code: string;
  readonly state: string;
  /** VK ID's device id (VK sends it with the code and wants it back in the exchange). */
  readonly deviceId: string | undefined;
}

/**
 * One network's provider behind one interface (Google, VK ID, or the local stand-in):
 * where to send the browser, and the server-to-server exchange of the code it brings back.
 * The account rules (server/accounts/social-routes.ts) never see a provider's field names.
 */
export interface SocialProvider {
  /** The provider's authorisation page for `pending` (with its PKCE challenge, state and nonce). */
  authorizationUrl(pending: PendingSignIn): Promise<URL>;
  /**
   * The person, or undefined when the provider refuses the code or its answer fails a check
   * (a forged or expired ID token, a wrong nonce, a missing PKCE verifier…).
   */
  exchange(back: SocialReturn, pending: PendingSignIn): Promise<SocialIdentity | undefined>;
}
