/**
 * Sessions of a partner's page (issue 28 §7, docs/embedding.md "Sessions on a partner page"),
 * over HTTP: a session opened from a partner origin — a sign-in, a guest's payment, a link made
 * by such a session — or a full session's token used there once, is partner-scoped: it buys,
 * lists tickets and signs out, account changes answer 403 with the message that names the
 * organiser's site; it lives a day, is listed as «на сайте партнёра …» and can be revoked.
 * The server decides from the request's Origin, which a page's script cannot write; nothing
 * the client sends widens a scope. The walk of every call is in authz-matrix.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PASSWORD, registerConfirmed, sessionOf } from './account-steps.ts';
import { formats, paid, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

const PARTNER = 'https://vershina.example';
const EMAIL = 'anna@example.com';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const fromPartner = { origin: PARTNER };
const signInFrom = (headers: Record<string, string>) => server.api('PUT', '/api/auth', { body: { email: EMAIL, password: PASSWORD }, headers });
const changeName = (token: string, headers: Record<string, string> = {}) => server.api('PUT', '/api/user', { token, body: { name: 'Мэллори' }, headers });

function expectPartnerRefusal(answer: ApiAnswer): void {
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ scope: 'partner', message_key: 'server.scope.partnerSession', site: server.url });
  expect(answer.message).toBe(
    `На сайте партнёра аккаунт можно только использовать для покупок. Чтобы изменить данные аккаунта, откройте сайт организатора: ${server.url}`,
  );
}

describe('a sign-in on a partner page', () => {
  test('buys and lists tickets; an account change is the 403 naming the site, in the visitor language; the session stays', async () => {
    await registerConfirmed(server, EMAIL);
    const { token } = sessionOf((await signInFrom(fromPartner)).body);
    expect((await server.api('GET', '/api/user/tickets/my', { token, headers: fromPartner })).status).toBe(200);
    const bought = paid(await server.api('POST', '/api/payment', { token, headers: fromPartner, body: paymentBody({ email: EMAIL, tickets: [ticketLine(formats.plain, 2)] }) }));
    expect(bought.token).toBeNull();
    // the refusal holds wherever the token goes next: no Origin, or the organiser's own
    expectPartnerRefusal(await changeName(token, fromPartner));
    expectPartnerRefusal(await changeName(token));
    expectPartnerRefusal(await changeName(token, { origin: server.url }));
    const english = await server.api('PUT', '/api/user/password', { token, body: { password: 'Another1', old_password: PASSWORD }, headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(403);
    expect(english.message).toBe(`On a partner's site the account can only be used to buy. To change your account, open the organiser's site: ${server.url}`);
    expect((await server.api('GET', '/api/user', { token })).status).toBe(200);
  });

  test('lives a day, is listed «на сайте партнёра …», and signing out ends it', async () => {
    await registerConfirmed(server, EMAIL);
    const { token } = sessionOf((await signInFrom(fromPartner)).body);
    const history = await server.api('POST', '/api/auth/history', { token, body: {} });
    // the account's first session came from its confirmation's /token link (issue 28 §1)
    expect(history.body).toMatchObject({ values: [{ method: 'email', partner: PARTNER }, { method: 'link', partner: null }] });
    server.clock.advance(24 * 60 * 60_000 - 60_000);
    expect((await server.api('GET', '/api/user', { token })).status).toBe(200);
    server.clock.advance(60_000);
    expect((await server.api('GET', '/api/user', { token })).status).toBe(403);

    const second = sessionOf((await signInFrom(fromPartner)).body).token;
    expect((await server.api('DELETE', '/api/auth', { token: second, headers: fromPartner })).status).toBe(200);
    expect((await server.api('GET', '/api/user', { token: second })).status).toBe(403);
  });

  test("the organiser's own sign-in is a full session, and a guest's payment on a partner page a scoped one", async () => {
    await registerConfirmed(server, EMAIL);
    const full = sessionOf((await signInFrom({ origin: server.url })).body).token;
    expect((await changeName(full, { origin: server.url })).status).toBe(200);
    const guest = paid(await server.api('POST', '/api/payment', { headers: fromPartner, body: paymentBody({ email: 'guest@example.com', tickets: [ticketLine(formats.plain, 2)] }) }));
    expectPartnerRefusal(await server.api('PUT', '/api/user/auth/payment', { token: guest.token ?? '', body: { password: 'Guest-pass-1' } }));
  });
});

describe('a full session', () => {
  test('used once from a partner origin becomes partner-scoped for good, its life cut to a day', async () => {
    const { token } = await registerConfirmed(server, EMAIL);
    expect((await changeName(token)).status).toBe(200);
    expect((await server.api('GET', '/api/user/tickets/my', { token, headers: fromPartner })).status).toBe(200);
    expectPartnerRefusal(await changeName(token));
    server.clock.advance(24 * 60 * 60_000);
    expect((await server.api('GET', '/api/user', { token })).status).toBe(403);
  });
});

describe('a one-time sign-in link', () => {
  test('made by a partner-scoped session opens a partner-scoped one on the site; made by a full one, a full one', async () => {
    await registerConfirmed(server, EMAIL);
    const scoped = sessionOf((await signInFrom(fromPartner)).body).token;
    const linkOf = async (token: string, headers: Record<string, string>) => {
      const made = await server.api('POST', '/api/auth/link', { token, body: {}, headers });
      expect(made.status, made.message).toBe(200);
      const link = typeof made.body === 'object' && made.body !== null && 'link' in made.body ? String(made.body.link) : '';
      return decodeURIComponent(link.split('/token/')[1] ?? '');
    };
    const spend = async (secret: string) => sessionOf((await server.api('PUT', '/api/auth/link', { body: { token: secret }, headers: { origin: server.url } })).body).token;

    const fromScoped = await spend(await linkOf(scoped, fromPartner));
    expectPartnerRefusal(await changeName(fromScoped, { origin: server.url }));

    const full = sessionOf((await signInFrom({})).body).token;
    const fromFull = await spend(await linkOf(full, {}));
    expect((await changeName(fromFull, { origin: server.url })).status).toBe(200);
  });
});
