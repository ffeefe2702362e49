/**
 * The authorisation matrix: user A's token on each of user B's objects — tickets, orders,
 * basket, insurances, club results, sessions, the order check, cancel, start numbers, the
 * idempotency key — is answered 403 or 404, and nothing of B (ids, e-mail, names, basket,
 * session places) appears in any answer A gets. B's objects are unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD, registerConfirmed, sessionOf } from './account-steps.ts';
import { CLUB, COMPETITION_TYPE, INSURANCE, PICKUP, buy, formats, participant, paymentBody, products, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let a: { token: string; userId: string };
let b: { token: string; userId: string; ticketId: string; orderId: string; resultId: string };
const B_EMAIL = 'victim@example.com';
const B_CITY = 'Секретоград';
const B_BASKET_MARK = 'b-basket-line-7f3a';

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedShop(db, new Date()) });
  a = await registerConfirmed(server, 'attacker@example.com');
  const registered = await registerConfirmed(server, B_EMAIL);
  // a second session of B from a place A must never see
  const signIn = await server.api('PUT', '/api/auth', {
    body: { email: B_EMAIL, password: PASSWORD },
    headers: { 'x-geo-city': encodeURIComponent(B_CITY), 'user-agent': 'B-Browser/1.0' },
  });
  const token = sessionOf(signIn.body).token;
  const orderId = await buy(
    server,
    paymentBody({
      email: B_EMAIL,
      tickets: [ticketLine(formats.plain, 1, { info: participant, insurance: INSURANCE })],
      shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }],
      idempotency_key: 'b-key',
    }),
    token,
  );
  const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
  await server.api('POST', '/api/user/basket', {
    token,
    body: { goods: [{ unique_id: B_BASKET_MARK, public_id: formats.plain, selector: 'ticket', count: 1, price: 1000 }] },
  });
  await server.api('PUT', `/api/user/club/new/${CLUB}`, { token });
  const result = await server.api('POST', '/api/user/competition', {
    token,
    body: { competition_type: COMPETITION_TYPE, title: 'Забег B', date: '2024-05-01', result: '00:30:00' },
  });
  const resultId = typeof result.body === 'object' && result.body !== null && 'public_id' in result.body ? String(result.body.public_id) : '';
  b = { token, userId: registered.userId, ticketId: ticket?.public_id ?? '', orderId, resultId };
  await server.api('PUT', `/api/user/club/new/${CLUB}`, { token: a.token });
});
afterAll(() => server.close());

/** Everything of B that must never reach A. */
function secretsOfB(): string[] {
  return [b.userId, B_EMAIL, b.ticketId, b.orderId, b.resultId, B_BASKET_MARK, B_CITY, 'B-Browser', 'Белова', 'Забег B'];
}

function expectNoLeak(answer: ApiAnswer): void {
  const text = JSON.stringify(answer.body ?? '');
  for (const secret of secretsOfB()) expect(text, `leaks ${secret}`).not.toContain(secret);
}

describe("A's token on B's objects", () => {
  const calls: readonly { name: string; method: string; path: () => string; body?: () => unknown }[] = [
    { name: 'order check', method: 'GET', path: () => `/api/order/${b.orderId}` },
    { name: 'sold goods of an order', method: 'GET', path: () => `/api/user/shop/soldgood/${b.orderId}` },
    { name: 'registration page of a ticket', method: 'GET', path: () => `/api/user/ticket/online/${b.ticketId}` },
    { name: 'result of a ticket', method: 'GET', path: () => `/api/user/result/${b.ticketId}` },
    { name: 'certificate of a ticket', method: 'GET', path: () => `/api/user/certificate/result/${b.ticketId}` },
    { name: 'register a ticket', method: 'PUT', path: () => '/api/user/ticket/online', body: () => ({ public_id: b.ticketId, info: participant }) },
    { name: 'edit a ticket', method: 'PUT', path: () => '/api/user/ticket', body: () => ({ public_id: b.ticketId, info: participant }) },
    { name: 'cancel a registration', method: 'PUT', path: () => '/api/user/ticket/disable', body: () => ({ public_id: b.ticketId }) },
    { name: 'transfer a ticket', method: 'PUT', path: () => '/api/user/ticket/transfer', body: () => ({ public_id: b.ticketId, email: 'attacker2@example.com' }) },
    { name: 'confirm a transfer', method: 'PUT', path: () => '/api/user/ticket/confirm/transfer', body: () => ({ public_id: b.ticketId, transfer_confirm: true }) },
    { name: 'take a ticket back', method: 'PUT', path: () => '/api/user/ticket/return', body: () => ({ public_id: b.ticketId }) },
    { name: 'cancel a purchase', method: 'POST', path: () => '/api/payment/cancel', body: () => ({ public_id: b.ticketId }) },
    { name: 'book a start number', method: 'POST', path: () => '/api/booked/number', body: () => ({ ticket: b.ticketId, number: 20 }) },
    { name: "attach B's club result", method: 'PUT', path: () => `/api/user/club/competition/${b.resultId}/${CLUB}` },
  ];
  test.each(calls)('$name → 403/404 and nothing of B', async ({ method, path, body }) => {
    const answer = await server.api(method, path(), { token: a.token, ...(body === undefined ? {} : { body: body() }) });
    expect([403, 404]).toContain(answer.status);
    expectNoLeak(answer);
  });

  test("B's idempotency key does not hand A B's order", async () => {
    const answer = await server.api('POST', '/api/payment', {
      token: a.token,
      body: paymentBody({
        email: B_EMAIL,
        tickets: [ticketLine(formats.plain, 1, { info: participant, insurance: INSURANCE })],
        shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }],
        idempotency_key: 'b-key',
      }),
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).not.toContain(b.orderId);
  });

  test("a guest replaying B's idempotency key gets no session of B", async () => {
    const answer = await server.api('POST', '/api/payment', {
      body: paymentBody({
        email: B_EMAIL,
        tickets: [ticketLine(formats.plain, 1, { info: participant, insurance: INSURANCE })],
        shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }],
        idempotency_key: 'b-key',
      }),
    });
    expect(answer.status).toBe(409);
    expectNoLeak(answer);
  });
});

describe("A's own lists hold nothing of B", () => {
  const lists: readonly { path: string; method?: string; body?: unknown }[] = [
    { path: '/api/user/tickets/my' },
    { path: '/api/user/tickets/transfered' },
    { path: '/api/user/tickets/old' },
    { path: '/api/user/shop/orders' },
    { path: '/api/user/basket' },
    { path: '/api/user/insurances/valid' },
    { path: '/api/user/insurances/past' },
    { path: '/api/user/clubs' },
    { path: '/api/auth/history', method: 'POST', body: {} },
  ];
  test.each(lists)('$path', async ({ path, method, body }) => {
    const answer = await server.api(method ?? 'GET', path, { token: a.token, ...(body === undefined ? {} : { body }) });
    expect(answer.status).toBe(200);
    expectNoLeak(answer);
  });
});

describe('without a session', () => {
  const personal: readonly [string, string][] = [
    ['POST', '/api/payment/cancel'],
    ['GET', '/api/order/any'],
    ['GET', '/api/user/shop/orders'],
    ['GET', '/api/user/shop/soldgood/any'],
    ['GET', '/api/user/tickets/my'],
    ['GET', '/api/user/tickets/transfered'],
    ['GET', '/api/user/tickets/old'],
    ['GET', '/api/user/ticket/online/any'],
    ['PUT', '/api/user/ticket/online'],
    ['PUT', '/api/user/ticket'],
    ['PUT', '/api/user/ticket/disable'],
    ['PUT', '/api/user/ticket/transfer'],
    ['PUT', '/api/user/ticket/confirm/transfer'],
    ['PUT', '/api/user/ticket/return'],
    ['GET', '/api/user/certificate/result/any'],
    ['GET', '/api/user/result/any'],
    ['GET', '/api/user/basket'],
    ['POST', '/api/user/basket'],
    ['GET', '/api/user/insurances/valid'],
    ['GET', '/api/user/insurances/past'],
    ['GET', '/api/user/clubs'],
    ['PUT', '/api/user/club/new/runners'],
    ['PUT', '/api/user/club/pull/runners'],
    ['POST', '/api/user/competition'],
    ['PUT', '/api/user/club/competition/any/runners'],
    ['POST', '/api/booked/number'],
  ];
  test.each(personal)('%s %s → 401', async (method, path) => {
    const answer = await server.api(method, path, method === 'GET' ? {} : { body: {} });
    expect(answer.status).toBe(401);
  });
});

describe('the leak check itself', () => {
  test("B's own answers do carry B's data, so its absence from A's means something", async () => {
    const tickets = JSON.stringify((await server.api('GET', '/api/user/tickets/my', { token: b.token })).body);
    expect(tickets).toContain(b.ticketId);
    expect(tickets).toContain('Белова');
    expect(JSON.stringify((await server.api('GET', '/api/user/basket', { token: b.token })).body)).toContain(B_BASKET_MARK);
    const history = await server.api('POST', '/api/auth/history', { token: b.token, body: {} });
    expect(JSON.stringify(history.body)).toContain(B_CITY);
  });
});

describe('afterwards', () => {
  test("B's objects are as B left them", async () => {
    const check = await server.api('GET', `/api/order/${b.orderId}`, { token: b.token });
    expect(check.body).toMatchObject({ status: 'paid', tickets: [{ public_id: b.ticketId }] });
    const [ticket] = await server.db.query<{ user_id: string; status: string; registered: boolean; number: number }>(
      'SELECT user_id, status, registered, number FROM ticket WHERE public_id = $1',
      [b.ticketId],
    );
    expect(ticket).toEqual({ user_id: b.userId, status: 'active', registered: true, number: 1 });
    expect(await server.db.query('SELECT 1 FROM refund')).toHaveLength(0);
    expect(await server.db.query('SELECT 1 FROM club_competition WHERE competition_result_id = $1', [b.resultId])).toHaveLength(0);
  });
});
