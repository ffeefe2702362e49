/**
 * VK ID sign-in: VK ID's OAuth 2.1 authorisation code flow with PKCE (S256) and `state`, as
 * VK ID's API reference describes it, through oauth4webapi:
 *
 *   GET  id.vk.com/authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *        &code_challenge_method=S256&scope=vkid.personal_info email
 *   →    redirect_uri?code&state&device_id
 *   POST id.vk.com/oauth2/auth   grant_type=authorization_code, code, code_verifier, client_id,
 *        device_id, redirect_uri, state (and client_secret)  →  { access_token, user_id, … }
 *   POST id.vk.com/oauth2/user_info   client_id, access_token  →  { user: { user_id,
 *        first_name, last_name, email } }
 *
 * VK ID is OAuth, not OpenID Connect: its `id_token` is VK's own token for its public_info
 * call (we asked for no nonce and know no issuer or keys to check it against), so the token
 * answer is read without it and the person comes from user_info. The e-mail is there only
 * when the person granted it; VK ID hands out the confirmed address of the VK account.
 */
import * as oauth from 'oauth4webapi';
import { is, nullable, number, optional, string, type, union } from 'superstruct';
import type { PendingSignIn, SocialIdentity, SocialProvider, SocialReturn } from '../accounts/social-provider.ts';
import type { VkSettings } from './oauth-settings.ts';
import { PROVIDER_TIMEOUT_MS, providerRequests, refused, type ProviderContext } from './provider-requests.ts';

/** The answer of user_info (fields VK does not have, or the person did not grant, are absent or empty). */
const VkUserInfo = type({
  user: type({
    user_id: union([string(), number()]),
    first_name: optional(nullable(string())),
    last_name: optional(nullable(string())),
    email: optional(nullable(string())),
  }),
});

const text = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** The token endpoint's answer without `id_token` (see the header). */
async function withoutIdToken(url: string, init: oauth.CustomFetchOptions<'POST', URLSearchParams>): Promise<Response> {
  const response = await fetch(url, init);
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('id_token' in body)) return response;
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'id_token'));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/** VK ID's provider for `settings` (endpoints from settings, defaulting to VK ID's own). */
export function vkProvider(settings: VkSettings, context: ProviderContext): SocialProvider {
  // VK ID publishes no issuer metadata; oauth4webapi wants one, and checks no ID token here.
  const as: oauth.AuthorizationServer = {
    issuer: new URL(settings.authorizationUrl).origin,
    authorization_endpoint: settings.authorizationUrl,
    token_endpoint: settings.tokenUrl,
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const authentication = oauth.ClientSecretPost(settings.clientSecret);
  const requests = providerRequests(context);

  const userInfo = async (accessToken: string): Promise<SocialIdentity | undefined> => {
    const url = new URL(settings.userInfoUrl);
    if (url.protocol !== 'https:' && !context.allowHttp) return refused(context, 'vk', 'user_info must be https');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: settings.clientId, access_token: accessToken }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'manual',
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok || !is(answer, VkUserInfo)) return refused(context, 'vk', `user_info answered ${response.status} without a user`);
    const { user } = answer;
    const subject = String(user.user_id);
    if (subject === '' || subject === '0') return refused(context, 'vk', 'user_info named no user');
    return { subject, email: text(user.email), name: text(user.first_name), lastName: text(user.last_name) };
  };

  return {
    async authorizationUrl(pending: PendingSignIn) {
      const url = new URL(settings.authorizationUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', pending.redirectUri);
      url.searchParams.set('state', pending.state);
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('scope', 'vkid.personal_info email');
      return url;
    },

    async exchange(back: SocialReturn, pending: PendingSignIn): Promise<SocialIdentity | undefined> {
      if (back.deviceId === undefined || back.deviceId === '') return refused(context, 'vk', 'no device_id came back with the code');
      try {
        const callback = oauth.validateAuthResponse(
          as,
          client,
          new URLSearchParams({ code: back.code, state: back.state, device_id: back.deviceId }),
          pending.state,
        );
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          authentication,
          callback,
          pending.redirectUri,
          pending.codeVerifier,
          {
            ...requests.options(),
            additionalParameters: { device_id: back.deviceId, state: pending.state },
            [oauth.customFetch]: withoutIdToken,
          },
        );
        const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
        return await userInfo(tokens.access_token);
      } catch (error) {
        return refused(context, 'vk', error);
      }
    },
  };
}
