/**
 * What people write, over HTTP (issue 29 items 3, 13, 19): an internationalised e-mail address
 * (тест@почта.рф) registers, signs in, pays and replaces another address, kept as typed
 * (lowercased), never as punycode; a phone written with a label and the trunk 8 is kept as
 * its digits, a UK number is refused, never turned Russian. The same sdk rules as the fields
 * (sdk/forms/email.ts, phone.ts readPhone).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, registerConfirmed } from './account-steps.ts';
import { formats, paid, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('an e-mail on a Cyrillic domain', () => {
  it('registers, signs in and is kept as typed', async () => {
    const { token } = await registerConfirmed(server, 'Тест@Почта.РФ');
    const me = await server.api('GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'тест@почта.рф' });
    expect((await login(server, 'тест@почта.рф')).status).toBe(200);
    const [row] = await server.db.query<{ email: string }>("SELECT email FROM app_user WHERE email LIKE '%почта.рф'");
    expect(row?.email).toBe('тест@почта.рф');
  });

  it('replaces the current address through the mailed link', async () => {
    const { token } = await registerConfirmed(server, 'old@example.com');
    const started = await server.api('POST', '/api/user/change/email', { token, body: { email: 'Новый@Почта.рф' } });
    expect(started.status, started.message).toBe(200);
    const [mail] = await server.outbox('новый@почта.рф');
    const done = await server.api('POST', '/api/user/verify/new/email', { token, body: { code: mail?.code } });
    expect(done.body).toEqual({ email: 'новый@почта.рф' });
  });

  it("is a guest buyer's address for the order", async () => {
    const answer = await server.api('POST', '/api/payment', { body: paymentBody({ email: 'тест@почта.рф', tickets: [ticketLine(formats.plain)] }) });
    paid(answer);
    expect(answer.body).toMatchObject({ user: { temporary: true, email: 'тест@почта.рф' } });
  });

  it('a top-level domain that is not 2 to 12 letters is still refused', async () => {
    const answer = await server.api('POST', '/api/user', { body: { email: 'тест@почта.р', password: 'Secret-123' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Введите валидный email');
  });
});

describe('a phone as written', () => {
  it.each([
    ['тел. 8 916 123-45-67', '79161234567'],
    ['\t+7 916 123 45 67', '79161234567'],
    [' +992 90 123 4567 ', '992901234567'],
  ])('%j is kept as %s', async (written, digits) => {
    const { token } = await registerConfirmed(server, 'p@example.com');
    const answer = await server.api('PUT', '/api/user', { token, body: { contact_phone: written } });
    expect(answer.status, answer.message).toBe(200);
    expect(answer.body).toMatchObject({ user: { contact_phone: digits } });
  });

  it('a UK number is refused, never kept as a Russian one', async () => {
    const { token } = await registerConfirmed(server, 'p@example.com');
    const answer = await server.api('PUT', '/api/user', { token, body: { contact_phone: '+44 20 7946 0958' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'contact_phone', message: 'Введите корректный номер телефона' });
  });
});
