/**
 * Holding places (issue 19 §3), over HTTP on one server: a line and an order are capped at the
 * format's buy limit, a guest holds at most HOLD_LIMIT_GUEST places unpaid (a larger order is
 * refused asking to sign in), one address at most HOLD_LIMIT_IP, paying the same basket again
 * releases the previous pending order, and the hold lasts PAYMENT_HOLD_MINUTES.
 * The same limits under parallel requests through two server processes on one PostgreSQL:
 * tests/server/postgres/production-processes.test.ts.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEV_PAYMENT_SECRET, readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { registerConfirmed } from './account-steps.ts';
import { EVENT_CITY, formats, paid, paymentBody, seedShop, ticketLine, ticketsLeft } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const IP_LIMIT = 30;
const ORDER_LIMIT = 6;
let server: TestServer;

beforeAll(async () => {
  const problems: string[] = [];
  const payment = readPaymentSettings({ PAYMENT_HOLD_MINUTES: '5', HOLD_LIMIT_IP: String(IP_LIMIT), ORDER_LIMIT_IP: String(ORDER_LIMIT) }, 'test', problems);
  expect(problems).toEqual([]);
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await db.query("INSERT INTO event_format (public_id, event_city_id, title, price, buy_limit) VALUES ('f-limited', $1, 'По 4 в руки', 300, 4)", [EVENT_CITY]);
      await db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ('f-limited', 'athlete', 'Участник', 100, 100)");
    },
    payment,
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const pay = (body: Record<string, unknown>, token?: string) => server.api('POST', '/api/payment', { body, ...(token === undefined ? {} : { token }) });

async function pending(): Promise<number> {
  const rows = await server.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM payment_order WHERE status = 'pending'");
  return rows[0]?.n ?? -1;
}

/** The local provider's signed notification (PAYMENT_SECRET unset: the development key). */
function notify(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return fetch(`${server.url}/api/payment/notify`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'x-payment-signature': createHmac('sha256', DEV_PAYMENT_SECRET).update(raw).digest('hex') },
  });
}

describe('the buy limit of a format', () => {
  test.each([
    { lines: [4], status: 200 },
    { lines: [5], status: 409 },
    { lines: [2, 2], status: 200 },
    { lines: [3, 2], status: 409 },
  ])('lines of $lines → $status', async ({ lines, status }) => {
    const answer = await pay(paymentBody({ tickets: lines.map((count) => ticketLine('f-limited', count)) }));
    expect(answer.status, answer.message).toBe(status);
    if (status === 409) expect(answer.message).toBe('Указанное количество билетов недоступно');
    expect(await ticketsLeft(server.db, 'f-limited')).toBe(status === 200 ? 96 : 100);
  });
});

describe('a guest holds at most 20 places unpaid', () => {
  test('one order of 21 places is refused asking to sign in; 20 pass', async () => {
    const refused = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 21)] }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Без входа в личный кабинет можно держать неоплаченными не больше 20 мест. Войдите или зарегистрируйтесь, чтобы купить больше.',
      limit: 20,
    });
    expect(await ticketsLeft(server.db, formats.plain)).toBe(100);
    expect((await pay(paymentBody({ tickets: [ticketLine(formats.plain, 20)] }))).status).toBe(200);
  });

  test('goods count as places too', async () => {
    const refused = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 19)], shop: [{ public_id: 'p-shirt', size: 'S', count: 2, delivery_public_id: 'dm-pickup' }] }));
    expect(refused.status).toBe(400);
  });

  test("the same guest's (its stored token) new payment replaces its pending one: the guest never holds two", async () => {
    const first = paid(await pay(paymentBody({ tickets: [ticketLine(formats.plain, 15)] })));
    const token = first.token ?? '';
    expect((await pay(paymentBody({ tickets: [ticketLine(formats.sale, 21)] }), token)).body).toMatchObject({ limit: 20 });
    // refused: the first order still holds its 15
    expect(await ticketsLeft(server.db, formats.plain)).toBe(85);
    expect((await pay(paymentBody({ tickets: [ticketLine(formats.sale, 6)] }), token)).status).toBe(200);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(100);
    expect(await pending()).toBe(1);
  });

  test('an account may hold more', async () => {
    const { token } = await registerConfirmed(server, 'anna@example.com');
    expect((await pay(paymentBody({ email: 'anna@example.com', tickets: [ticketLine(formats.plain, 25)] }), token)).status).toBe(200);
  });
});

describe(`one address holds at most ${IP_LIMIT} places unpaid`, () => {
  test('guests from one address are refused once their unpaid places would pass the cap, with Retry-After', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await pay(paymentBody({ email, tickets: [ticketLine(formats.plain, 10)] }))).status).toBe(200);
    }
    const refused = await pay(paymentBody({ email: 'd@example.com', tickets: [ticketLine(formats.plain, 1)] }));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe('С вашего адреса уже оформлено слишком много неоплаченных мест. Оплатите заказы или попробуйте через 5 мин.');
    expect(refused.body).toMatchObject({ message_key: 'limits.holdsPerAddress' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(4 * 60);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(70);
    // the holds end after PAYMENT_HOLD_MINUTES (5): the address may buy again
    server.clock.advance(5 * 60_000);
    expect((await pay(paymentBody({ email: 'd@example.com', tickets: [ticketLine(formats.plain, 1)] }))).status).toBe(200);
    expect(await ticketsLeft(server.db, formats.plain)).toBe(99);
  });
});

describe(`one address makes at most ${ORDER_LIMIT} payments an hour (ORDER_LIMIT_IP)`, () => {
  test('the next one is refused until the hour has passed; every attempt counts, refused ones too', async () => {
    for (let index = 0; index < ORDER_LIMIT - 1; index += 1) expect((await pay(paymentBody({ tickets: [ticketLine(formats.plain)] }))).status).toBe(200);
    expect((await pay(paymentBody({ tickets: [ticketLine(formats.past)] }))).status).toBe(400);
    const refused = await pay(paymentBody({ tickets: [ticketLine(formats.plain)] }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message_key: 'limits.ordersPerAddress', message: 'Слишком много заказов с вашего адреса. Попробуйте через 60 мин.' });
    server.clock.advance(3_600_000);
    expect((await pay(paymentBody({ tickets: [ticketLine(formats.plain)] }))).status).toBe(200);
  });
});

describe('paying the same basket again', () => {
  test('releases the previous pending order of the same buyer, whatever its counts were: only the new order holds', async () => {
    const first = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2, { info: { first_name: 'Анна' } })] })));
    const token = first.token ?? '';
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    // back from the provider, the participant's name corrected, paid again: the same goods
    const again = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2, { info: { first_name: 'Анна-Мария' } })] }), token));
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    // one more ticket (issue 28: the older order held its 2 as well, 0 were left)
    const third = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 3)] }), token));
    expect(await ticketsLeft(server.db, formats.last)).toBe(2);
    const statuses = await server.db.query<{ public_id: string; status: string; held_places: number }>(
      'SELECT public_id, status, held_places FROM payment_order ORDER BY created_at',
    );
    expect(statuses).toEqual([
      { public_id: first.orderId, status: 'expired', held_places: 2 },
      { public_id: again.orderId, status: 'expired', held_places: 2 },
      { public_id: third.orderId, status: 'pending', held_places: 3 },
    ]);
  });

  test('a late success of the released order still pays it while the places last (the buyer paid twice)', async () => {
    const first = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2)] })));
    paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 2)] }), first.token ?? ''));
    expect(await ticketsLeft(server.db, formats.last)).toBe(3);
    expect((await notify({ order_id: first.orderId, status: 'succeeded', amount: '1000.00', payment_id: 'late' })).status).toBe(200);
    const [row] = await server.db.query<{ status: string }>('SELECT status FROM payment_order WHERE public_id = $1', [first.orderId]);
    expect(row?.status).toBe('paid');
    expect(await ticketsLeft(server.db, formats.last)).toBe(1);
  });
});

describe('the hold time is PAYMENT_HOLD_MINUTES', () => {
  test('an unpaid order holds its places for exactly 5 minutes', async () => {
    const { orderId } = paid(await pay(paymentBody({ tickets: [ticketLine(formats.last, 5)] })));
    const [row] = await server.db.query<{ held: number }>(
      'SELECT (EXTRACT(EPOCH FROM hold_until - created_at) * 1000)::integer AS held FROM payment_order WHERE public_id = $1',
      [orderId],
    );
    expect(row?.held).toBe(5 * 60_000);
    // the test clock runs on with real time: a second less than the hold leaves room for the requests themselves
    server.clock.advance(5 * 60_000 - 1_000);
    expect((await pay(paymentBody({ email: 'next@example.com', tickets: [ticketLine(formats.last, 1)] }))).status).toBe(409);
    server.clock.advance(1_000);
    expect((await pay(paymentBody({ email: 'next@example.com', tickets: [ticketLine(formats.last, 1)] }))).status).toBe(200);
  });
});
