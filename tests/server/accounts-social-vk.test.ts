/**
 * VK ID sign-in against a stand-in that speaks VK ID's OAuth 2.1 protocol over real HTTP
 * (oauth-stand-ins.ts), the server's provider pointed at it by settings: a full sign-in and a
 * link, the device id carried through, VK's own id_token left alone, an e-mail the person did
 * not grant; a replayed state, a missing PKCE verifier or device id, and refusals of the token
 * and user info calls answered with the same message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerConfirmed, sessionOf } from './account-steps.ts';
import { startVkStandIn } from './oauth-stand-ins.ts';
import { SITE, codeInvalid, returned, startProviderServer, startSocial } from './social-steps.ts';
import type { TestServer } from './test-server.ts';


let vk: Awaited<ReturnType<typeof startVkStandIn>>;
let server: TestServer;
const log: string[] = [];

beforeAll(async () => {
  vk = await startVkStandIn();
  server = await startProviderServer(vk.env, log);
});
afterAll(async () => {
  await server.close();
  await vk.close();
});
beforeEach(async () => {
  await server.reset();
  vk.received.length = 0;
  log.length = 0;
});

const ivan = { subject: '123456789', email: 'ivan.sokolov@example.com', name: 'Иван', lastName: 'Соколов' };

/** Start on the server, pass VK ID, and read the return (code, state and device id). */
async function throughVk(mode: 'signIn' | 'link' = 'signIn', token?: string) {
  const { url, state } = await startSocial(server, 'vk', mode, token);
  const back = returned(await fetch(url, { redirect: 'manual' }));
  expect(back.state).toBe(state);
  expect(back.deviceId).not.toBeNull();
  return { code: back.code ?? '', state, device_id: back.deviceId ?? '' };
}

const requestsTo = (path: string) => vk.received.filter((request) => request.path === path);

describe('VK ID sign-in', () => {
  it('sends the browser to VK ID with PKCE (S256), state, the scope and the redirect URI on PUBLIC_URL', async () => {
    const { url, state } = await startSocial(server, 'vk');
    expect(url.origin + url.pathname).toBe(`${vk.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: vk.env.VK_CLIENT_ID,
      redirect_uri: `${SITE}/user/auth/vk`,
      state,
      code_challenge_method: 'S256',
      scope: 'vkid.personal_info email',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs up with the e-mail and names from user_info, then signs the same person in', async () => {
    vk.signIn(ivan);
    const back = await throughVk();
    const first = await server.api('POST', '/api/user/vk', { body: back });
    expect(first.status, first.message).toBe(200);
    expect(first.body).toMatchObject({ user: { email: 'ivan.sokolov@example.com', email_confirmed: true, name: 'Иван', last_name: 'Соколов' } });
    expect(Object.fromEntries(requestsTo('/oauth2/auth')[0]?.params ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      code: back.code,
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      client_id: vk.env.VK_CLIENT_ID,
      device_id: back.device_id,
      redirect_uri: `${SITE}/user/auth/vk`,
      state: back.state,
    });
    expect(requestsTo('/oauth2/user_info')[0]?.params.get('client_id')).toBe(vk.env.VK_CLIENT_ID);

    const again = await server.api('POST', '/api/user/vk', { body: await throughVk() });
    expect(sessionOf(again.body).userId).toBe(sessionOf(first.body).userId);
  });

  it('signs up without an e-mail the person did not grant', async () => {
    vk.signIn({ subject: '555', name: 'Мария' });
    const answer = await server.api('POST', '/api/user/vk', { body: await throughVk() });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.body).toMatchObject({ user: { name: 'Мария' } });
    expect(JSON.stringify(answer.body)).not.toContain('@');
  });

  it('links VK to the signed-in user; a VK account linked elsewhere is refused', async () => {
    const owner = await registerConfirmed(server, 'owner@example.com');
    vk.signIn(ivan);
    const linked = await server.api('POST', '/api/user/add/vk', { token: owner.token, body: await throughVk('link', owner.token) });
    expect(linked.status, linked.message).toBe(200);
    expect(linked.body).toMatchObject({ user: { public_id: owner.userId } });
    expect(sessionOf((await server.api('POST', '/api/user/vk', { body: await throughVk() })).body).userId).toBe(owner.userId);

    const other = await registerConfirmed(server, 'other@example.com');
    const taken = await server.api('POST', '/api/user/add/vk', { token: other.token, body: await throughVk('link', other.token) });
    expect(taken.status).toBe(400);
    expect(taken.message).toBe('Этот аккаунт соцсети уже привязан к другому пользователю');
  });

  it('refuses a replayed state without asking VK again', async () => {
    vk.signIn(ivan);
    const back = await throughVk();
    expect((await server.api('POST', '/api/user/vk', { body: back })).status).toBe(200);
    const replay = await server.api('POST', '/api/user/vk', { body: back });
    expect(replay.status).toBe(400);
    expect(replay.message).toBe(codeInvalid);
    expect(requestsTo('/oauth2/auth')).toHaveLength(1);
  });

  it('refuses a code without its PKCE verifier (none is never sent, a wrong one VK refuses) or without its device id', async () => {
    vk.signIn(ivan);
    const missing = await throughVk();
    await server.db.query("UPDATE social_sign_in SET code_verifier = ''");
    expect((await server.api('POST', '/api/user/vk', { body: missing })).message).toBe(codeInvalid);
    expect(requestsTo('/oauth2/auth')).toHaveLength(0);

    const wrong = await throughVk();
    await server.db.query('UPDATE social_sign_in SET code_verifier = $1', ['x'.repeat(43)]);
    expect((await server.api('POST', '/api/user/vk', { body: wrong })).message).toBe(codeInvalid);
    expect(requestsTo('/oauth2/auth')).toHaveLength(1);
    expect(log.join('\n')).toMatch(/vk refused: .*invalid_grant/);

    const { code, state } = await throughVk();
    expect((await server.api('POST', '/api/user/vk', { body: { code, state } })).message).toBe(codeInvalid);
    expect(requestsTo('/oauth2/auth')).toHaveLength(1);
  });

  it('refuses when VK ID refuses the code or the access token', async () => {
    vk.signIn(ivan);
    const back = await throughVk();
    expect((await server.api('POST', '/api/user/vk', { body: { ...back, code: 'not-a-code' } })).message).toBe(codeInvalid);

    const other = await throughVk();
    expect((await server.api('POST', '/api/user/vk', { body: { ...other, device_id: 'another-device' } })).message).toBe(codeInvalid);
    expect(log.join('\n')).toMatch(/invalid_request: device_id or state/);

    const third = await throughVk();
    vk.refuseNextUserInfo();
    expect((await server.api('POST', '/api/user/vk', { body: third })).message).toBe(codeInvalid);
    expect(log.join('\n')).toMatch(/user_info answered 401/);
    expect(await server.db.query('SELECT 1 FROM social_account')).toEqual([]);
  });
});
