/**
 * The concurrency proof, on a real PostgreSQL (one throwaway cluster for the file, a fresh
 * database per test, the production pool of 10 connections), over real HTTP:
 *
 * - 200 concurrent payments for the last 5 tickets: exactly 5 orders, the rest a clear 409,
 *   stock never negative — 20 rounds;
 * - the negative control: with locking switched off (RACEKIT_UNSAFE_NO_LOCKING, honoured only
 *   outside production) the same race oversells, so the test above can see a race;
 * - a promo code with 3 uses and 100 concurrent payments: exactly 3 uses;
 * - 50 parallel payments with one idempotency key: one order;
 * - a provider notification with one byte changed is rejected; the valid one sent 10 times
 *   at once changes the order once; the success redirect alone leaves it unpaid;
 * - 20 concurrent returns of one ticket: one refund;
 * - 20 concurrent bookings of one start number: one booking;
 * - outside test mode, unpaid holds are also released by a timer (PAYMENT_SWEEP_MS).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT, EVENT_CITY, formats, paymentBody, ticketLine } from '../support-shop.ts';
import type { ApiAnswer } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startPgServer, type PgTestServer } from './pg-test-server.ts';

const SECRET = 'concurrency-test-secret';
const ROUNDS = 20;
const BUYERS = 200;
let cluster: PgCluster;
let databases = 0;

beforeAll(async () => {
  process.env['PAYMENT_SECRET'] = SECRET;
  // every buyer here is a guest on 127.0.0.1: the hold caps are tested in holds-postgres.test.ts
  process.env['HOLD_LIMIT_GUEST'] = '1000';
  process.env['HOLD_LIMIT_IP'] = '100000';
  process.env['HOLD_LIMIT_EVENT'] = '100000';
  process.env['ORDER_LIMIT_IP'] = '100000';
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  delete process.env['PAYMENT_SECRET'];
  delete process.env['HOLD_LIMIT_GUEST'];
  delete process.env['HOLD_LIMIT_IP'];
  delete process.env['HOLD_LIMIT_EVENT'];
  delete process.env['ORDER_LIMIT_IP'];
  delete process.env['RACEKIT_UNSAFE_NO_LOCKING'];
  await cluster?.stop();
});

/** A fresh database with the test catalogue, `rounds` formats of 5 tickets and one of 1000. */
async function freshServer(rounds = 0, mode: 'test' | 'development' = 'test'): Promise<PgTestServer> {
  databases += 1;
  const server = await startPgServer(cluster, `race_${databases}`, mode);
  for (let round = 1; round <= rounds; round += 1) {
    await server.db.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ($1, $2, 'Гонка', 500)", [`f-race-${round}`, EVENT_CITY]);
    await server.db.query(
      "INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ($1, 'athlete', 'Участник', 500, 5)",
      [`f-race-${round}`],
    );
  }
  await server.db.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ('f-many', $1, 'Массовый', 1000)", [EVENT_CITY]);
  await server.db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ('f-many', 'athlete', 'Участник', 1000, 1000)");
  await server.db.query(
    "INSERT INTO promocode (public_id, code, item_type, discount, discount_form, total_count) VALUES ('pc-race', 'RACE3', 'ticket', 50, 'percent', 3)",
  );
  return server;
}

const raceLine = (format: string, extra: Record<string, unknown> = {}) => ({
  event_public_id: EVENT,
  public_id: format,
  count: 1,
  event_city: { public_id: EVENT_CITY },
  ...extra,
});

const all = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

function statuses(answers: readonly ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

const orderIdOf = (answer: ApiAnswer): string =>
  typeof answer.body === 'object' && answer.body !== null && 'order_public_id' in answer.body ? String(answer.body.order_public_id) : '';
const tokenOf = (answer: ApiAnswer): string =>
  typeof answer.body === 'object' && answer.body !== null && 'token' in answer.body ? String(answer.body.token) : '';

async function count(server: PgTestServer, sql: string, params: readonly unknown[] = []): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? Number.NaN);
}

function signedNotify(server: PgTestServer, raw: string, signature = createHmac('sha256', SECRET).update(raw).digest('hex')) {
  return fetch(`${server.url}/api/payment/notify`, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-payment-signature': signature } });
}

describe('on PostgreSQL', () => {
  test(`${BUYERS} concurrent payments for the last 5 tickets: exactly 5 orders, ${ROUNDS} rounds`, async () => {
    const server = await freshServer(ROUNDS);
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const format = `f-race-${round}`;
        const answers = await all(BUYERS, (index) =>
          server.api('POST', '/api/payment', { body: paymentBody({ email: `buyer${index}@example.com`, tickets: [raceLine(format)] }) }),
        );
        expect(statuses(answers), `round ${round}`).toEqual({ 200: 5, 409: BUYERS - 5 });
        expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.message))).toEqual(
          new Set(['Указанное количество билетов недоступно']),
        );
        expect(await count(server, 'SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = $1', [format])).toBe(0);
        expect(await count(server, "SELECT count(*) AS n FROM order_line WHERE item_id = $1 AND kind = 'ticket'", [format])).toBe(5);
      }
      expect(await count(server, 'SELECT count(*) AS n FROM format_ticket_kind WHERE tickets_left < 0')).toBe(0);
    } finally {
      await server.close();
    }
  }, 240_000);

  test('the negative control: with locking switched off, the same race oversells', async () => {
    process.env['RACEKIT_UNSAFE_NO_LOCKING'] = '1';
    const server = await freshServer(1);
    try {
      const answers = await all(BUYERS, (index) =>
        server.api('POST', '/api/payment', { body: paymentBody({ email: `buyer${index}@example.com`, tickets: [raceLine('f-race-1')] }) }),
      );
      const sold = answers.filter((answer) => answer.status === 200).length;
      const orders = await count(server, "SELECT count(*) AS n FROM order_line WHERE item_id = 'f-race-1'");
      expect(orders).toBe(sold);
      // lost updates: more orders than the 5 places there were
      expect(sold).toBeGreaterThan(5);
    } finally {
      delete process.env['RACEKIT_UNSAFE_NO_LOCKING'];
      await server.close();
    }
  }, 60_000);

  test('a promo code with 3 uses and 100 concurrent payments: exactly 3 uses', async () => {
    const server = await freshServer();
    try {
      const answers = await all(100, (index) =>
        server.api('POST', '/api/payment', {
          body: paymentBody({ email: `promo${index}@example.com`, tickets: [raceLine('f-many', { promocode: 'RACE3' })] }),
        }),
      );
      expect(statuses(answers)).toEqual({ 200: 3, 409: 97 });
      expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.message))).toEqual(new Set(['Промокод уже использован']));
      expect(await count(server, "SELECT used_count AS n FROM promocode WHERE code = 'RACE3'")).toBe(3);
      expect(await count(server, "SELECT count(*) AS n FROM payment_order WHERE amount = 500")).toBe(3);
    } finally {
      await server.close();
    }
  }, 60_000);

  test('50 parallel payments with one idempotency key: one order', async () => {
    const server = await freshServer();
    try {
      const body = paymentBody({ email: 'retry@example.com', tickets: [raceLine('f-many')], idempotency_key: 'one-key' });
      const answers = await all(50, () => server.api('POST', '/api/payment', { body }));
      expect(statuses(answers)).toEqual({ 200: 50 });
      expect(new Set(answers.map(orderIdOf)).size).toBe(1);
      expect(await count(server, 'SELECT count(*) AS n FROM payment_order')).toBe(1);
      expect(await count(server, "SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = 'f-many'")).toBe(999);
    } finally {
      await server.close();
    }
  }, 60_000);

  test('a notification with one byte changed is rejected; the valid one sent 10 times at once changes the order once; the redirect alone pays nothing', async () => {
    const server = await freshServer();
    try {
      const first = await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticketLine(formats.plain)] }) });
      const orderId = orderIdOf(first);
      const token = tokenOf(first);
      // the browser comes back without any notification
      await fetch(`${server.url}/basket/thanks?order=${orderId}`);
      expect((await server.api('GET', `/api/order/${orderId}`, { token })).body).toMatchObject({ status: 'pending', tickets: [] });

      const raw = JSON.stringify({ order_id: orderId, status: 'succeeded', amount: '1000.00', payment_id: 'pg-1' });
      const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
      const changed = raw.replace('pg-1', 'pg-2');
      expect((await signedNotify(server, changed, signature)).status).toBe(401);
      expect((await server.api('GET', `/api/order/${orderId}`, { token })).body).toMatchObject({ status: 'pending' });

      const answers = await all(10, () => signedNotify(server, raw, signature));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(await count(server, 'SELECT count(*) AS n FROM order_event WHERE order_id = $1', [orderId])).toBe(1);
      expect(await count(server, 'SELECT count(*) AS n FROM ticket WHERE order_id = $1', [orderId])).toBe(1);
      expect((await server.api('GET', `/api/order/${orderId}`, { token })).body).toMatchObject({ status: 'paid' });
    } finally {
      await server.close();
    }
  }, 60_000);

  test('20 concurrent returns of one ticket: one refund; 20 concurrent bookings of one start number: one booking', async () => {
    const server = await freshServer();
    try {
      const payment = await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticketLine(formats.plain, 21)] }) });
      const orderId = orderIdOf(payment);
      const token = tokenOf(payment);
      const raw = JSON.stringify({ order_id: orderId, status: 'succeeded', amount: '21000.00', payment_id: 'pg-2' });
      expect((await signedNotify(server, raw)).status).toBe(200);
      const tickets = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1 ORDER BY ticket_number', [orderId]);
      expect(tickets).toHaveLength(21);
      const [refunded, ...others] = tickets.map((ticket) => ticket.public_id);
      const left = await count(server, "SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = $1 AND kind = 'athlete'", [formats.plain]);

      const returns = await all(20, () => server.api('POST', '/api/payment/cancel', { token, body: { public_id: refunded } }));
      expect(statuses(returns)).toEqual({ 200: 20 });
      expect(new Set(returns.map((answer) => JSON.stringify(answer.body)))).toEqual(new Set(['{"sum":1000}']));
      expect(await count(server, 'SELECT count(*) AS n FROM refund WHERE ticket_id = $1', [refunded])).toBe(1);
      expect(await count(server, "SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = $1 AND kind = 'athlete'", [formats.plain])).toBe(left + 1);

      const bookings = await all(20, (index) => server.api('POST', '/api/booked/number', { token, body: { ticket: others[index], number: 42 } }));
      expect(statuses(bookings)).toEqual({ 200: 1, 400: 19 });
      expect(await count(server, "SELECT count(*) AS n FROM ticket WHERE number = 42 AND format_id = $1", [formats.plain])).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  test('the sweep timer releases an unpaid hold without any request', async () => {
    process.env['PAYMENT_SWEEP_MS'] = '1000';
    const server = await freshServer(1, 'development');
    try {
      const answer = await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [raceLine('f-race-1', { count: 2 })] }) });
      const orderId = orderIdOf(answer);
      expect(await count(server, "SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = 'f-race-1'")).toBe(3);
      // the hold's time is up (the clock of this server is the real one)
      await server.db.query("UPDATE payment_order SET hold_until = now() - interval '1 second' WHERE public_id = $1", [orderId]);
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (await count(server, "SELECT count(*) AS n FROM payment_order WHERE status = 'expired'")) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await count(server, "SELECT count(*) AS n FROM payment_order WHERE status = 'expired' AND public_id = $1", [orderId])).toBe(1);
      expect(await count(server, "SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = 'f-race-1'")).toBe(5);
    } finally {
      delete process.env['PAYMENT_SWEEP_MS'];
      await server.close();
    }
  }, 60_000);
});
