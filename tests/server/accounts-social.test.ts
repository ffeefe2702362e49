/**
 * Social sign-in through the local stand-in provider, with a real OAuth redirect round trip:
 * POST /api/social/{network}/start, the stand-in's authorize page and its consent form, the
 * redirect back with ?code&state, and the code exchanged by POST /api/user/{network} with the
 * PKCE verifier the server kept under the state; linking by POST /api/user/add/{network}.
 * The real providers' flows: accounts-social-google.test.ts, accounts-social-vk.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_STATE_TTL_MS } from '../../server/accounts/social-states.ts';
import { STAND_IN_CODE_TTL_MS } from '../../server/oauth/stand-in-provider.ts';
import { registerConfirmed, sessionOf } from './account-steps.ts';
import { codeInvalid, passStandIn, standInReturn, startSocial } from './social-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());


describe('the stand-in outside production', () => {
  it('serves both networks', async () => {
    expect((await server.api('GET', '/api/social/networks')).body).toEqual({ networks: ['vk', 'google'] });
  });

  it('sends the browser to its page with PKCE (S256), state and nonce, back to the site route', async () => {
    const { url, state } = await startSocial(server, 'google');
    expect(url.origin + url.pathname).toBe(`${server.url}/oauth/google/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/user/auth/google`);
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="decision" value="allow"');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('starts from one address', () => {
  it('are 60 per 10 minutes, taken atomically: of 65 parallel starts 60 pass, 5 are told to wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 65 }, () => server.api('POST', '/api/social/google/start', { body: { mode: 'signIn' } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.message).toBe('Слишком много попыток входа через соц. сети с вашего адреса. Попробуйте через 10 мин.');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
  });
});

describe('social sign-in round trip', () => {
  it.each(['vk', 'google'])('signs up with %s, then signs the same person in again', async (network) => {
    const first = await standInReturn(server, network, { name: 'Олег', lastName: 'Быстров', email: 'Oleg@example.com' });
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signedUp = await server.api('POST', `/api/user/${network}`, { body: first });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({
      user: { email: 'oleg@example.com', email_confirmed: true, name: 'Олег', last_name: 'Быстров' },
    });

    const second = await standInReturn(server, network, { email: 'oleg@example.com' });
    const signedIn = await server.api('POST', `/api/user/${network}`, { body: second });
    expect(sessionOf(signedIn.body).userId).toBe(sessionOf(signedUp.body).userId);
    const history = await server.api('POST', '/api/auth/history', { token: sessionOf(signedIn.body).token, body: {} });
    expect(history.body).toMatchObject({ values: [{ method: network }, { method: network }] });
  });

  it('takes a state once: a replayed return is refused, even with a fresh code', async () => {
    const { url, state } = await startSocial(server, 'vk');
    const back = await passStandIn(url, { email: 'once@example.com' });
    expect((await server.api('POST', '/api/user/vk', { body: { code: back.code, state } })).status).toBe(200);
    const replay = await server.api('POST', '/api/user/vk', { body: { code: back.code, state } });
    expect(replay.status).toBe(400);
    expect(replay.message).toBe(codeInvalid);
    const again = await passStandIn(url, { email: 'once@example.com' });
    expect((await server.api('POST', '/api/user/vk', { body: { code: again.code, state } })).status).toBe(400);
  });

  it("refuses a state of another network, a code of another sign-in, and a state it never gave", async () => {
    const vk = await standInReturn(server, 'vk', { email: 'cross@example.com' });
    expect((await server.api('POST', '/api/user/google', { body: vk })).message).toBe(codeInvalid);
    const first = await standInReturn(server, 'google', { email: 'cross@example.com' });
    const second = await standInReturn(server, 'google', { email: 'cross@example.com' });
    // The first code with the second state: the stand-in's code was issued for another PKCE challenge.
    expect((await server.api('POST', '/api/user/google', { body: { code: first.code, state: second.state } })).status).toBe(400);
    expect((await server.api('POST', '/api/user/google', { body: { code: 'x', state: 'never-given' } })).status).toBe(400);
  });

  it('refuses a code exchanged without the PKCE verifier it was issued for', async () => {
    const back = await standInReturn(server, 'vk', { email: 'pkce@example.com' });
    await server.db.query("UPDATE social_sign_in SET code_verifier = ''");
    expect((await server.api('POST', '/api/user/vk', { body: back })).message).toBe(codeInvalid);
  });

  it('expires a state after 10 minutes and a stand-in code after 5', async () => {
    // Date stands still (server and test share the process), so a limit is pinned to the millisecond.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const person = { email: 'slow@example.com' };
      const stateInTime = await startSocial(server, 'google');
      server.clock.advance(SOCIAL_STATE_TTL_MS - 1);
      const late = await passStandIn(stateInTime.url, person);
      expect((await server.api('POST', '/api/user/google', { body: { code: late.code, state: late.state } })).status).toBe(200);

      const stateTooLate = await startSocial(server, 'google');
      server.clock.advance(SOCIAL_STATE_TTL_MS);
      const tooLate = await passStandIn(stateTooLate.url, person);
      expect((await server.api('POST', '/api/user/google', { body: { code: tooLate.code, state: tooLate.state } })).message).toBe(codeInvalid);

      const codeInTime = await standInReturn(server, 'google', person);
      server.clock.advance(STAND_IN_CODE_TTL_MS - 1);
      expect((await server.api('POST', '/api/user/google', { body: codeInTime })).status).toBe(200);

      const codeTooLate = await standInReturn(server, 'google', person);
      server.clock.advance(STAND_IN_CODE_TTL_MS);
      expect((await server.api('POST', '/api/user/google', { body: codeTooLate })).message).toBe(codeInvalid);
    } finally {
      vi.useRealTimers();
    }
  });

  it('redirects back with error=access_denied when the person refuses', async () => {
    const { url, state } = await startSocial(server, 'vk');
    const refused = await passStandIn(url, { email: 'no@example.com' }, 'deny');
    expect(refused).toMatchObject({ code: null, error: 'access_denied', state, to: `${server.url}/user/auth/vk` });
  });

  it('refuses to redirect anywhere but a social route of the site, and to run without PKCE', async () => {
    const { url } = await startSocial(server, 'vk');
    for (const target of ['https://evil.example/user/auth/vk', `${server.url}/me`, `${server.url}/user/auth/google`, 'javascript:alert(1)']) {
      const forged = new URL(url);
      forged.searchParams.set('redirect_uri', target);
      const page = await fetch(forged);
      expect(page.status, target).toBe(400);
      expect(await page.text()).toContain('Недопустимый адрес возврата');
    }
    const withoutPkce = new URL(url);
    withoutPkce.searchParams.delete('code_challenge');
    expect((await fetch(withoutPkce)).status).toBe(400);
  });

  it('escapes what it shows', async () => {
    const { url } = await startSocial(server, 'vk');
    url.searchParams.set('state', '"><script>x</script>');
    const html = await (await fetch(url)).text();
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('does not sign up over an existing account with the same e-mail', async () => {
    await registerConfirmed(server, 'owner@example.com');
    const back = await standInReturn(server, 'google', { email: 'owner@example.com' });
    const answer = await server.api('POST', '/api/user/google', { body: back });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Аккаунт с этим email уже существует. Войдите в него и привяжите соцсеть в настройках');
  });
});

describe('linking a network', () => {
  it('links to the signed-in user, after which the network signs that user in', async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    const { url } = await startSocial(server, 'vk', 'link', owner.token);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/user/add/auth/vk`);
    const link = await passStandIn(url, { email: 'owner.vk@example.com' });
    const linked = await server.api('POST', '/api/user/add/vk', { token: owner.token, body: { code: link.code, state: link.state } });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ user: { public_id: owner.userId } });

    const signIn = await standInReturn(server, 'vk', { email: 'owner.vk@example.com' });
    const answer = await server.api('POST', '/api/user/vk', { body: signIn });
    expect(sessionOf(answer.body).userId).toBe(owner.userId);
  });

  it("refuses a network account already linked to someone else, and needs a token", async () => {
    await server.api('POST', '/api/user/google', { body: await standInReturn(server, 'google', { email: 'first@example.com' }) });
    const other = await registerConfirmed(server, 'second@example.com');
    const again = await standInReturn(server, 'google', { email: 'first@example.com' }, 'link', other.token);
    const answer = await server.api('POST', '/api/user/add/google', { token: other.token, body: again });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Этот аккаунт соцсети уже привязан к другому пользователю');
    expect((await server.api('POST', '/api/user/add/google', { body: { code: 'x', state: 'y' } })).status).toBe(401);
    expect((await server.api('POST', '/api/social/google/start', { body: { mode: 'link' } })).status).toBe(401);
  });

  it('keeps a link to the user who started it, and a sign-in state out of linking', async () => {
    const starter = await registerConfirmed(server, 'starter@example.com');
    const finisher = await registerConfirmed(server, 'finisher@example.com');
    const started = await standInReturn(server, 'vk', { email: 'net@example.com' }, 'link', starter.token);
    expect((await server.api('POST', '/api/user/add/vk', { token: finisher.token, body: started })).message).toBe(codeInvalid);
    const signIn = await standInReturn(server, 'vk', { email: 'net@example.com' });
    expect((await server.api('POST', '/api/user/add/vk', { token: starter.token, body: signIn })).status).toBe(400);
    const link = await standInReturn(server, 'vk', { email: 'net@example.com' }, 'link', starter.token);
    expect((await server.api('POST', '/api/user/vk', { body: link })).status).toBe(400);
  });
});
