/**
 * The settings of social sign-in (docs/server.md, docs/deploy.md "Social sign-in"):
 *
 *   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET   Google sign-in (OpenID Connect) is on when both are set
 *   VK_CLIENT_ID, VK_CLIENT_SECRET           VK ID sign-in (OAuth 2.1) is on when both are set
 *   OAUTH_STAND_IN                           0 turns the local stand-in provider off outside production
 *
 * and the providers' endpoints, which default to the real ones (tests point them at stand-ins):
 *   GOOGLE_ISSUER, GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL, GOOGLE_JWKS_URL,
 *   VK_AUTHORIZATION_URL, VK_TOKEN_URL, VK_USER_INFO_URL.
 *
 * A network without settings is off (its button hidden), or served by the stand-in outside
 * production. The redirect URIs given to the providers are built from PUBLIC_URL, so a real
 * network needs it.
 *
 * Decided: production refuses OAUTH_STAND_IN=1 (it used to serve the stand-in there too). The
 * stand-in vouches for whatever e-mail its page is given: in production it would let anyone
 * sign in as anyone, so the setting stops the start with a line that says what to set instead,
 * rather than being ignored in silence.
 */
import type { ServerMode } from '../app-deps.ts';
import { settingText, type SettingProblems } from '../server-env.ts';

/** Google's OpenID Connect endpoints (its discovery document, accounts.google.com/.well-known/openid-configuration). */
export const googleEndpoints = {
  issuer: 'https://accounts.google.com',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
} as const;

/** VK ID's OAuth 2.1 endpoints (VK ID's API reference). */
export const vkEndpoints = {
  authorizationUrl: 'https://id.vk.com/authorize',
  tokenUrl: 'https://id.vk.com/oauth2/auth',
  userInfoUrl: 'https://id.vk.com/oauth2/user_info',
} as const;

/** An app registered with a provider. */
interface ClientSettings {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface GoogleSettings extends ClientSettings {
  readonly issuer: string;
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  readonly jwksUrl: string;
}

export interface VkSettings extends ClientSettings {
  readonly authorizationUrl: string;
  readonly tokenUrl: string;
  readonly userInfoUrl: string;
}

/** The checked settings of social sign-in. */
export interface OAuthSettings {
  /** Google's app, or undefined: Google is off (or the stand-in's). */
  readonly google: GoogleSettings | undefined;
  /** VK ID's app, or undefined: VK is off (or the stand-in's). */
  readonly vk: VkSettings | undefined;
  /** Serve the local stand-in for the networks without settings (never in production). */
  readonly standIn: boolean;
  /** Provider endpoints may be plain http (a stand-in on 127.0.0.1); never in production. */
  readonly allowHttp: boolean;
}

/** Social sign-in off: no real network, no stand-in. */
export const noSocialSignIn: OAuthSettings = { google: undefined, vk: undefined, standIn: false, allowHttp: false };

/** An endpoint setting: its value or the real provider's, an http(s) URL (https in production). */
function endpoint(env: NodeJS.ProcessEnv, name: string, fallback: string, mode: ServerMode, problems: SettingProblems): string {
  const value = settingText(env, name);
  if (value === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} must be a URL, not "${value}"`);
    return fallback;
  }
  if (url.protocol !== 'https:' && (mode === 'production' || url.protocol !== 'http:')) {
    problems.push(`${name} must be an https URL${mode === 'production' ? ' in production' : ''}, not "${value}"`);
  }
  return url.href;
}

/** A provider's app: both settings, or neither (off); one without the other is a problem. */
function client(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'VK', problems: SettingProblems): ClientSettings | undefined {
  const clientId = settingText(env, `${prefix}_CLIENT_ID`);
  const clientSecret = settingText(env, `${prefix}_CLIENT_SECRET`);
  if (clientId !== undefined && clientSecret !== undefined) return { clientId, clientSecret };
  if (clientId !== undefined) problems.push(`${prefix}_CLIENT_SECRET must be set with ${prefix}_CLIENT_ID`);
  if (clientSecret !== undefined) problems.push(`${prefix}_CLIENT_ID must be set with ${prefix}_CLIENT_SECRET`);
  return undefined;
}

/** Reads the settings of social sign-in from `env`, pushing a line per bad or missing one. */
export function readOAuthSettings(env: NodeJS.ProcessEnv, mode: ServerMode, problems: SettingProblems): OAuthSettings {
  const standInSetting = settingText(env, 'OAUTH_STAND_IN');
  if (standInSetting !== undefined && standInSetting !== '0' && standInSetting !== '1') {
    problems.push(`OAUTH_STAND_IN must be 0 or 1, not "${standInSetting}"`);
  }
  if (mode === 'production' && standInSetting === '1') {
    problems.push(
      'OAUTH_STAND_IN=1 is refused in production: the stand-in provider lets anyone sign in as anyone; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET and VK_CLIENT_ID/VK_CLIENT_SECRET instead',
    );
  }

  const googleClient = client(env, 'GOOGLE', problems);
  const google: GoogleSettings | undefined =
    googleClient === undefined
      ? undefined
      : {
          ...googleClient,
          issuer: settingText(env, 'GOOGLE_ISSUER') ?? googleEndpoints.issuer,
          authorizationUrl: endpoint(env, 'GOOGLE_AUTHORIZATION_URL', googleEndpoints.authorizationUrl, mode, problems),
          tokenUrl: endpoint(env, 'GOOGLE_TOKEN_URL', googleEndpoints.tokenUrl, mode, problems),
          jwksUrl: endpoint(env, 'GOOGLE_JWKS_URL', googleEndpoints.jwksUrl, mode, problems),
        };
  const vkClient = client(env, 'VK', problems);
  const vk: VkSettings | undefined =
    vkClient === undefined
      ? undefined
      : {
          ...vkClient,
          authorizationUrl: endpoint(env, 'VK_AUTHORIZATION_URL', vkEndpoints.authorizationUrl, mode, problems),
          tokenUrl: endpoint(env, 'VK_TOKEN_URL', vkEndpoints.tokenUrl, mode, problems),
          userInfoUrl: endpoint(env, 'VK_USER_INFO_URL', vkEndpoints.userInfoUrl, mode, problems),
        };

  // A provider sends the browser back only to a redirect URI registered with it, exactly.
  if (settingText(env, 'PUBLIC_URL') === undefined) {
    if (google !== undefined) problems.push('PUBLIC_URL must be set for Google sign-in: the redirect URIs registered with Google are built from it');
    if (vk !== undefined) problems.push('PUBLIC_URL must be set for VK ID sign-in: the redirect URIs registered with VK ID are built from it');
  }
  return {
    google,
    vk,
    standIn: mode !== 'production' && standInSetting !== '0',
    allowHttp: mode !== 'production',
  };
}
