/**
 * Links that come by mail (or back from a provider) confirm what they confirm, but never sign
 * anyone in by themselves nor touch the session of whoever opens them (issue 28 §1; docs/server.md
 * "Sign-in links"). The attack: someone sends a signed-in victim a link of the attacker's own
 * account. The site's side — the /token page that names the account and asks — is
 * tests/e2e/account-sign-in.spec.ts and tests/widgets/login.test.tsx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerConfirmed, signInLinkSecret } from './account-steps.ts';
import { codeInvalid, standInReturn } from './social-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const MINUTE = 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The sessions ever opened for the account of `email`. */
async function sessionsOf(email: string): Promise<number> {
  const [row] = await server.db.query<{ count: string }>(
    'SELECT count(*) AS count FROM auth_session s JOIN app_user u ON u.public_id = s.user_id WHERE u.email = $1',
    [email],
  );
  return Number(row?.count ?? 0);
}

/** Who `token` signs in as (the e-mail), or the status of its refusal. */
async function whoIs(token: string): Promise<string | number> {
  const me = await server.api('GET', '/api/user', { token });
  const email = typeof me.body === 'object' && me.body !== null && 'email' in me.body ? me.body.email : undefined;
  return me.status === 200 && typeof email === 'string' ? email : me.status;
}

describe('links that could sign in', () => {
  it("the confirmation link confirms the attacker's address but opens no session; its /token link names the account", async () => {
    const victim = await registerConfirmed(server, 'victim@example.com');
    expect((await server.api('POST', '/api/user', { body: { email: 'attacker@example.com', password: PASSWORD } })).status).toBe(200);
    const code = await server.lastCode('attacker@example.com');

    // The victim's browser opens the attacker's link: the site posts the code with the victim's token.
    const opened = await server.api('POST', '/api/user/verify/email', { body: { code }, token: victim.token });
    expect(opened.status, opened.message).toBe(200);
    expect(opened.body).not.toHaveProperty('token');
    expect(opened.body).not.toHaveProperty('user');
    expect(await sessionsOf('attacker@example.com')).toBe(0);
    expect(await whoIs(victim.token)).toBe('victim@example.com');
    // The address is confirmed: the attacker's password now signs in.
    expect((await server.api('PUT', '/api/auth', { body: { email: 'attacker@example.com', password: PASSWORD } })).status).toBe(200);

    // Only agreeing on the /token page spends the link; its answer names the account to ask about.
    const link = opened.body as { link: string; expires_in: number };
    expect(link.link).toMatch(new RegExp(`^${server.url}/token/`));
    expect(link.expires_in).toBe(300);
    const agreed = await server.api('PUT', '/api/auth/link', { body: { token: signInLinkSecret(opened.body) } });
    expect(agreed.body).toMatchObject({ user: { email: 'attacker@example.com' } });
    expect(await whoIs(victim.token)).toBe('victim@example.com');
  });

  it('the confirmation link works once, and its /token link expires after 5 minutes', async () => {
    await server.api('POST', '/api/user', { body: { email: 'slow@example.com', password: PASSWORD } });
    const code = await server.lastCode('slow@example.com');
    const opened = await server.api('POST', '/api/user/verify/email', { body: { code } });
    expect((await server.api('POST', '/api/user/verify/email', { body: { code } })).status).toBe(400);
    server.clock.advance(5 * MINUTE + 1);
    expect((await server.api('PUT', '/api/auth/link', { body: { token: signInLinkSecret(opened.body) } })).status).toBe(400);
    expect(await sessionsOf('slow@example.com')).toBe(0);
  });

  it('the recovery link sets a password but opens no session and leaves the opener signed in as before', async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    const victim = await registerConfirmed(server, 'victim@example.com');
    await server.api('POST', '/api/auth/resetpassword', { body: { email: 'owner@example.com' } });
    const code = await server.lastCode('owner@example.com');
    const before = await sessionsOf('owner@example.com');
    const checked = await server.api('PUT', '/api/auth/resetpassword', { body: { code }, token: victim.token });
    expect(checked.body).not.toHaveProperty('token');
    const { secure } = checked.body as { secure: string };
    const updated = await server.api('POST', '/api/auth/resetpassword/update', { body: { secure, password: 'N3wpassword' }, token: victim.token });
    expect(updated.status, updated.message).toBe(200);
    expect(updated.body).not.toHaveProperty('token');
    expect(await sessionsOf('owner@example.com')).toBe(before);
    expect(await whoIs(victim.token)).toBe('victim@example.com');
    // The owner's other sessions end with the new password (docs/server.md).
    expect(await whoIs(owner.token)).toBe(403);
  });

  it("the new-address link works only for its own signed-in account and opens no session", async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    const victim = await registerConfirmed(server, 'victim@example.com');
    await server.api('POST', '/api/user/change/email', { body: { email: 'new@example.com' }, token: owner.token });
    const code = await server.lastCode('new@example.com');
    const before = await sessionsOf('owner@example.com');
    const stranger = await server.api('POST', '/api/user/verify/new/email', { body: { code }, token: victim.token });
    expect(stranger.status).toBe(400);
    expect((await server.api('POST', '/api/user/verify/new/email', { body: { code } })).status).toBe(401);
    expect(await whoIs(victim.token)).toBe('victim@example.com');
    const own = await server.api('POST', '/api/user/verify/new/email', { body: { code }, token: owner.token });
    expect(own.status, own.message).toBe(200);
    expect(own.body).not.toHaveProperty('token');
    expect(await sessionsOf('new@example.com')).toBe(before);
  });

  it("a social link started by one account cannot be finished by another's session", async () => {
    const attacker = await registerConfirmed(server, 'attacker@example.com');
    const victim = await registerConfirmed(server, 'victim@example.com');
    const started = await standInReturn(server, 'vk', { email: 'net@example.com' }, 'link', attacker.token);
    const answer = await server.api('POST', '/api/user/add/vk', { token: victim.token, body: started });
    expect(answer.message).toBe(codeInvalid);
    expect(await whoIs(victim.token)).toBe('victim@example.com');
    expect(await server.db.query('SELECT 1 FROM social_account')).toHaveLength(0);
  });
});
