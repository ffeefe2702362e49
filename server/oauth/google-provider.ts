/**
 * Google sign-in: OpenID Connect's authorisation code flow with PKCE (S256), `state` and
 * `nonce`, through oauth4webapi. The code is exchanged at Google's token endpoint with the
 * client secret and the PKCE verifier; the ID token in the answer is checked for issuer,
 * audience (our client id, and `azp` when there are several), expiry, issue time and nonce,
 * and its signature against Google's published keys (JWKS, fetched once and cached by
 * oauth4webapi for 5 minutes per provider, fetched again for an unknown key id). The e-mail
 * is taken only when `email_verified` is true.
 */
import * as oauth from 'oauth4webapi';
import { boolean, is, optional, string, type } from 'superstruct';
import type { PendingSignIn, SocialIdentity, SocialProvider, SocialReturn } from '../accounts/social-provider.ts';
import type { GoogleSettings } from './oauth-settings.ts';
import { providerRequests, refused, type ProviderContext } from './provider-requests.ts';

/** The claims we read from a checked ID token (OpenID Connect Core §5.1). */
const GoogleClaims = type({
  sub: string(),
  email: optional(string()),
  email_verified: optional(boolean()),
  given_name: optional(string()),
  family_name: optional(string()),
});

/** Google's provider for `settings` (endpoints from settings, defaulting to Google's own). */
export function googleProvider(settings: GoogleSettings, context: ProviderContext): SocialProvider {
  // One object per provider: oauth4webapi caches the JWKS under it.
  const as: oauth.AuthorizationServer = {
    issuer: settings.issuer,
    authorization_endpoint: settings.authorizationUrl,
    token_endpoint: settings.tokenUrl,
    jwks_uri: settings.jwksUrl,
    id_token_signing_alg_values_supported: ['RS256'],
  };
  const requests = providerRequests(context);
  const client: oauth.Client = {
    client_id: settings.clientId,
    // Times in tokens are checked against the server's clock (tests move it).
    get [oauth.clockSkew]() {
      return requests.clockSkew();
    },
  };
  const authentication = oauth.ClientSecretPost(settings.clientSecret);

  return {
    async authorizationUrl(pending: PendingSignIn) {
      const url = new URL(settings.authorizationUrl);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', pending.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', pending.state);
      url.searchParams.set('nonce', pending.nonce);
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },

    async exchange(back: SocialReturn, pending: PendingSignIn): Promise<SocialIdentity | undefined> {
      try {
        const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: back.code, state: back.state }), pending.state);
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          authentication,
          callback,
          pending.redirectUri,
          pending.codeVerifier,
          requests.options(),
        );
        const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: pending.nonce,
          requireIdToken: true,
        });
        await oauth.validateApplicationLevelSignature(as, response, requests.options());
        const claims = oauth.getValidatedIdTokenClaims(tokens);
        if (!is(claims, GoogleClaims)) return refused(context, 'google', 'the ID token has no subject');
        return {
          subject: claims.sub,
          email: claims.email_verified === true && claims.email !== undefined ? claims.email : null,
          name: claims.given_name ?? null,
          lastName: claims.family_name ?? null,
        };
      } catch (error) {
        return refused(context, 'google', error);
      }
    },
  };
}
