/**
 * The settings of social sign-in (server/oauth/oauth-settings.ts): a network is on with both
 * its settings, its endpoints default to the real provider's and may be pointed elsewhere
 * (https in production), a real network needs PUBLIC_URL, and production refuses the stand-in.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMode } from '../../server/app-deps.ts';
import { googleEndpoints, readOAuthSettings, vkEndpoints } from '../../server/oauth/oauth-settings.ts';

const read = (env: NodeJS.ProcessEnv, mode: ServerMode = 'production') => {
  const problems: string[] = [];
  const settings = readOAuthSettings(env, mode, problems);
  return { settings, problems };
};

const site = { PUBLIC_URL: 'https://race.example' };
const google = { GOOGLE_CLIENT_ID: 'g-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'g-secret' };
const vk = { VK_CLIENT_ID: '51234567', VK_CLIENT_SECRET: 'vk-secret' };

describe('readOAuthSettings', () => {
  it('turns a network on with its id and secret, at the real endpoints', () => {
    const { settings, problems } = read({ ...site, ...google, ...vk });
    expect(problems).toEqual([]);
    expect(settings.google).toEqual({ clientId: google.GOOGLE_CLIENT_ID, clientSecret: 'g-secret', ...googleEndpoints });
    expect(settings.vk).toEqual({ clientId: '51234567', clientSecret: 'vk-secret', ...vkEndpoints });
    expect(settings).toMatchObject({ standIn: false, allowHttp: false });
  });

  it('leaves a network without settings off, and serves the stand-in only outside production', () => {
    expect(read({}).settings).toEqual({ google: undefined, vk: undefined, standIn: false, allowHttp: false });
    expect(read({}, 'development').settings).toMatchObject({ standIn: true, allowHttp: true });
    expect(read({ OAUTH_STAND_IN: '0' }, 'development').settings.standIn).toBe(false);
    expect(read({ OAUTH_STAND_IN: '0' }).problems).toEqual([]);
  });

  it('points the endpoints where the settings say', () => {
    const { settings } = read(
      {
        ...google,
        ...vk,
        GOOGLE_ISSUER: 'http://127.0.0.1:4001',
        GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:4001/auth',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:4001/token',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:4001/certs',
        VK_AUTHORIZATION_URL: 'http://127.0.0.1:4002/authorize',
        VK_TOKEN_URL: 'http://127.0.0.1:4002/oauth2/auth',
        VK_USER_INFO_URL: 'http://127.0.0.1:4002/oauth2/user_info',
      },
      'test',
    );
    expect(settings.google).toMatchObject({ issuer: 'http://127.0.0.1:4001', tokenUrl: 'http://127.0.0.1:4001/token', jwksUrl: 'http://127.0.0.1:4001/certs' });
    expect(settings.vk).toMatchObject({ authorizationUrl: 'http://127.0.0.1:4002/authorize', userInfoUrl: 'http://127.0.0.1:4002/oauth2/user_info' });
  });

  it.each([
    [{ OAUTH_STAND_IN: '1' }, 'OAUTH_STAND_IN=1 is refused in production: the stand-in provider lets anyone sign in as anyone; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET and VK_CLIENT_ID/VK_CLIENT_SECRET instead'],
    [{ OAUTH_STAND_IN: 'yes' }, 'OAUTH_STAND_IN must be 0 or 1, not "yes"'],
    [{ ...site, GOOGLE_CLIENT_ID: 'g' }, 'GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID'],
    [{ ...site, VK_CLIENT_SECRET: 's' }, 'VK_CLIENT_ID must be set with VK_CLIENT_SECRET'],
    [google, 'PUBLIC_URL must be set for Google sign-in: the redirect URIs registered with Google are built from it'],
    [vk, 'PUBLIC_URL must be set for VK ID sign-in: the redirect URIs registered with VK ID are built from it'],
    [{ ...site, ...google, GOOGLE_TOKEN_URL: 'http://127.0.0.1:4001/token' }, 'GOOGLE_TOKEN_URL must be an https URL in production, not "http://127.0.0.1:4001/token"'],
    [{ ...site, ...vk, VK_USER_INFO_URL: 'id.vk.com/oauth2/user_info' }, 'VK_USER_INFO_URL must be a URL, not "id.vk.com/oauth2/user_info"'],
  ])('production with %o: %s', (env, problem) => {
    expect(read(env).problems).toEqual([problem]);
  });

  it('takes http endpoints outside production but no other scheme', () => {
    expect(read({ ...google, GOOGLE_JWKS_URL: 'ftp://127.0.0.1/certs' }, 'development').problems).toEqual([
      'GOOGLE_JWKS_URL must be an https URL, not "ftp://127.0.0.1/certs"',
      'PUBLIC_URL must be set for Google sign-in: the redirect URIs registered with Google are built from it',
    ]);
  });
});
