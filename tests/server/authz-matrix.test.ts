/**
 * The authorisation matrix: user A's token on each of user B's objects — tickets, orders,
 * basket, insurances, club results, sessions, the order check, cancel, start numbers, the
 * idempotency key — is answered 403 or 404 (409 for the key), and nothing of B (ids, e-mail,
 * names, basket, policy, clubs, session places) appears in any answer A gets. Every row has a
 * positive control: the same request with B's own token succeeds (2xx), so A's refusal is the
 * server's authorisation and not a mistyped path. B's controls that change things run on fresh
 * objects of B (or on the attacked object after A's attempt), so B's main objects are
 * unchanged afterwards. The leak check's markers are shown to be present in B's own answers.
 *
 * The walk of every personal call (authz-rows.ts `personalCalls`, checked against the contract):
 * without a token each 'required' call is a 401; with a partner-scoped token (issue 28 §7) each
 * account change is the 403 that sends the person to the organiser's site, and every other call
 * is answered as for a full session. An upload is attachable only by its uploader (404).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD, registerConfirmed, sessionOf } from './account-steps.ts';
import { callName, listCalls } from '../../sdk/contract/index.ts';
import { startSession } from '../../server/accounts/sessions.ts';
import { buyTicket, expectSuccess, personalCalls, sendRow, transferTicket, uploadOf, type Actor, type AuthzRow, type Target } from './authz-rows.ts';
import {
  CLUB,
  COMPETITION_TYPE,
  EVENT_CITY,
  INSURANCE,
  PICKUP,
  buy,
  formats,
  participant,
  paymentBody,
  products,
  seedShop,
  ticketLine,
} from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let a: { token: string; userId: string };
let b: Actor & { userId: string; ticketId: string; orderId: string; resultId: string; policyId: string; fileId: string };
/** A third user, who sends B a ticket and receives one from B. */
let c: Actor;
const B_EMAIL = 'victim@example.com';
const C_EMAIL = 'friend@example.com';
const B_CITY = 'Секретоград';
const B_BASKET_MARK = 'b-basket-line-7f3a';
/** B's second session's browser, as the server names it from the User-Agent (an unusual version makes it B's). */
const B_BROWSER = 'Firefox 987';
/** A club only B belongs to (A and B both belong to CLUB). */
const B_CLUB = 'club-b-only-9c1e';

/** B's first order; replayed with its idempotency key. */
const bPayment = () =>
  paymentBody({
    email: B_EMAIL,
    tickets: [ticketLine(formats.plain, 1, { info: participant, insurance: INSURANCE })],
    shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }],
    idempotency_key: 'b-key',
  });

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await db.query("INSERT INTO club (public_id, public_name, title) VALUES ($1, 'b-only', 'Клуб B')", [B_CLUB]);
      // a timing result for B's participant in the upcoming city, so B's ticket has a result and a certificate
      await db.query("INSERT INTO external_format (public_id, event_city_id, title) VALUES ('xf-now', $1, '5 км')", [EVENT_CITY]);
      await db.query(
        `INSERT INTO event_result (external_format_id, first_name, last_name, time_result, position)
         VALUES ('xf-now', 'Ирина', 'Белова', '00:24:59', 2)`,
      );
    },
  });
  a = await registerConfirmed(server, 'attacker@example.com');
  const registered = await registerConfirmed(server, B_EMAIL);
  c = { ...(await registerConfirmed(server, C_EMAIL)), email: C_EMAIL };
  // a second session of B from a place A must never see
  const signIn = await server.api('PUT', '/api/auth', {
    body: { email: B_EMAIL, password: PASSWORD },
    headers: { 'x-geo-city': encodeURIComponent(B_CITY), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:987.0) Gecko/20100101 Firefox/987.0' },
  });
  const token = sessionOf(signIn.body).token;
  const orderId = await buy(server, bPayment(), token);
  const [ticket] = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
  const [policy] = await server.db.query<{ public_id: string }>('SELECT public_id FROM insurance_policy WHERE order_id = $1', [orderId]);
  await server.api('POST', '/api/user/basket', {
    token,
    body: { goods: [{ unique_id: B_BASKET_MARK, public_id: formats.plain, selector: 'ticket', count: 1, price: 1000 }] },
  });
  await server.api('PUT', `/api/user/club/new/${CLUB}`, { token });
  expect((await server.api('PUT', `/api/user/club/new/${B_CLUB}`, { token })).status).toBe(200);
  const result = await server.api('POST', '/api/user/competition', {
    token,
    body: { competition_type: COMPETITION_TYPE, title: 'Забег B', date: '2024-05-01', result: '00:30:00' },
  });
  const resultId = typeof result.body === 'object' && result.body !== null && 'public_id' in result.body ? String(result.body.public_id) : '';
  b = {
    token,
    email: B_EMAIL,
    userId: registered.userId,
    ticketId: ticket?.public_id ?? '',
    orderId,
    resultId,
    policyId: policy?.public_id ?? '',
    fileId: '',
  };
  b = { ...b, fileId: await uploadOf(server, b) };
  await server.api('PUT', `/api/user/club/new/${CLUB}`, { token: a.token });
});
afterAll(() => server.close());

/** Everything of B that must never reach A. */
function secretsOfB(): string[] {
  return [b.userId, B_EMAIL, b.ticketId, b.orderId, b.resultId, b.policyId, B_CLUB, B_BASKET_MARK, B_CITY, B_BROWSER, 'Белова', 'Забег B'];
}

function expectNoLeak(answer: ApiAnswer, also: readonly string[] = []): void {
  const text = JSON.stringify(answer.body ?? '');
  for (const secret of [...secretsOfB(), ...also]) expect(text, `leaks ${secret}`).not.toContain(secret);
}

/** B's main objects: what A attacks unless a row says otherwise. */
const mainOfB = (): Target => ({ ticketId: b.ticketId, orderId: b.orderId, resultId: b.resultId, club: CLUB, fileId: b.fileId });

/** A fresh unregistered ticket of A's own, for a row where A uses B's object on A's own things. */
const freshTicketOfA = async (): Promise<Partial<Target>> => ({ ticketId: (await buyTicket(server, { token: a.token, email: 'attacker@example.com' }, false)).ticketId });

/** A fresh ticket of B, for a control that changes its ticket. */
const freshTicketOfB = (registered: boolean) => buyTicket(server, b, registered);

/** A ticket C bought and sent to B: B holds it, the transfer waits for B's answer. */
async function ticketSentToB(): Promise<Partial<Target>> {
  const { ticketId } = await buyTicket(server, c, false);
  await transferTicket(server, c, ticketId, B_EMAIL);
  return { ticketId };
}

/** A ticket B bought and sent to C, who has not registered it: B may take it back. */
async function ticketSentByB(): Promise<Partial<Target>> {
  const made = await freshTicketOfB(true);
  await transferTicket(server, b, made.ticketId, C_EMAIL);
  return made;
}

const ticketBody = (target: Target) => ({ public_id: target.ticketId, info: participant });

describe("A's token on B's objects, B's own token on the same request", () => {
  const rows: readonly AuthzRow[] = [
    {
      name: 'order check',
      method: 'GET',
      path: (t) => `/api/order/${t.orderId}`,
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ status: 'paid', tickets: [{ public_id: b.ticketId }] }),
    },
    {
      name: 'sold goods of an order',
      method: 'GET',
      path: (t) => `/api/user/shop/soldgood/${t.orderId}`,
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ values: [{ public_id: products.mug, count: 1 }] }),
    },
    {
      name: 'registration page of a ticket',
      method: 'GET',
      path: (t) => `/api/user/ticket/online/${t.ticketId}`,
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ ticket: { public_id: b.ticketId }, format: { public_id: formats.plain } }),
    },
    {
      name: 'result of a ticket',
      method: 'GET',
      path: (t) => `/api/user/result/${t.ticketId}`,
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ result: { last_name: 'Белова', time_result: '00:24:59' } }),
    },
    {
      name: 'certificate of a ticket',
      method: 'GET',
      path: (t) => `/api/user/certificate/result/${t.ticketId}`,
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.headers.get('content-type')).toBe('application/pdf'),
    },
    {
      name: 'register a ticket',
      method: 'PUT',
      path: () => '/api/user/ticket/online',
      body: ticketBody,
      // an unregistered ticket, so that only its owner stands between A and a registration
      attacked: () => freshTicketOfB(false),
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ ticket: { info: { registered: true, last_name: 'Белова' } } }),
    },
    {
      name: 'edit a ticket',
      method: 'PUT',
      path: () => '/api/user/ticket',
      body: ticketBody,
      own: () => freshTicketOfB(true),
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ ticket: { info: { registered: true } } }),
    },
    {
      name: 'cancel a registration',
      method: 'PUT',
      path: () => '/api/user/ticket/disable',
      body: (t) => ({ public_id: t.ticketId }),
      own: () => freshTicketOfB(true),
    },
    {
      name: 'transfer a ticket',
      method: 'PUT',
      path: () => '/api/user/ticket/transfer',
      body: (t) => ({ public_id: t.ticketId, email: 'attacker2@example.com' }),
      own: () => freshTicketOfB(true),
    },
    {
      name: 'accept a transfer',
      method: 'PUT',
      path: () => '/api/user/ticket/confirm/transfer',
      body: (t) => ({ public_id: t.ticketId, transfer_confirm: true }),
      attacked: ticketSentToB,
      own: 'attacked',
    },
    {
      // had A's decline gone through, the ticket would be back with C and B's decline a 404
      name: 'decline a transfer',
      method: 'PUT',
      path: () => '/api/user/ticket/confirm/transfer',
      body: (t) => ({ public_id: t.ticketId, transfer_confirm: false }),
      attacked: ticketSentToB,
      own: 'attacked',
    },
    {
      name: 'take a ticket back',
      method: 'PUT',
      path: () => '/api/user/ticket/return',
      body: (t) => ({ public_id: t.ticketId }),
      attacked: ticketSentByB,
      own: 'attacked',
    },
    {
      name: 'cancel a purchase',
      method: 'POST',
      path: () => '/api/payment/cancel',
      body: (t) => ({ public_id: t.ticketId }),
      own: () => freshTicketOfB(false),
      ownAnswer: (answer) => expect(answer.body).toEqual({ sum: 1000 }),
    },
    {
      name: 'book a start number',
      method: 'POST',
      path: () => '/api/booked/number',
      body: (t) => ({ ticket: t.ticketId, number: 20 }),
      own: () => freshTicketOfB(false),
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ number: 20 }),
    },
    {
      // A belongs to CLUB, so only the result's author stands in the way; B attaches to B's own club
      name: "attach B's club result",
      method: 'PUT',
      path: (t) => `/api/user/club/competition/${t.resultId}/${t.club}`,
      own: () => Promise.resolve({ club: B_CLUB }),
    },
    {
      // issue 28 §5: A registers A's own ticket naming B's upload; B's own upload on B's ticket passes
      name: "attach B's upload to a ticket registration",
      method: 'PUT',
      path: () => '/api/user/ticket/online',
      body: (t) => ({ ...ticketBody(t), license_file: t.fileId }),
      attacked: freshTicketOfA,
      refused: [404],
      own: () => freshTicketOfB(false),
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ ticket: { info: { registered: true } } }),
    },
    {
      name: "attach B's upload to an order",
      method: 'POST',
      path: () => '/api/payment',
      body: (t) => paymentBody({ email: 'buyer@example.com', tickets: [ticketLine(formats.plain, 1, { info: participant, license_file: t.fileId })] }),
      refused: [404],
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ order_public_id: expect.any(String) }),
    },
    {
      name: "B's idempotency key with A's token",
      method: 'POST',
      path: () => '/api/payment',
      body: bPayment,
      refused: [409],
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ order_public_id: b.orderId }),
    },
    {
      name: "B's idempotency key replayed by a guest",
      method: 'POST',
      path: () => '/api/payment',
      body: bPayment,
      attacker: 'guest',
      refused: [409],
      own: 'attacked',
      ownAnswer: (answer) => expect(answer.body).toMatchObject({ order_public_id: b.orderId, token: null }),
    },
  ];

  test.each(rows)('$name: refused with nothing of B; B succeeds', async (row) => {
    const attacked: Target = { ...mainOfB(), ...(await row.attacked?.()) };
    const theirs = await sendRow(server, row, attacked, row.attacker === 'guest' ? undefined : a.token);
    expect(row.refused ?? [403, 404], `${theirs.status} ${theirs.message ?? ''}`).toContain(theirs.status);
    expectNoLeak(theirs, [attacked.ticketId, attacked.orderId, attacked.resultId]);

    const target: Target = row.own === 'attacked' ? attacked : { ...mainOfB(), ...(await row.own()) };
    const own = await sendRow(server, row, target, b.token);
    expectSuccess(own, `B's own ${row.name}`);
    row.ownAnswer?.(own);
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

describe('every personal call (authz-rows.ts personalCalls)', () => {
  // console calls (a staff role) have their own walk: tests/server/console-permissions.test.ts
  const required = listCalls()
    .filter(({ spec }) => spec.auth === 'required' && spec.role === undefined)
    .map(({ spec }) => callName(spec));
  const walk = Object.entries(personalCalls);
  const PARTNER = 'https://vershina.example';

  test("the walk lists every call of the contract that needs a session", () => {
    expect(required.filter((name) => personalCalls[name] === undefined)).toEqual([]);
  });

  test.each(required)('%s without a session → 401', async (name) => {
    const call = personalCalls[name];
    if (call === undefined) throw new Error(`${name} is not in the walk`);
    const answer = await server.api(name.split(' ')[0] ?? 'GET', call.path, name.startsWith('GET ') ? {} : { body: call.body ?? {} });
    expect(answer.status).toBe(401);
  });

  test.each(walk)('%s with a partner-scoped token', async (name, call) => {
    const method = name.split(' ')[0] ?? 'GET';
    // a fresh partner-scoped session of A for each call (one of them signs out)
    const token = await startSession(server.db, a.userId, 'email', { userAgent: undefined, city: undefined, country: undefined, partner: PARTNER }, server.clock.now());
    const answer = await server.api(method, call.path, { token, ...(method === 'GET' ? {} : { body: call.body ?? {} }) });
    if (call.partner === 'refused') {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ scope: 'partner', message_key: 'server.scope.partnerSession' });
      expect(answer.message).toContain(server.url);
      // the session is kept: it still reads A's profile
      expect((await server.api('GET', '/api/user', { token })).status).toBe(200);
    } else {
      expect([401, 403], `${answer.status} ${answer.message ?? ''}`).not.toContain(answer.status);
    }
  });
});

describe('the leak check itself', () => {
  // each marker is one of the secrets A must never see, and B's own answer carries it
  const answersOfB: readonly { what: string; method?: string; path: () => string; body?: unknown; markers: () => string[] }[] = [
    { what: 'profile', path: () => '/api/user', markers: () => [b.userId, B_EMAIL] },
    { what: 'tickets', path: () => '/api/user/tickets/my', markers: () => [b.ticketId, 'Белова'] },
    { what: 'shop orders', path: () => '/api/user/shop/orders', markers: () => [b.orderId] },
    { what: 'basket', path: () => '/api/user/basket', markers: () => [B_BASKET_MARK] },
    { what: 'sessions', method: 'POST', path: () => '/api/auth/history', body: {}, markers: () => [B_CITY, B_BROWSER] },
    { what: 'insurances', path: () => '/api/user/insurances/valid', markers: () => [b.policyId, 'Белова'] },
    { what: 'clubs', path: () => '/api/user/clubs', markers: () => [B_CLUB] },
    { what: 'club results', path: () => `/api/club/competition/list/${B_CLUB}`, markers: () => [b.resultId, 'Забег B'] },
  ];
  const ownText = async (answer: { method?: string; path: () => string; body?: unknown }): Promise<string> => {
    const body = answer.body === undefined ? {} : { body: answer.body };
    const got = await server.api(answer.method ?? 'GET', answer.path(), { token: b.token, ...body });
    expect(got.status, got.message).toBe(200);
    return JSON.stringify(got.body);
  };

  beforeAll(async () => {
    // B's result is public once attached to a club (idempotent: the matrix's control attaches it too)
    expectSuccess(await server.api('PUT', `/api/user/club/competition/${b.resultId}/${B_CLUB}`, { token: b.token }), 'attach');
  });

  test.each(answersOfB)("B's own $what carry B's markers", async (answer) => {
    const text = await ownText(answer);
    for (const marker of answer.markers()) {
      expect(marker).not.toBe('');
      expect(secretsOfB()).toContain(marker);
      expect(text, `B's ${answer.what} lack ${marker}`).toContain(marker);
    }
  });

  test("every secret of B is in one of B's own answers", async () => {
    const texts = await Promise.all(answersOfB.map(ownText));
    for (const secret of secretsOfB()) expect(texts.some((text) => text.includes(secret)), secret).toBe(true);
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
    // the one refund is B's own control on a fresh ticket
    const refunds = await server.db.query<{ ticket_id: string; user_id: string }>('SELECT ticket_id, user_id FROM refund');
    expect(refunds).toEqual([{ ticket_id: expect.any(String), user_id: b.userId }]);
    expect(refunds.map((refund) => refund.ticket_id)).not.toContain(b.ticketId);
    // attached by B to B's club only, never by A to CLUB
    expect(await server.db.query('SELECT club_id FROM club_competition WHERE competition_result_id = $1', [b.resultId])).toEqual([
      { club_id: B_CLUB },
    ]);
  });
});
