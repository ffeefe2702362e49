/**
 * The rows of tests/server/spec-calls.test.ts: for every call of the contract (keyed
 * 'resource.key', so the method and path come from the contract itself), a happy request
 * and the call's main error, against the demo catalogue and the accounts, tickets and orders
 * the {@link World} creates over HTTP. A row that needs state of its own (a paid ticket to
 * transfer, a code from the dev outbox, a club to leave) makes it in its `prepare`, with
 * fresh users, so rows never depend on each other's order.
 */
import { expect } from 'vitest';
import type { CallKey } from '../../sdk/contract/index.ts';
import { PASSWORD, login, registerByPhone, registerConfirmed, sessionOf, smsCode } from './account-steps.ts';
import { standInReturn } from './social-steps.ts';
import { buy, paid, participant, paymentBody } from './support-shop.ts';
import type { TestServer } from './test-server.ts';

/** A signed-in account. */
export interface Account {
  readonly token: string;
  readonly userId: string;
  readonly email: string;
}

/** An account holding one paid ticket. */
export interface Holder extends Account {
  readonly ticketId: string;
  readonly orderId: string;
}

/** What one request of a row sends besides the call's method and path template. */
export interface CallRequest {
  /** Fills the `{name}` placeholders of the call's path. */
  readonly params?: Readonly<Record<string, string>>;
  /** Query text, with its leading `?`. */
  readonly query?: string;
  readonly body?: unknown;
  readonly token?: string;
}

/** A happy request and what, beyond the response schema, its answer must show. */
export interface HappyRequest extends CallRequest {
  readonly check?: (body: unknown) => void | Promise<void>;
}

export interface HappyCase {
  /** What the call does, as the test name says it. */
  readonly says: string;
  readonly prepare: (world: World) => Promise<HappyRequest> | HappyRequest;
}

export interface ErrorCase {
  readonly says: string;
  readonly status: number;
  /** The exact message, when the server defines one; otherwise any non-empty message. */
  readonly message?: string;
  readonly prepare: (world: World) => Promise<CallRequest> | CallRequest;
}

/** A call nothing a client sends can make fail (no body, no query, no required token). */
export interface NoError {
  readonly none: string;
}

export interface CallCase {
  readonly happy: HappyCase;
  readonly error: ErrorCase | NoError;
}

/** The shared state of the file: a server on the demo catalogue and its accounts. */
export interface World {
  readonly server: TestServer;
  /** A confirmed account with a paid order, a club, a competition result and a result row. */
  readonly owner: Account & {
    readonly orderId: string;
    /** Its ticket with a row in the results (start number {@link World.owner.resultNumber}). */
    readonly ticketId: string;
    readonly resultNumber: number;
    /** Its second ticket, without a result. */
    readonly otherTicketId: string;
    /** A competition result of the owner, attached to no club. */
    readonly competitionId: string;
  };
  /** A token whose session has ended (logged out). */
  readonly deadToken: string;
  /** A unique e-mail address. */
  email(tag: string): string;
  /** A confirmed account of a new e-mail. */
  account(tag: string): Promise<Account>;
  /** A confirmed account of a new e-mail with one paid ticket. */
  holder(tag: string): Promise<Holder>;
}

// The demo catalogue (server/seed): an upcoming event city whose half-marathon has start
// numbers 1001…3000 (1001 is booked by the seed), a shop good without sizes, a pickup.
export const EVENT = 'ev-gorod-kazan';
export const EVENT_CITY = 'ec-gorod-kazan';
export const FORMAT = 'f-gk-21';
export const GOOD = 'p-buff-rubezh';
export const PICKUP = 'dm-shop-pickup';
export const INSURANCE = 'ins-start';
export const CLUB = 'club-losi';
export const CLUB_NAME = 'zheleznye-losi';
export const OTHER_CLUB = 'club-vysota';
export const COMPETITION_TYPE = 'ct-run-5';
const SEED_BOOKED_NUMBER = 1001;
const MINUTE = 60_000;

/** A 16-byte PNG header: enough for the upload's signature check. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

/** A ticket line of the demo half-marathon. */
export const ticketLine = (count = 1): Record<string, unknown> => ({
  event_public_id: EVENT,
  public_id: FORMAT,
  count,
  event_city: { public_id: EVENT_CITY },
});

/** A complete participant form of the half-marathon (it gives a shirt: a size is asked). */
const registration = { ...participant, item_size: 'M' };

const competition = { competition_type: COMPETITION_TYPE, title: 'Темповая пятёрка', date: '2024-05-01', result: '00:24:10', distance: 5 };

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`not an object: ${JSON.stringify(value)}`);
  return Object.fromEntries(Object.entries(value));
}

/** `body[key]` of an object body. */
export const field = (body: unknown, key: string): unknown => record(body)[key];

/** The `public_id`s of a `{ values }` answer. */
export function idsOf(body: unknown): unknown[] {
  const values = field(body, 'values');
  if (!Array.isArray(values)) throw new Error('no values');
  return values.map((value) => record(value)['public_id']);
}

/** The tickets of an order, by start number. */
async function ticketsOf(server: TestServer, orderId: string) {
  return server.db.query<{ public_id: string; number: number }>('SELECT public_id, number FROM ticket WHERE order_id = $1 ORDER BY number', [
    orderId,
  ]);
}

/** Transfers the holder's ticket to `email`. */
async function transfer(server: TestServer, sender: Holder, email: string): Promise<void> {
  const sent = await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: sender.ticketId, email } });
  expect(sent.status, sent.message).toBe(200);
}

/** Builds the world on a server seeded with the demo catalogue. */
export async function buildWorld(server: TestServer): Promise<World> {
  let serial = 0;
  const email = (tag: string) => `${tag}-${(serial += 1)}@spec-calls.test`;
  const account = async (tag: string): Promise<Account> => {
    const address = email(tag);
    return { ...(await registerConfirmed(server, address)), email: address };
  };
  const holder = async (tag: string): Promise<Holder> => {
    const person = await account(tag);
    const orderId = await buy(server, paymentBody({ email: person.email, tickets: [ticketLine()] }), person.token);
    const [ticket] = await ticketsOf(server, orderId);
    if (ticket === undefined) throw new Error('no ticket issued');
    return { ...person, ticketId: ticket.public_id, orderId };
  };

  const owner = await account('owner');
  const start = new Date(server.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  const orderId = await buy(
    server,
    paymentBody({
      email: owner.email,
      tickets: [ticketLine(2)],
      shop: [{ public_id: GOOD, count: 1, delivery_public_id: PICKUP }],
      insurances: [
        {
          public_id: INSURANCE,
          count: 1,
          first_name: 'Анна',
          last_name: 'Петрова',
          birth_date: '1990-01-01',
          gender: 'female',
          phone: '79161234567',
          start_date: start,
        },
      ],
    }),
    owner.token,
  );
  const [first, second] = await ticketsOf(server, orderId);
  if (first === undefined || second === undefined) throw new Error('the owner got no two tickets');
  // the timing system's row for the first ticket's start number (no call writes results)
  await server.db.query("INSERT INTO external_format (public_id, event_city_id, title) VALUES ('xf-spec-calls', $1, '21,1 км')", [EVENT_CITY]);
  await server.db.query(
    `INSERT INTO event_result (external_format_id, first_name, last_name, time_result, position, start_number)
     VALUES ('xf-spec-calls', 'Вера', 'Финишёва', '01:41:07', 4, $1)`,
    [String(first.number)],
  );
  expect((await server.api('PUT', `/api/user/club/new/${CLUB}`, { token: owner.token })).status).toBe(200);
  const created = await server.api('POST', '/api/user/competition', { token: owner.token, body: competition });
  expect(created.status, created.message).toBe(200);
  const competitionId = String(field(created.body, 'public_id'));

  const dead = await account('dead');
  expect((await server.api('DELETE', '/api/auth', { token: dead.token })).status).toBe(200);

  return {
    server,
    owner: { ...owner, orderId, ticketId: first.public_id, resultNumber: first.number, otherTicketId: second.public_id, competitionId },
    deadToken: dead.token,
    email,
    account,
    holder,
  };
}

const deadSession = (says: string): ErrorCase => ({
  says: `for an ended session (${says})`,
  status: 403,
  message: 'Сессия завершена, войдите снова',
  prepare: (w) => ({ token: w.deadToken }),
});

const noInput = (what: string): NoError => ({ none: `${what}: no params, query or body, no token required — nothing a client sends can be refused` });

/** Deletes a seeded document, so its download has nothing to serve. */
const withoutDocument = (slug: string) => async (w: World) => {
  await w.server.db.query('DELETE FROM document WHERE slug = $1', [slug]);
  return {};
};

/** Every call of the contract: its happy path and its main error. */
export const specCallCases = {
  // ── events ────────────────────────────────────────────────────────────────────────────
  'events.list': {
    happy: { says: 'lists the upcoming public events', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain(EVENT) }) },
    error: noInput('the public catalogue'),
  },
  'events.byId': {
    happy: { says: 'answers the event', prepare: () => ({ params: { id: EVENT }, check: (body) => expect(field(body, 'public_id')).toBe(EVENT) }) },
    error: { says: 'for an unknown event', status: 404, message: 'Мероприятие не найдено', prepare: () => ({ params: { id: 'ev-none' } }) },
  },
  'events.types': {
    happy: { says: 'lists the event types', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain('et-gorod') }) },
    error: noInput('a public list'),
  },
  'events.projects': {
    happy: { says: 'lists the event types with a project page', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain('et-rubezh') }) },
    error: noInput('a public list'),
  },
  'events.cities': {
    happy: { says: 'lists the cities with events', prepare: () => ({ check: (body) => expect(JSON.stringify(body)).toContain('Казань') }) },
    error: noInput('a public list'),
  },
  'events.filtered': {
    happy: {
      says: 'filters the event cities by city',
      prepare: () => ({ body: { city_id: 551487 }, check: (body) => expect(idsOf(body)).toContain(EVENT_CITY) }),
    },
    error: { says: 'for a malformed date', status: 400, message: 'Неверный формат даты', prepare: () => ({ body: { date_from: '31.12.2030' } }) },
  },
  // ── formats ───────────────────────────────────────────────────────────────────────────
  'formats.byEventCity': {
    happy: {
      says: 'answers the formats of the event city',
      prepare: () => ({ params: { id: EVENT_CITY }, check: (body) => expect(idsOf(body)).toContain(FORMAT) }),
    },
    error: {
      says: 'for an unknown event city',
      status: 404,
      message: 'Мероприятие в этом городе не найдено',
      prepare: () => ({ params: { id: 'ec-none' } }),
    },
  },
  'formats.byId': {
    happy: { says: 'answers the format', prepare: () => ({ params: { id: FORMAT }, check: (body) => expect(field(body, 'price')).toBe(3200) }) },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  'formats.availability': {
    happy: {
      says: 'answers the tickets left',
      prepare: () => ({ params: { id: FORMAT }, check: (body) => expect(field(body, 'tickets_left')).toHaveProperty('athlete') }),
    },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  'formats.team': {
    happy: {
      says: 'answers the team settings',
      prepare: () => ({ params: { id: 'f-rl-msk-team5' }, check: (body) => expect(field(body, 'isTeam')).toBe(true) }),
    },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  // ── promo codes ───────────────────────────────────────────────────────────────────────
  'promocodes.product': {
    happy: {
      says: 'applies a product code',
      prepare: () => ({
        params: { code: 'MERCH15', public_id: 'p-gloves' },
        check: (body) => expect(field(body, 'promocode')).toMatchObject({ code: 'MERCH15' }),
      }),
    },
    error: {
      says: 'for an unknown product',
      status: 404,
      message: 'Товар не найден',
      prepare: () => ({ params: { code: 'MERCH15', public_id: 'p-none' } }),
    },
  },
  'promocodes.insurance': {
    happy: {
      says: 'applies an insurance code',
      prepare: () => ({
        params: { code: 'SAFE50', public_id: INSURANCE },
        check: (body) => expect(field(body, 'promocode')).toMatchObject({ code: 'SAFE50' }),
      }),
    },
    error: {
      says: 'for an unknown insurance',
      status: 404,
      message: 'Страховка не найдена',
      prepare: () => ({ params: { code: 'SAFE50', public_id: 'ins-none' } }),
    },
  },
  'promocodes.ticket': {
    happy: {
      says: 'applies a ticket code',
      prepare: () => ({
        params: { code: 'RUBEZH10', format_public_id: 'f-rl-msk-sprint' },
        check: (body) => expect(field(body, 'promocode')).toMatchObject({ code: 'RUBEZH10', discount: 10 }),
      }),
    },
    error: {
      says: 'for an unknown format',
      status: 404,
      message: 'Формат билета не найден',
      prepare: () => ({ params: { code: 'RUBEZH10', format_public_id: 'f-none' } }),
    },
  },
  // ── payment ───────────────────────────────────────────────────────────────────────────
  'payment.pay': {
    happy: {
      says: "creates a guest's order and answers redirect_url, the temporary user's token and the basket it keeps for them",
      prepare: (w) => {
        const line = { unique_id: 'spec-line', public_id: 'f-gk-5', selector: 'ticket', count: 1, price: 1990 };
        return {
          body: paymentBody({ email: w.email('guest'), tickets: [ticketLine()], idempotency_key: `spec-${w.email('key')}`, basket: [line] }),
          check: (body) => {
            expect(field(body, 'redirect_url')).toBe(`${w.server.url}/pay/${String(field(body, 'order_public_id'))}`);
            expect(field(body, 'token')).toEqual(expect.any(String));
            expect(field(body, 'basket')).toEqual([line]);
          },
        };
      },
    },
    error: {
      says: 'for a body without email',
      status: 400,
      message: 'Заполните поле «email»',
      prepare: () => ({ body: { tickets: [ticketLine()], shop: [], insurances: [], register: false } }),
    },
  },
  'payment.cancel': {
    happy: {
      says: "refunds a paid ticket's price",
      prepare: async (w) => {
        const { token, ticketId } = await w.holder('refund');
        return { token, body: { public_id: ticketId }, check: (body) => expect(body).toEqual({ sum: 3200 }) };
      },
    },
    error: {
      says: 'for a ticket that is not the user\'s',
      status: 404, message: 'Билет не найден',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: 'no-such-ticket' } }),
    },
  },
  // ── orders ────────────────────────────────────────────────────────────────────────────
  'orders.check': {
    happy: {
      says: 'answers the paid order with its tickets',
      prepare: (w) => ({
        token: w.owner.token,
        params: { id: w.owner.orderId },
        check: (body) => {
          expect(field(body, 'status')).toBe('paid');
          expect(field(body, 'tickets')).toContainEqual(expect.objectContaining({ public_id: w.owner.ticketId }));
        },
      }),
    },
    error: { says: 'for an unknown order', status: 404, message: 'Заказ не найден', prepare: (w) => ({ token: w.owner.token, params: { id: 'no-such-order' } }) },
  },
  'orders.list': {
    happy: {
      says: "lists the user's shop orders",
      prepare: (w) => ({ token: w.owner.token, check: (body) => expect(idsOf(body)).toEqual([w.owner.orderId]) }),
    },
    error: deadSession('a personal list'),
  },
  'orders.soldGoods': {
    happy: {
      says: 'lists the goods of the order',
      prepare: (w) => ({ token: w.owner.token, params: { id: w.owner.orderId }, check: (body) => expect(idsOf(body)).toEqual([GOOD]) }),
    },
    error: { says: 'for an unknown order', status: 404, message: 'Заказ не найден', prepare: (w) => ({ token: w.owner.token, params: { id: 'no-such-order' } }) },
  },
  // ── basket ────────────────────────────────────────────────────────────────────────────
  'basket.get': {
    happy: {
      says: 'answers the stored basket',
      prepare: async (w) => {
        const { token } = await w.account('basket');
        const goods = [{ unique_id: 'u1', public_id: FORMAT, selector: 'ticket', count: 1, price: 3200 }];
        expect((await w.server.api('POST', '/api/user/basket', { token, body: { goods } })).status).toBe(200);
        return { token, check: (body) => expect(field(body, 'values')).toEqual(goods) };
      },
    },
    error: deadSession('a personal basket'),
  },
  'basket.save': {
    happy: {
      says: 'replaces the basket and answers what it kept',
      prepare: (w) => {
        const goods = [{ unique_id: 'u2', public_id: GOOD, selector: 'shop', count: 2, price: 790 }];
        return { token: w.owner.token, body: { goods }, check: (body) => expect(field(body, 'values')).toEqual(goods) };
      },
    },
    error: {
      says: 'for a line without public_id',
      status: 400, message: 'Заполните поле «goods.0.public_id»',
      prepare: (w) => ({ token: w.owner.token, body: { goods: [{ unique_id: 'u3', selector: 'ticket' }] } }),
    },
  },
  // ── auth ──────────────────────────────────────────────────────────────────────────────
  'auth.login': {
    happy: {
      says: 'signs in by e-mail and password',
      prepare: (w) => ({ body: { email: w.owner.email, password: PASSWORD }, check: (body) => expect(sessionOf(body).userId).toBe(w.owner.userId) }),
    },
    error: {
      says: 'for an unknown e-mail',
      status: 400,
      message: 'Неверный email или пароль',
      prepare: () => ({ body: { email: 'nobody@spec-calls.test', password: PASSWORD } }),
    },
  },
  'auth.loginPhone': {
    happy: {
      says: 'signs a registered phone in by SMS code',
      prepare: async (w) => {
        const phone = '+7 (912) 100-00-05';
        const registered = await registerByPhone(w.server, phone);
        w.server.clock.advance(MINUTE);
        const code = await smsCode(w.server, phone, false);
        return { body: { phone, phone_code: code }, check: (body) => expect(sessionOf(body).userId).toBe(registered.userId) };
      },
    },
    error: {
      says: 'for a code that is not four digits',
      status: 400,
      message: 'Код должен состоять из 4 цифр',
      prepare: () => ({ body: { phone: '+7 (912) 100-00-05', phone_code: '123' } }),
    },
  },
  'auth.resetRequest': {
    happy: {
      says: 'mails a recovery link',
      prepare: async (w) => {
        const { email } = await w.account('forgot');
        w.server.clock.advance(MINUTE);
        return {
          body: { email },
          check: (body) => expect(field(body, 'message')).toBe(`Если на ${email} зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля`),
        };
      },
    },
    error: {
      says: 'for an address that is not an e-mail (an unknown e-mail answers as a known one)',
      status: 400,
      message: 'Введите валидный email',
      prepare: () => ({ body: { email: 'ghost@' } }),
    },
  },
  'auth.resetCheck': {
    happy: {
      says: 'answers a one-time key for the mailed code',
      prepare: async (w) => {
        const { email } = await w.account('reset-check');
        w.server.clock.advance(MINUTE);
        expect((await w.server.api('POST', '/api/auth/resetpassword', { body: { email } })).status).toBe(200);
        return { body: { code: await w.server.lastCode(email) }, check: (body) => expect(field(body, 'secure')).toMatch(/^[A-Za-z0-9_-]{43}$/) };
      },
    },
    error: {
      says: 'for an unknown code',
      status: 400,
      message: 'Ссылка недействительна или устарела',
      prepare: () => ({ body: { code: 'no-such-code' } }),
    },
  },
  'auth.resetUpdate': {
    happy: {
      says: 'sets the new password with the key',
      prepare: async (w) => {
        const { email } = await w.account('reset-update');
        w.server.clock.advance(MINUTE);
        expect((await w.server.api('POST', '/api/auth/resetpassword', { body: { email } })).status).toBe(200);
        const checked = await w.server.api('PUT', '/api/auth/resetpassword', { body: { code: await w.server.lastCode(email) } });
        return {
          body: { secure: String(field(checked.body, 'secure')), password: 'N3wSecret' },
          check: async () => expect((await login(w.server, email, 'N3wSecret')).status).toBe(200),
        };
      },
    },
    error: {
      says: 'for an unknown key',
      status: 400,
      message: 'Ссылка недействительна или устарела',
      prepare: () => ({ body: { secure: 'no-such-key', password: 'N3wSecret' } }),
    },
  },
  'auth.history': {
    happy: {
      says: 'lists the sign-ins, at most the limit',
      prepare: (w) => ({
        token: w.owner.token,
        body: { limit: 1 },
        check: (body) => expect(field(body, 'values')).toEqual([expect.objectContaining({ method: 'email' })]),
      }),
    },
    error: {
      says: 'for a limit that is not a number',
      status: 400,
      message: 'Некорректное значение поля «limit»',
      prepare: (w) => ({ token: w.owner.token, body: { limit: 'ten' } }),
    },
  },
  'auth.logout': {
    happy: {
      says: 'revokes the token',
      prepare: async (w) => ({
        token: sessionOf((await login(w.server, w.owner.email)).body).token,
        check: (body) => expect(field(body, 'message')).toBe('Вы вышли из аккаунта'),
      }),
    },
    error: deadSession('the token is already revoked'),
  },
  'auth.endOthers': {
    happy: {
      says: 'ends the other sessions, not the asking one',
      prepare: async (w) => {
        const { email } = await w.account('sessions-ender');
        const other = sessionOf((await login(w.server, email)).body).token;
        const mine = sessionOf((await login(w.server, email)).body).token;
        return {
          token: mine,
          check: async (body) => {
            expect(field(body, 'message')).toBe('Остальные сеансы завершены');
            expect((await w.server.api('POST', '/api/auth/history', { token: other, body: {} })).status).toBe(403);
            expect((await w.server.api('POST', '/api/auth/history', { token: mine, body: {} })).status).toBe(200);
          },
        };
      },
    },
    error: deadSession('the token is already revoked'),
  },
  'auth.linkCreate': {
    happy: {
      says: "answers a one-time /token/{id} link on the site's origin",
      prepare: async (w) => ({
        token: (await w.account('link-maker')).token,
        check: (body) => {
          expect(field(body, 'link')).toMatch(new RegExp(`^${w.server.url}/token/[A-Za-z0-9_-]{43}$`));
          expect(field(body, 'expires_in')).toBe(300);
        },
      }),
    },
    error: deadSession('a link to an ended session'),
  },
  'auth.linkSignIn': {
    happy: {
      says: 'spends the link and answers a new session of its account',
      prepare: async (w) => {
        const person = await w.account('link-user');
        const made = await w.server.api('POST', '/api/auth/link', { token: person.token });
        const link = String(field(made.body, 'link'));
        return {
          body: { token: link.slice(link.lastIndexOf('/') + 1) },
          check: (body) => {
            expect(sessionOf(body).userId).toBe(person.userId);
            expect(sessionOf(body).token).not.toBe(person.token);
          },
        };
      },
    },
    error: {
      says: 'for a session token, which is no sign-in link',
      status: 400,
      message: 'Ссылка для входа недействительна или устарела',
      prepare: (w) => ({ body: { token: w.owner.token } }),
    },
  },
  // ── tickets ───────────────────────────────────────────────────────────────────────────
  'tickets.my': {
    happy: {
      says: "lists the user's active tickets",
      prepare: (w) => ({ token: w.owner.token, check: (body) => expect(idsOf(body)).toContain(w.owner.ticketId) }),
    },
    error: deadSession('a personal list'),
  },
  'tickets.transferred': {
    happy: {
      says: 'lists the tickets the user transferred',
      prepare: async (w) => {
        const sender = await w.holder('sent');
        await transfer(w.server, sender, w.email('friend'));
        return { token: sender.token, check: (body) => expect(idsOf(body)).toEqual([sender.ticketId]) };
      },
    },
    error: deadSession('a personal list'),
  },
  'tickets.old': {
    happy: {
      says: 'lists the tickets of past events',
      prepare: (w) => ({ token: w.owner.token, check: (body) => expect(idsOf(body)).not.toContain(w.owner.ticketId) }),
    },
    error: deadSession('a personal list'),
  },
  'tickets.result': {
    happy: {
      says: "answers the ticket's result row",
      prepare: (w) => ({
        token: w.owner.token,
        params: { id: w.owner.ticketId },
        check: (body) =>
          expect(field(body, 'result')).toMatchObject({ last_name: 'Финишёва', time_result: '01:41:07', start_number: String(w.owner.resultNumber) }),
      }),
    },
    error: { says: 'for an unknown ticket', status: 404, message: 'Билет не найден', prepare: (w) => ({ token: w.owner.token, params: { id: 'no-such-ticket' } }) },
  },
  'tickets.online': {
    happy: {
      says: 'answers the ticket and its format',
      prepare: (w) => ({
        token: w.owner.token,
        params: { id: w.owner.ticketId },
        check: (body) => expect(body).toMatchObject({ ticket: { public_id: w.owner.ticketId }, format: { public_id: FORMAT } }),
      }),
    },
    error: { says: 'for an unknown ticket', status: 404, message: 'Билет не найден', prepare: (w) => ({ token: w.owner.token, params: { id: 'no-such-ticket' } }) },
  },
  'tickets.certificate': {
    happy: { says: 'downloads the finisher certificate as a PDF', prepare: (w) => ({ token: w.owner.token, params: { id: w.owner.ticketId } }) },
    error: {
      says: 'for a ticket without a result',
      status: 404,
      message: 'Результат не найден',
      prepare: (w) => ({ token: w.owner.token, params: { id: w.owner.otherTicketId } }),
    },
  },
  'tickets.confirmTransfer': {
    happy: {
      says: 'the recipient accepts a transferred ticket',
      prepare: async (w) => {
        const sender = await w.holder('giver');
        const recipient = await w.account('taker');
        await transfer(w.server, sender, recipient.email);
        return {
          token: recipient.token,
          body: { public_id: sender.ticketId, transfer_confirm: true },
          check: (body) => expect(field(body, 'message')).toBe('Билет принят'),
        };
      },
    },
    error: {
      says: 'for a ticket nobody transferred to the user',
      status: 400,
      message: 'Этот билет вам не передавали',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId, transfer_confirm: true } }),
    },
  },
  'tickets.transfer': {
    happy: {
      says: 'hands the ticket to an e-mail',
      prepare: async (w) => {
        const sender = await w.holder('passer');
        return {
          token: sender.token,
          body: { public_id: sender.ticketId, email: w.email('receiver') },
          check: (body) => expect(field(body, 'message')).toBe('Билет передан'),
        };
      },
    },
    error: {
      says: 'for a transfer to oneself',
      status: 400,
      message: 'Нельзя передать билет самому себе',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId, email: w.owner.email } }),
    },
  },
  'tickets.return': {
    happy: {
      says: 'takes a transferred ticket back',
      prepare: async (w) => {
        const sender = await w.holder('returner');
        await transfer(w.server, sender, w.email('keeper'));
        return { token: sender.token, body: { public_id: sender.ticketId }, check: (body) => expect(field(body, 'message')).toBe('Билет возвращён') };
      },
    },
    error: {
      says: 'for a ticket the user did not transfer',
      status: 404, message: 'Билет не найден',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId } }),
    },
  },
  'tickets.register': {
    happy: {
      says: 'registers the ticket with the participant',
      prepare: async (w) => {
        const { token, ticketId } = await w.holder('runner');
        return {
          token,
          body: { public_id: ticketId, info: registration },
          check: (body) => expect(body).toMatchObject({ ticket: { info: { registered: true } } }),
        };
      },
    },
    error: {
      says: 'for a malformed participant phone',
      status: 400,
      message: 'Введите корректный номер телефона',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId, info: { ...registration, phone: '7916' } } }),
    },
  },
  'tickets.update': {
    happy: {
      says: "edits a registered ticket's participant",
      prepare: async (w) => {
        const { token, ticketId } = await w.holder('editor');
        expect((await w.server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: registration } })).status).toBe(200);
        return {
          token,
          body: { public_id: ticketId, info: { ...registration, first_name: 'Ира' } },
          check: (body) => expect(body).toMatchObject({ ticket: { info: { registered: true, first_name: 'Ира' } } }),
        };
      },
    },
    error: {
      says: 'for a ticket that is not registered',
      status: 400,
      message: 'Билет не зарегистрирован',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId, info: registration } }),
    },
  },
  'tickets.disable': {
    happy: {
      says: 'cancels the registration',
      prepare: async (w) => {
        const { token, ticketId } = await w.holder('canceller');
        expect((await w.server.api('PUT', '/api/user/ticket/online', { token, body: { public_id: ticketId, info: registration } })).status).toBe(200);
        return { token, body: { public_id: ticketId }, check: (body) => expect(body).toMatchObject({ message: 'Регистрация отменена' }) };
      },
    },
    error: {
      says: 'for a ticket that is not registered',
      status: 400,
      message: 'Билет не зарегистрирован',
      prepare: (w) => ({ token: w.owner.token, body: { public_id: w.owner.ticketId } }),
    },
  },
  // ── insurance ─────────────────────────────────────────────────────────────────────────
  'insurance.valid': {
    happy: {
      says: "lists the user's active policies",
      prepare: (w) => ({
        token: w.owner.token,
        check: (body) =>
          expect(field(body, 'values')).toEqual([expect.objectContaining({ info: expect.objectContaining({ last_name: 'Петрова' }) })]),
      }),
    },
    error: deadSession('a personal list'),
  },
  'insurance.past': {
    happy: {
      says: "lists the user's previous policies",
      prepare: (w) => ({ token: w.owner.token, check: (body) => expect(field(body, 'values')).toEqual([]) }),
    },
    error: deadSession('a personal list'),
  },
  'insurance.products': {
    happy: { says: 'lists the insurance products', prepare: () => ({ check: (body) => expect(idsOf(body)).toEqual([INSURANCE, 'ins-extended']) }) },
    error: noInput('a public list'),
  },
  'insurance.product': {
    happy: { says: 'answers the product', prepare: () => ({ params: { id: INSURANCE }, check: (body) => expect(field(body, 'price')).toBe(200) }) },
    error: { says: 'for an unknown product', status: 404, message: 'Страховка не найдена', prepare: () => ({ params: { id: 'ins-none' } }) },
  },
  'insurance.byFormat': {
    happy: {
      says: 'lists the products of the format',
      prepare: () => ({ params: { id: FORMAT }, check: (body) => expect(idsOf(body)).toEqual([INSURANCE]) }),
    },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  'insurance.cityFormats': {
    happy: {
      says: 'lists the insured formats of the event city',
      prepare: () => ({ params: { id: EVENT_CITY }, check: (body) => expect(idsOf(body)).toContain(FORMAT) }),
    },
    error: {
      says: 'for an unknown event city',
      status: 404,
      message: 'Мероприятие в этом городе не найдено',
      prepare: () => ({ params: { id: 'ec-none' } }),
    },
  },
  // ── clubs ─────────────────────────────────────────────────────────────────────────────
  'clubs.list': {
    happy: { says: 'lists the clubs', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain(CLUB) }) },
    error: noInput('a public list'),
  },
  'clubs.one': {
    happy: {
      says: 'answers a club by public_name',
      prepare: () => ({ params: { id: CLUB_NAME }, check: (body) => expect(field(body, 'public_id')).toBe(CLUB) }),
    },
    error: { says: 'for an unknown club', status: 404, message: 'Клуб не найден', prepare: () => ({ params: { id: 'no-club' } }) },
  },
  'clubs.mine': {
    happy: { says: "lists the user's clubs", prepare: (w) => ({ token: w.owner.token, check: (body) => expect(idsOf(body)).toEqual([CLUB]) }) },
    error: deadSession('a personal list'),
  },
  'clubs.join': {
    happy: {
      says: 'joins a club by public_name',
      prepare: async (w) => ({
        token: (await w.account('joiner')).token,
        params: { id: CLUB_NAME },
        check: (body) => expect(idsOf(body)).toEqual([CLUB]),
      }),
    },
    error: {
      says: 'for an unknown club',
      status: 404,
      message: 'Клуб не найден',
      prepare: (w) => ({ token: w.owner.token, params: { id: 'no-club' } }),
    },
  },
  'clubs.leave': {
    happy: {
      says: 'leaves a club',
      prepare: async (w) => {
        const { token } = await w.account('leaver');
        expect((await w.server.api('PUT', `/api/user/club/new/${CLUB}`, { token })).status).toBe(200);
        return { token, params: { id: CLUB }, check: (body) => expect(field(body, 'values')).toEqual([]) };
      },
    },
    error: {
      says: 'for an unknown club',
      status: 404,
      message: 'Клуб не найден',
      prepare: (w) => ({ token: w.owner.token, params: { id: 'no-club' } }),
    },
  },
  'clubs.competitionTypes': {
    happy: { says: 'lists the competition types', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain(COMPETITION_TYPE) }) },
    error: noInput('a public list'),
  },
  'clubs.createResult': {
    happy: {
      says: 'creates a competition result',
      prepare: (w) => ({ token: w.owner.token, body: competition, check: (body) => expect(field(body, 'public_id')).toEqual(expect.any(String)) }),
    },
    error: {
      says: 'for a malformed time',
      status: 400,
      message: 'Введите корректное время',
      prepare: (w) => ({ token: w.owner.token, body: { ...competition, result: '1:75:00' } }),
    },
  },
  'clubs.attachResult': {
    happy: {
      says: "attaches a result to the user's club",
      prepare: (w) => ({
        token: w.owner.token,
        params: { id: w.owner.competitionId, club: CLUB },
        check: (body) => expect(body).toMatchObject({ message: 'Ваши результаты успешно загружены' }),
      }),
    },
    error: {
      says: 'for a club the user is not in',
      status: 400,
      message: 'Вы не состоите в этом клубе',
      prepare: (w) => ({ token: w.owner.token, params: { id: w.owner.competitionId, club: OTHER_CLUB } }),
    },
  },
  'clubs.competitions': {
    happy: {
      says: 'lists the results attached to a club',
      prepare: () => ({ params: { club: CLUB_NAME }, check: (body) => expect(idsOf(body).length).toBeGreaterThanOrEqual(5) }),
    },
    error: { says: 'for an unknown club', status: 404, message: 'Клуб не найден', prepare: () => ({ params: { club: 'no-club' } }) },
  },
  // ── results ───────────────────────────────────────────────────────────────────────────
  'results.filtered': {
    happy: {
      says: 'lists the past event cities with results',
      prepare: () => ({ body: {}, check: (body) => expect(idsOf(body)).toContain('ec-gorod-moscow') }),
    },
    error: { says: 'for a malformed date', status: 400, message: 'Неверный формат даты', prepare: () => ({ body: { date_from: 'вчера' } }) },
  },
  'results.cities': {
    happy: { says: 'lists the cities with results', prepare: () => ({ check: (body) => expect(JSON.stringify(body)).toContain('Новосибирск') }) },
    error: noInput('a public list'),
  },
  'results.formats': {
    happy: {
      says: 'answers the results formats of the event city',
      prepare: () => ({
        params: { event_city_id: 'ec-rubezh-vesna-spb' },
        check: (body) => expect(idsOf(body)).toEqual(['xf-rv-spb-sprint', 'xf-rv-spb-elite']),
      }),
    },
    error: {
      says: 'for an unknown event city',
      status: 404,
      message: 'Мероприятие в этом городе не найдено',
      prepare: () => ({ params: { event_city_id: 'ec-none' } }),
    },
  },
  'results.table': {
    happy: {
      says: 'answers the results table of the format',
      prepare: () => ({
        params: { event_city_id: 'ec-rubezh-vesna-spb', format: 'xf-rv-spb-elite' },
        check: (body) => expect(field(body, 'values')).toHaveLength(40),
      }),
    },
    error: {
      says: 'for a format of another event city',
      status: 404,
      message: 'Результаты этого формата не найдены',
      prepare: () => ({ params: { event_city_id: 'ec-rubezh-vesna-spb', format: 'xf-gm-10' } }),
    },
  },
  // ── seats ─────────────────────────────────────────────────────────────────────────────
  'seats.numbers': {
    happy: {
      says: 'answers the booked and free numbers',
      prepare: () => ({ params: { id: FORMAT }, check: (body) => expect(field(body, 'booked_numbers')).toContain(SEED_BOOKED_NUMBER) }),
    },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  'seats.book': {
    happy: {
      says: "books a free number for the user's ticket",
      prepare: (w) => ({
        token: w.owner.token,
        body: { ticket: w.owner.otherTicketId, number: 2999 },
        check: (body) => expect(body).toEqual({ number: 2999, message: 'Номер забронирован' }),
      }),
    },
    error: {
      says: 'for a number already taken',
      status: 400,
      message: 'Этот номер уже занят',
      prepare: (w) => ({ token: w.owner.token, body: { ticket: w.owner.otherTicketId, number: SEED_BOOKED_NUMBER } }),
    },
  },
  'seats.space': {
    happy: {
      says: 'answers the seating plan',
      prepare: () => ({ params: { id: 'f-rc-tribune' }, check: (body) => expect(field(body, 'sectors')).toHaveLength(3) }),
    },
    error: {
      says: 'for a format without seats',
      status: 404,
      message: 'У этого формата нет схемы мест',
      prepare: () => ({ params: { id: FORMAT } }),
    },
  },
  'seats.maps': {
    happy: {
      says: 'lists the pictures of the seating plan',
      prepare: () => ({ params: { id: 'f-rc-tribune' }, check: (body) => expect(idsOf(body)).toEqual(['sp-rc-tribune-map']) }),
    },
    error: { says: 'for an unknown format', status: 404, message: 'Формат билета не найден', prepare: () => ({ params: { id: 'f-none' } }) },
  },
  // ── shop ──────────────────────────────────────────────────────────────────────────────
  'shop.shirts': {
    happy: {
      says: 'lists the shirt sizes with stock',
      prepare: () => ({ params: { event_city_id: EVENT_CITY }, check: (body) => expect(field(body, 'values')).toHaveLength(6) }),
    },
    error: {
      says: 'for an unknown event city',
      status: 404,
      message: 'Мероприятие в этом городе не найдено',
      prepare: () => ({ params: { event_city_id: 'ec-none' } }),
    },
  },
  'shop.related': {
    happy: {
      says: 'lists the goods offered with the tickets',
      prepare: () => ({ params: { id: 'ec-rubezh-leto-msk' }, check: (body) => expect(idsOf(body)).toContain(GOOD) }),
    },
    error: {
      says: 'for an unknown event city',
      status: 404,
      message: 'Мероприятие в этом городе не найдено',
      prepare: () => ({ params: { id: 'ec-none' } }),
    },
  },
  'shop.product': {
    happy: {
      says: 'answers the product',
      prepare: () => ({ params: { id: 'p-hoodie-rubezh' }, check: (body) => expect(field(body, 'price')).toBe(4990) }),
    },
    error: { says: 'for an unknown product', status: 404, message: 'Товар не найден', prepare: () => ({ params: { id: 'p-none' } }) },
  },
  'shop.items': {
    happy: {
      says: 'answers 16 goods for the home page',
      prepare: () => ({ params: { place: 'home' }, check: (body) => expect(idsOf(body)).toHaveLength(16) }),
    },
    error: {
      says: 'for a place that is neither home, basket nor certificates',
      status: 404,
      message: 'Не найдено',
      prepare: () => ({ params: { place: 'everywhere' } }),
    },
  },
  'shop.heroes': {
    happy: { says: 'lists the heroes goods', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain('p-hoodie-rubezh') }) },
    error: noInput('a public list'),
  },
  'shop.previewHeroes': {
    happy: { says: 'answers four heroes goods', prepare: () => ({ check: (body) => expect(idsOf(body)).toHaveLength(4) }) },
    error: noInput('a public list'),
  },
  'shop.banners': {
    happy: {
      says: 'lists the banners of the shop page',
      prepare: () => ({ params: { type: 'shop' }, check: (body) => expect(idsOf(body)).toContain('bn-hoodie') }),
    },
    error: { none: 'any page type is a valid filter: an unknown one answers an empty list, never an error' },
  },
  // ── delivery ──────────────────────────────────────────────────────────────────────────
  'delivery.methods': {
    happy: {
      says: 'lists the delivery methods of shop goods',
      prepare: () => ({ params: { itemType: 'shop' }, check: (body) => expect(idsOf(body)).toContain(PICKUP) }),
    },
    error: {
      says: 'for an item type that is not a basket selector',
      status: 404,
      message: 'Не найдено',
      prepare: () => ({ params: { itemType: 'spaceship' } }),
    },
  },
  'delivery.price': {
    happy: {
      says: 'answers the delivery cost to the city',
      prepare: () => ({
        body: { city: 524901, goods: [{ public_id: 'p-gloves', count: 1 }] },
        check: (body) => expect(body).toEqual({ delivery: { price: { cost: 290 }, days: 2 } }),
      }),
    },
    error: {
      says: 'for an unknown city',
      status: 404,
      message: 'Город не найден',
      prepare: () => ({ body: { city: 1, goods: [{ public_id: 'p-gloves', count: 1 }] } }),
    },
  },
  // ── location ──────────────────────────────────────────────────────────────────────────
  'location.regions': {
    happy: {
      says: 'lists the regions of Russia',
      prepare: () => ({
        check: (body) => expect(field(body, 'values')).toEqual(expect.arrayContaining([{ id: 524894, name: 'Москва и Московская область' }])),
      }),
    },
    error: noInput('a public list'),
  },
  'location.cities': {
    happy: {
      says: 'lists the cities of the region',
      prepare: () => ({ params: { id: '524894' }, check: (body) => expect(JSON.stringify(body)).toContain('Подольск') }),
    },
    error: { says: 'for an unknown region', status: 404, message: 'Регион не найден', prepare: () => ({ params: { id: '1' } }) },
  },
  'location.detailed': {
    happy: {
      says: 'answers the city with its region',
      prepare: () => ({ query: '?id=551487', check: (body) => expect(body).toMatchObject({ info: { region: { id: 484048 } } }) }),
    },
    error: { says: 'for an unknown city', status: 404, message: 'Город не найден', prepare: () => ({ query: '?id=7' }) },
  },
  'location.postal': {
    happy: {
      says: 'answers the address of the index',
      prepare: () => ({ params: { index: '420111' }, check: (body) => expect(field(body, 'city')).toBe('Казань') }),
    },
    error: { says: 'for a malformed index', status: 400, message: 'Введите корректный Индекс', prepare: () => ({ params: { index: '12345' } }) },
  },
  // ── news ──────────────────────────────────────────────────────────────────────────────
  'news.list': {
    happy: { says: 'lists the news', prepare: () => ({ check: (body) => expect(idsOf(body)).toContain('news-insurance') }) },
    error: noInput('a public list'),
  },
  'news.one': {
    happy: {
      says: 'answers the item with its text',
      prepare: () => ({ params: { id: 'news-insurance' }, check: (body) => expect(field(body, 'text')).toEqual(expect.any(String)) }),
    },
    error: { says: 'for an unknown item', status: 404, message: 'Новость не найдена', prepare: () => ({ params: { id: 'news-none' } }) },
  },
  'news.preview': {
    happy: { says: 'answers the newest items', prepare: () => ({ query: '?limit=2', check: (body) => expect(idsOf(body)).toHaveLength(2) }) },
    error: { says: 'for a limit of 0', status: 400, message: 'Значение должно быть больше 0', prepare: () => ({ query: '?limit=0' }) },
  },
  'news.subscribe': {
    happy: {
      says: 'subscribes the address',
      prepare: (w) => ({ body: { email: w.email('reader') }, check: (body) => expect(field(body, 'message')).toBe('Вы подписаны на рассылку') }),
    },
    error: { says: 'for an invalid address', status: 400, message: 'Введите валидный email', prepare: () => ({ body: { email: 'nope' } }) },
  },
  // ── documents ─────────────────────────────────────────────────────────────────────────
  'documents.pers': {
    happy: { says: 'downloads the personal-data policy', prepare: () => ({}) },
    error: { says: 'for a document gone from the server', status: 404, message: 'Документ не найден', prepare: withoutDocument('pers') },
  },
  'documents.offers': {
    happy: { says: 'downloads the public offer', prepare: () => ({}) },
    error: { says: 'for a document gone from the server', status: 404, message: 'Документ не найден', prepare: withoutDocument('offers') },
  },
  'documents.advertising': {
    happy: { says: 'downloads the advertising consent', prepare: () => ({}) },
    error: { says: 'for a document gone from the server', status: 404, message: 'Документ не найден', prepare: withoutDocument('advertising') },
  },
  'documents.insurance': {
    happy: { says: 'downloads the insurance rules', prepare: () => ({}) },
    error: { says: 'for a document gone from the server', status: 404, message: 'Документ не найден', prepare: withoutDocument('insurance') },
  },
  // ── support and files ─────────────────────────────────────────────────────────────────
  'support.send': {
    happy: {
      says: 'sends the request to the organiser',
      prepare: (w) => ({
        body: { name: 'Ира', email: w.email('help'), phone: '+7 (912) 345-67-89', text: 'Где мой билет?' },
        check: (body) => expect(field(body, 'message')).toBe('Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.'),
      }),
    },
    error: {
      says: 'for an empty name',
      status: 400,
      message: 'Заполните имя',
      prepare: () => ({ body: { name: ' ', email: 'a@example.com', phone: '+7 (912) 345-67-89' } }),
    },
  },
  'files.upload': {
    happy: {
      says: 'stores a PNG and answers its id',
      prepare: () => ({
        body: { name: 'licence.png', type: 'image/png', data: PNG },
        check: (body) => expect(body).toMatchObject({ name: 'licence.png', public_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      }),
    },
    error: {
      says: 'for a file that is not what it claims',
      status: 400,
      message: 'Неподдерживаемый формат',
      prepare: () => ({ body: { name: 'x.pdf', type: 'application/pdf', data: PNG } }),
    },
  },
  // ── social ────────────────────────────────────────────────────────────────────────────
  'social.networks': {
    happy: {
      says: 'lists the networks the server signs in with (the stand-in serves both in tests)',
      prepare: () => ({ check: (body) => expect(body).toEqual({ networks: ['vk', 'google'] }) }),
    },
    error: { none: 'it takes nothing a client could get wrong' },
  },
  'social.start': {
    happy: {
      says: "answers the provider's page with PKCE and the state it returns with",
      prepare: () => ({
        params: { network: 'google' },
        body: { mode: 'signIn' },
        check: (body) => {
          const url = new URL(String(field(body, 'url')));
          expect(url.pathname).toBe('/oauth/google/authorize');
          expect(url.searchParams.get('state')).toBe(field(body, 'state'));
          expect(url.searchParams.get('code_challenge_method')).toBe('S256');
        },
      }),
    },
    error: {
      says: 'for a link without a signed-in user',
      status: 401,
      message: 'Требуется авторизация',
      prepare: () => ({ params: { network: 'vk' }, body: { mode: 'link' } }),
    },
  },
  // ── user ──────────────────────────────────────────────────────────────────────────────
  'user.me': {
    happy: {
      says: 'answers the signed-in user',
      prepare: (w) => ({ token: w.owner.token, check: (body) => expect(field(body, 'public_id')).toBe(w.owner.userId) }),
    },
    error: deadSession('a revoked token'),
  },
  'user.update': {
    happy: {
      says: 'saves the changed fields',
      prepare: async (w) => ({
        token: (await w.account('profile')).token,
        body: { name: 'Ирина' },
        check: (body) => expect(body).toMatchObject({ message: 'Данные успешно обновлены', user: { name: 'Ирина' } }),
      }),
    },
    error: {
      says: 'for a date that does not exist',
      status: 400,
      message: 'Введите дату в правильном формате',
      prepare: (w) => ({ token: w.owner.token, body: { birth_date: '1990-02-30' } }),
    },
  },
  'user.changeEmail': {
    happy: {
      says: 'mails a confirmation to the new address',
      prepare: async (w) => {
        const { token } = await w.account('mover');
        const target = w.email('moved');
        return {
          token,
          body: { email: target },
          check: async () => expect((await w.server.outbox(target))[0]?.link).toContain('/verify/new/email/'),
        };
      },
    },
    error: {
      says: 'for the current address',
      status: 400,
      message: 'Новый email совпадает с текущим',
      prepare: (w) => ({ token: w.owner.token, body: { email: w.owner.email } }),
    },
  },
  'user.phoneCode': {
    happy: {
      says: 'sends an SMS code to the new phone',
      prepare: (w) => ({
        token: w.owner.token,
        body: { phone: '+7 (912) 100-00-01' },
        check: (body) => expect(field(body, 'message')).toBe('Код отправлен'),
      }),
    },
    error: { says: 'for a body without phone', status: 400, message: 'Заполните поле «phone»', prepare: (w) => ({ token: w.owner.token, body: {} }) },
  },
  'user.newPhone': {
    happy: {
      says: 'sets the phone confirmed by its code',
      prepare: async (w) => {
        const { token } = await w.account('phoner');
        const phone = '+7 (912) 100-00-02';
        expect((await w.server.api('POST', '/api/user/phone/code', { token, body: { phone } })).status).toBe(200);
        const code = await w.server.lastCode('79121000002');
        return {
          token,
          body: { phone, code },
          check: (body) => expect(body).toMatchObject({ user: { phone: '79121000002', phone_confirmed: true } }),
        };
      },
    },
    error: {
      says: 'for a code never sent',
      status: 400, message: 'Сначала запросите код',
      prepare: (w) => ({ token: w.owner.token, body: { phone: '+7 (912) 100-00-07', code: '1234' } }),
    },
  },
  'user.password': {
    happy: {
      says: 'changes the password',
      prepare: async (w) => ({
        token: (await w.account('changer')).token,
        body: { old_password: PASSWORD, new_password: 'N3wSecret' },
        check: (body) => expect(field(body, 'message')).toBe('Пароль успешно изменен!'),
      }),
    },
    error: {
      says: 'for a wrong current password',
      status: 400,
      message: 'Неверный текущий пароль',
      prepare: (w) => ({ token: w.owner.token, body: { old_password: 'Wrong1', new_password: 'N3wSecret' } }),
    },
  },
  'user.register': {
    happy: {
      says: 'registers and mails a confirmation',
      prepare: (w) => {
        const email = w.email('newcomer');
        return {
          body: { email, password: PASSWORD },
          check: (body) => expect(field(body, 'message')).toBe(`Мы отправили письмо на ${email}. Перейдите по ссылке из него, чтобы продолжить`),
        };
      },
    },
    error: {
      says: 'for a body without password',
      status: 400,
      message: 'Заполните поле «password»',
      prepare: (w) => ({ body: { email: w.email('nopass') } }),
    },
  },
  'user.smsCode': {
    happy: {
      says: 'sends a registration code by SMS',
      prepare: () => ({
        body: { phone: '+7 (912) 100-00-03', registration: true },
        check: (body) => expect(field(body, 'message')).toBe('Код отправлен'),
      }),
    },
    // A sign-in code to an unknown phone answers 200 like a known one (issue 28).
    error: {
      says: 'for an incomplete phone',
      status: 400,
      message: 'Введите корректный номер телефона',
      prepare: () => ({ body: { phone: '+7 (912) 100', registration: false } }),
    },
  },
  'user.smsRegister': {
    happy: {
      says: 'registers the phone by its code',
      prepare: async (w) => {
        const phone = '+7 (912) 100-00-04';
        const code = await smsCode(w.server, phone, true);
        return {
          body: { phone, phone_code: code },
          check: (body) => expect(body).toMatchObject({ user: { phone: '79121000004', phone_confirmed: true } }),
        };
      },
    },
    error: { says: 'for a phone no code was sent to', status: 400, message: 'Сначала запросите код', prepare: () => ({ body: { phone: '+7 (912) 100-00-08', phone_code: '1234' } }) },
  },
  'user.verifyEmail': {
    happy: {
      says: 'confirms the e-mail and answers a /token link that asks before signing in',
      prepare: async (w) => {
        const email = w.email('confirmer');
        expect((await w.server.api('POST', '/api/user', { body: { email, password: PASSWORD } })).status).toBe(200);
        return {
          body: { code: await w.server.lastCode(email) },
          check: (body) => {
            expect(field(body, 'link')).toMatch(/\/token\/[A-Za-z0-9_-]+$/);
            expect(body).toMatchObject({ expires_in: 300 });
            expect(body).not.toHaveProperty('token');
          },
        };
      },
    },
    error: {
      says: 'for an unknown code',
      status: 400,
      message: 'Ссылка недействительна или устарела',
      prepare: () => ({ body: { code: 'no-such-code' } }),
    },
  },
  'user.realEmail': {
    happy: {
      says: 'tells a deliverable address',
      prepare: () => ({ body: { email: 'ira@example.com' }, check: (body) => expect(field(body, 'real')).toBe(true) }),
    },
    error: { says: 'for a body without email', status: 400, message: 'Заполните поле «email»', prepare: () => ({ body: {} }) },
  },
  'user.verifyNewEmail': {
    happy: {
      says: 'confirms the changed e-mail',
      prepare: async (w) => {
        const { token } = await w.account('switcher');
        const target = w.email('switched');
        expect((await w.server.api('POST', '/api/user/change/email', { token, body: { email: target } })).status).toBe(200);
        return { token, body: { code: await w.server.lastCode(target) }, check: (body) => expect(body).toEqual({ email: target }) };
      },
    },
    error: {
      says: 'for an unknown code',
      status: 400,
      message: 'Ссылка недействительна или устарела',
      prepare: (w) => ({ token: w.owner.token, body: { code: 'no-such-code' } }),
    },
  },
  'user.confirmEmail': {
    happy: {
      says: 'mails the confirmation again',
      prepare: async (w) => {
        const email = w.email('late');
        expect((await w.server.api('POST', '/api/user', { body: { email, password: PASSWORD } })).status).toBe(200);
        w.server.clock.advance(MINUTE);
        return { body: { email }, check: async () => expect(await w.server.outbox(email)).toHaveLength(2) };
      },
    },
    // An unknown or a confirmed address answers 200 like a waiting one (issue 28).
    error: {
      says: 'for an invalid e-mail',
      status: 400,
      message: 'Введите валидный email',
      prepare: () => ({ body: { email: 'not-an-email@' } }),
    },
  },
  'user.authPayment': {
    happy: {
      says: "makes a guest payment's temporary user a full account",
      prepare: async (w) => {
        const guest = paymentBody({ email: w.email('guest-buyer'), tickets: [ticketLine()] });
        const { token } = paid(await w.server.api('POST', '/api/payment', { body: guest }));
        if (token === null) throw new Error('a guest payment answered no token');
        return { token, body: { password: PASSWORD }, check: (body) => expect(body).toMatchObject({ user: { temporary: false } }) };
      },
    },
    error: {
      says: 'for an account that is already permanent',
      status: 400,
      message: 'Аккаунт уже постоянный',
      prepare: (w) => ({ token: w.owner.token, body: { password: PASSWORD } }),
    },
  },
  'user.social': {
    happy: {
      says: 'signs up with the network by its code',
      prepare: async (w) => {
        const email = w.email('social');
        return {
          params: { network: 'vk' },
          body: await standInReturn(w.server, 'vk', { email, name: 'Олег', lastName: 'Быстров' }),
          check: (body) => expect(body).toMatchObject({ user: { email, email_confirmed: true } }),
        };
      },
    },
    error: {
      says: 'for a state the server never gave',
      status: 400,
      message: 'Не удалось войти через соцсеть: код недействителен или устарел. Попробуйте еще раз',
      prepare: () => ({ params: { network: 'vk' }, body: { code: 'no-such-code', state: 'no-such-state' } }),
    },
  },
  'user.addSocial': {
    happy: {
      says: 'links the network to the user',
      prepare: async (w) => {
        const person = await w.account('linker');
        return {
          token: person.token,
          params: { network: 'google' },
          body: await standInReturn(w.server, 'google', { email: w.email('linked') }, 'link', person.token),
          check: (body) => expect(body).toMatchObject({ user: { public_id: person.userId } }),
        };
      },
    },
    error: {
      says: 'for a state the server never gave',
      status: 400,
      message: 'Не удалось войти через соцсеть: код недействителен или устарел. Попробуйте еще раз',
      prepare: (w) => ({ token: w.owner.token, params: { network: 'google' }, body: { code: 'no-such-code', state: 'no-such-state' } }),
    },
  },
} satisfies Record<CallKey, CallCase>;
