/**
 * Google sign-in against a stand-in that speaks Google's OpenID Connect protocol over real
 * HTTP (oauth-stand-ins.ts), the server's provider pointed at it by settings: a full sign-in
 * and a link; forged ID tokens (wrong key, audience, issuer, expired, wrong nonce), a replayed
 * state and a missing PKCE verifier refused; and production with only GOOGLE_* set offers
 * Google, at Google's own address, and neither VK nor the stand-in.
 */
import { is, string, type } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readOAuthSettings } from '../../server/oauth/oauth-settings.ts';
import { readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { robokassaSettings } from '../production-settings.ts';
import { registerConfirmed, sessionOf } from './account-steps.ts';
import { startGoogleStandIn, type Forgery } from './oauth-stand-ins.ts';
import { SITE, codeInvalid, returned, startProviderServer, startSocial } from './social-steps.ts';
import type { TestServer } from './test-server.ts';


let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let server: TestServer;
const log: string[] = [];

beforeAll(async () => {
  google = await startGoogleStandIn();
  server = await startProviderServer(google.env, log);
});
afterAll(async () => {
  await server.close();
  await google.close();
});
beforeEach(async () => {
  await server.reset();
  google.received.length = 0;
  log.length = 0;
});

const anna = { subject: '108234567890123456789', email: 'Anna.Smirnova@example.com', name: 'Анна', lastName: 'Смирнова' };

/** Start on the server, pass Google (signed in as whoever the test said), and read the return. */
async function throughGoogle(mode: 'signIn' | 'link' = 'signIn', token?: string) {
  const { url, state } = await startSocial(server, 'google', mode, token);
  const back = returned(await fetch(url, { redirect: 'manual' }));
  expect(back.state).toBe(state);
  return { code: back.code ?? '', state };
}

const tokenRequests = () => google.received.filter((request) => request.path === '/token');

describe('Google sign-in', () => {
  it('sends the browser to Google with PKCE (S256), state, nonce and the redirect URI on PUBLIC_URL', async () => {
    expect((await server.api('GET', '/api/social/networks')).body).toEqual({ networks: ['vk', 'google'] });
    const { url, state } = await startSocial(server, 'google');
    expect(url.origin + url.pathname).toBe(`${google.url}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${SITE}/user/auth/google`,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs up with the verified e-mail and names, then signs the same person in; the keys are fetched once', async () => {
    google.signIn(anna);
    const first = await server.api('POST', '/api/user/google', { body: await throughGoogle() });
    expect(first.status, first.message).toBe(200);
    expect(first.body).toMatchObject({ user: { email: 'anna.smirnova@example.com', email_confirmed: true, name: 'Анна', last_name: 'Смирнова' } });
    const [exchange] = tokenRequests();
    expect(Object.fromEntries(exchange?.params ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      client_id: google.env.GOOGLE_CLIENT_ID,
      client_secret: google.env.GOOGLE_CLIENT_SECRET,
      redirect_uri: `${SITE}/user/auth/google`,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const again = await server.api('POST', '/api/user/google', { body: await throughGoogle() });
    expect(sessionOf(again.body).userId).toBe(sessionOf(first.body).userId);
    expect(google.received.filter((request) => request.path === '/certs')).toHaveLength(1);
  });

  it('takes no e-mail that Google has not verified', async () => {
    await registerConfirmed(server, 'unverified@example.com');
    google.signIn({ subject: '2001', email: 'unverified@example.com', emailVerified: false, name: 'Пётр' });
    const answer = await server.api('POST', '/api/user/google', { body: await throughGoogle() });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.body).toMatchObject({ user: { name: 'Пётр' } });
    expect(JSON.stringify(answer.body)).not.toContain('unverified@');
    expect(sessionOf(answer.body).userId).not.toBe(undefined);
  });

  it('keeps the rule: no sign-up over an existing account with the same e-mail', async () => {
    await registerConfirmed(server, 'anna.smirnova@example.com');
    google.signIn(anna);
    const answer = await server.api('POST', '/api/user/google', { body: await throughGoogle() });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Аккаунт с этим email уже существует. Войдите в него и привяжите соцсеть в настройках');
  });

  it('links Google to the signed-in user, after which Google signs that user in', async () => {
    const owner = await registerConfirmed(server, 'anna.smirnova@example.com');
    google.signIn(anna);
    const { url } = await startSocial(server, 'google', 'link', owner.token);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/user/add/auth/google`);
    const linked = await server.api('POST', '/api/user/add/google', { token: owner.token, body: await throughGoogle('link', owner.token) });
    expect(linked.status, linked.message).toBe(200);
    expect(linked.body).toMatchObject({ user: { public_id: owner.userId } });
    const signedIn = await server.api('POST', '/api/user/google', { body: await throughGoogle() });
    expect(sessionOf(signedIn.body).userId).toBe(owner.userId);
  });

  it.each<Forgery>(['wrong key', 'wrong audience', 'wrong issuer', 'expired', 'wrong nonce'])('refuses an ID token with a %s', async (forgery) => {
    google.signIn(anna);
    const back = await throughGoogle();
    google.forge(forgery);
    const answer = await server.api('POST', '/api/user/google', { body: back });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(codeInvalid);
    expect(tokenRequests()).toHaveLength(1);
    expect(await server.db.query('SELECT 1 FROM social_account')).toEqual([]);
    expect(log.join('\n')).toMatch(/social sign-in: google refused: /);
  });

  it('refuses a replayed state without asking Google again', async () => {
    google.signIn(anna);
    const back = await throughGoogle();
    expect((await server.api('POST', '/api/user/google', { body: back })).status).toBe(200);
    const replay = await server.api('POST', '/api/user/google', { body: back });
    expect(replay.status).toBe(400);
    expect(replay.message).toBe(codeInvalid);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('refuses a code without its PKCE verifier: none is never sent, a wrong one Google refuses', async () => {
    google.signIn(anna);
    const missing = await throughGoogle();
    await server.db.query("UPDATE social_sign_in SET code_verifier = ''");
    expect((await server.api('POST', '/api/user/google', { body: missing })).message).toBe(codeInvalid);
    expect(tokenRequests()).toHaveLength(0);

    const wrong = await throughGoogle();
    await server.db.query('UPDATE social_sign_in SET code_verifier = $1', ['x'.repeat(43)]);
    expect((await server.api('POST', '/api/user/google', { body: wrong })).message).toBe(codeInvalid);
    expect(tokenRequests()).toHaveLength(1);
    expect(log.join('\n')).toMatch(/invalid_grant/);
  });
});

describe('production with only GOOGLE_* set', () => {
  it('offers Google at Google itself, and neither VK nor the stand-in', async () => {
    const problems: string[] = [];
    const env = { PUBLIC_URL: SITE, GOOGLE_CLIENT_ID: 'prod.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'prod-secret' };
    const oauth = readOAuthSettings(env, 'production', problems);
    const payment = readPaymentSettings(robokassaSettings, 'production', problems);
    expect(problems).toEqual([]);
    // A production app over the same database (a new one would take seconds to create).
    const production = createApp({ db: server.db, mode: 'production', publicUrl: SITE, oauth, payment, log: () => undefined });
    const post = (path: string, body: unknown) =>
      production.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect(await (await production.request('/api/social/networks')).json()).toEqual({ networks: ['google'] });
    const start: unknown = await (await post('/api/social/google/start', { mode: 'signIn' })).json();
    if (!is(start, type({ url: string() }))) throw new Error('start answered no url');
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/user/auth/google`);
    expect(url.searchParams.get('client_id')).toBe('prod.apps.googleusercontent.com');

    const vk = await post('/api/social/vk/start', { mode: 'signIn' });
    expect(vk.status).toBe(404);
    expect(await vk.json()).toEqual({ message: 'Вход через эту соцсеть не настроен' });
    expect((await post('/api/user/vk', { code: 'x', state: 'y' })).status).toBe(404);
    expect((await production.request('/oauth/google/authorize')).status).toBe(404);
    expect((await production.request('/oauth/vk/authorize')).status).toBe(404);
  });
});
