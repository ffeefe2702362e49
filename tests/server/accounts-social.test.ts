/**
 * Social sign-in through the local stand-in provider, with a real OAuth redirect round trip:
 * the authorize page, its consent form, the redirect back with ?code&state, and the code
 * exchanged by POST /api/user/{network}; linking by POST /api/user/add/{network}.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerConfirmed, sessionOf } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Person {
  readonly name?: string;
  readonly lastName?: string;
  readonly email: string;
}

/** Opens the authorize page as the site would, submits its form, and reads the redirect. */
async function authorize(network: string, person: Person, decision = 'allow', path = `/user/auth/${network}`) {
  const redirectUri = `${server.url}${path}`;
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const pageUrl = `${server.url}/oauth/${network}/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}`;
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<form method="post">');
  expect(html).toContain('name="decision" value="allow"');
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

  const form = new URLSearchParams({
    redirect_uri: redirectUri,
    state,
    name: person.name ?? '',
    last_name: person.lastName ?? '',
    email: person.email,
    decision,
  });
  const back = await fetch(pageUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe(state);
  return { redirectUri, code: location.searchParams.get('code'), error: location.searchParams.get('error') };
}

describe('social sign-in round trip', () => {
  it.each(['vk', 'google'])('signs up with %s, then signs the same person in again', async (network) => {
    const first = await authorize(network, { name: 'Олег', lastName: 'Быстров', email: 'Oleg@example.com' });
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signedUp = await server.api('POST', `/api/user/${network}`, { body: { code: first.code, redirect_uri: first.redirectUri } });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({
      user: { email: 'oleg@example.com', email_confirmed: true, name: 'Олег', last_name: 'Быстров' },
    });

    const second = await authorize(network, { email: 'oleg@example.com' });
    const signedIn = await server.api('POST', `/api/user/${network}`, { body: { code: second.code } });
    expect(sessionOf(signedIn.body).userId).toBe(sessionOf(signedUp.body).userId);
    const history = await server.api('POST', '/api/auth/history', { token: sessionOf(signedIn.body).token, body: {} });
    expect(history.body).toMatchObject({ values: [{ method: network }, { method: network }] });
  });

  it('takes a code once, for its own network and redirect address only', async () => {
    const { code, redirectUri } = await authorize('vk', { email: 'once@example.com' });
    const otherNetwork = await server.api('POST', '/api/user/google', { body: { code } });
    expect(otherNetwork.status).toBe(400);
    expect(otherNetwork.message).toBe('Не удалось войти через соцсеть: код недействителен или устарел. Попробуйте еще раз');

    const fresh = await authorize('vk', { email: 'once@example.com' });
    const elsewhere = await server.api('POST', '/api/user/vk', { body: { code: fresh.code, redirect_uri: 'https://evil.example/user/auth/vk' } });
    expect(elsewhere.status).toBe(400);

    const last = await authorize('vk', { email: 'once@example.com' });
    expect((await server.api('POST', '/api/user/vk', { body: { code: last.code, redirect_uri: redirectUri } })).status).toBe(200);
    expect((await server.api('POST', '/api/user/vk', { body: { code: last.code } })).status).toBe(400);
  });

  it('expires a code after 5 minutes', async () => {
    const { code } = await authorize('google', { email: 'slow@example.com' });
    server.clock.advance(5 * 60_000);
    expect((await server.api('POST', '/api/user/google', { body: { code } })).status).toBe(400);
  });

  it('redirects back with error=access_denied when the person refuses', async () => {
    const refused = await authorize('vk', { email: 'no@example.com' }, 'deny');
    expect(refused.code).toBeNull();
    expect(refused.error).toBe('access_denied');
  });

  it('refuses to redirect anywhere but a social route of the site', async () => {
    for (const target of ['https://evil.example/user/auth/vk', `${server.url}/me`, `${server.url}/user/auth/google`, 'javascript:alert(1)']) {
      const page = await fetch(`${server.url}/oauth/vk/authorize?redirect_uri=${encodeURIComponent(target)}&state=s`);
      expect(page.status, target).toBe(400);
      expect(await page.text()).toContain('Недопустимый адрес возврата');
    }
  });

  it('escapes what it shows', async () => {
    const target = `${server.url}/user/auth/vk`;
    const page = await fetch(`${server.url}/oauth/vk/authorize?redirect_uri=${encodeURIComponent(target)}&state=${encodeURIComponent('"><script>x</script>')}`);
    const html = await page.text();
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('does not sign up over an existing account with the same e-mail', async () => {
    await registerConfirmed(server, 'owner@example.com');
    const { code } = await authorize('google', { email: 'owner@example.com' });
    const answer = await server.api('POST', '/api/user/google', { body: { code } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Аккаунт с этим email уже существует. Войдите в него и привяжите соцсеть в настройках');
  });
});

describe('linking a network', () => {
  it('links to the signed-in user, after which the network signs that user in', async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    const link = await authorize('vk', { email: 'owner.vk@example.com' }, 'allow', '/user/add/auth/vk');
    const linked = await server.api('POST', '/api/user/add/vk', { token: owner.token, body: { code: link.code } });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ user: { public_id: owner.userId } });

    const signIn = await authorize('vk', { email: 'owner.vk@example.com' });
    const answer = await server.api('POST', '/api/user/vk', { body: { code: signIn.code } });
    expect(sessionOf(answer.body).userId).toBe(owner.userId);
  });

  it("refuses a network account already linked to someone else, and needs a token", async () => {
    const { code } = await authorize('google', { email: 'first@example.com' });
    await server.api('POST', '/api/user/google', { body: { code } });
    const other = await registerConfirmed(server, 'second@example.com');
    const again = await authorize('google', { email: 'first@example.com' }, 'allow', '/user/add/auth/google');
    const answer = await server.api('POST', '/api/user/add/google', { token: other.token, body: { code: again.code } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Этот аккаунт соцсети уже привязан к другому пользователю');
    expect((await server.api('POST', '/api/user/add/google', { body: { code: 'x' } })).status).toBe(401);
  });
});
