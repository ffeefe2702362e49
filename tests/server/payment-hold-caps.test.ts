/**
 * The hold caps of issue 28 §4 over HTTP on one server (PGlite): one client — an address, an
 * account — holds at most HOLD_LIMIT_EVENT ticket places of an event city and at most a
 * format's share (`event_format.hold_share_percent`, else HOLD_SHARE_PERCENT) of the places it
 * found. The same under parallel requests on PostgreSQL: postgres/holds-postgres.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { directConnection } from '../../server/limits/limits-settings.ts';
import { readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { registerConfirmed } from './account-steps.ts';
import { EVENT_CITY, formats, paymentBody, seedShop, ticketLine, ticketsLeft } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const EVENT_LIMIT = 40;
let server: TestServer;

beforeAll(async () => {
  const problems: string[] = [];
  const payment = readPaymentSettings({ PAYMENT_HOLD_MINUTES: '5', HOLD_LIMIT_IP: '1000', HOLD_LIMIT_EVENT: String(EVENT_LIMIT) }, 'test', problems);
  expect(problems).toEqual([]);
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await db.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ('f-big', $1, 'Массовый', 300.5)", [EVENT_CITY]);
      await db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ('f-big', 'athlete', 'Участник', 1000, 1000)");
    },
    payment,
    limits: { ...directConnection, trustProxy: 1, proxyHeader: 'x-forwarded-for' },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A payment from `ip` (the test app trusts one proxy's X-Forwarded-For). */
const pay = (body: Record<string, unknown>, token?: string, ip = '198.51.100.1') =>
  server.api('POST', '/api/payment', { body, headers: { 'x-forwarded-for': ip }, ...(token === undefined ? {} : { token }) });

async function pending(): Promise<number> {
  const rows = await server.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM payment_order WHERE status = 'pending'");
  return rows[0]?.n ?? -1;
}

describe(`one client holds at most ${EVENT_LIMIT} places of an event city (HOLD_LIMIT_EVENT) and a share of a format`, () => {
  test('an account: across formats of one city, the next order past the cap is a 429 with Retry-After', async () => {
    const { token } = await registerConfirmed(server, 'club@example.com');
    // a new payment of the same account replaces the old one: the cap counts what it holds now
    expect((await pay(paymentBody({ email: 'club@example.com', tickets: [ticketLine(formats.plain, 30), ticketLine(formats.sale, 10)] }), token)).status).toBe(200);
    const refused = await pay(paymentBody({ email: 'club@example.com', tickets: [ticketLine(formats.plain, 31), ticketLine(formats.sale, 10)] }), token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message_key: 'server.holds.perEvent', limit: EVENT_LIMIT });
    expect(refused.message).toBe('На одно мероприятие можно держать неоплаченными не больше 40 мест. Оплатите заказ или попробуйте через 5 мин.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // refused: the earlier order still holds its 40
    expect(await ticketsLeft(server.db, formats.plain)).toBe(70);
    expect(await pending()).toBe(1);
  });

  test('an address: guests without a token cannot pass the cap of the city (each of them is under the guest cap)', async () => {
    const answers = [];
    for (const email of ['g1@example.com', 'g2@example.com', 'g3@example.com']) answers.push((await pay(paymentBody({ email, tickets: [ticketLine('f-big', 15)] }))).status);
    expect(answers).toEqual([200, 200, 429]);
    expect(await ticketsLeft(server.db, 'f-big')).toBe(970);
  });

  test("a format's own share (hold_share_percent) caps one client's part of the places it found", async () => {
    await server.db.query("UPDATE event_format SET hold_share_percent = 50 WHERE public_id = $1", [formats.last]);
    const { token } = await registerConfirmed(server, 'share@example.com');
    const refused = await pay(paymentBody({ email: 'share@example.com', tickets: [ticketLine(formats.last, 3)] }), token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message_key: 'server.holds.formatShare', limit: 2 });
    expect(await ticketsLeft(server.db, formats.last)).toBe(5);
    expect((await pay(paymentBody({ email: 'share@example.com', tickets: [ticketLine(formats.last, 2)] }), token)).status).toBe(200);
    // another client (another address, a guest) finds 3: half of it, rounded down, is 1
    expect((await pay(paymentBody({ email: 'other@example.com', tickets: [ticketLine(formats.last, 2)] }), undefined, '203.0.113.5')).body).toMatchObject({ limit: 1 });
    expect((await pay(paymentBody({ email: 'other@example.com', tickets: [ticketLine(formats.last, 1)] }), undefined, '203.0.113.5')).status).toBe(200);
    // a third finds 2: half of it is 1
    expect((await pay(paymentBody({ email: 'third@example.com', tickets: [ticketLine(formats.last, 1)] }), undefined, '203.0.113.6')).status).toBe(200);
    expect(await ticketsLeft(server.db, formats.last)).toBe(1);
  });
});

