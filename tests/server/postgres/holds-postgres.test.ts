/**
 * The hold caps of issue 28 §4 under parallel requests on a real PostgreSQL (one throwaway
 * cluster, a fresh database per test, over real HTTP from 127.0.0.1):
 *
 * - one address cannot hold more than HOLD_LIMIT_EVENT places of an event city across any
 *   number of guest tokens (every request a new guest, all at once);
 * - a count changed between two payment attempts of one buyer leaves exactly the new order's
 *   places held — the attempts sent at once, too.
 *
 * Prices carry kopecks (999 ₽ less 15 %) and every line holds more than one place.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT, EVENT_CITY, paymentBody } from '../support-shop.ts';
import type { ApiAnswer } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startPgServer, type PgTestServer } from './pg-test-server.ts';

const EVENT_LIMIT = 10;
/** 999 ₽ less 15 % (the promo code on every line): 849.15 ₽ a place. */
const PRICE = 849.15;
let cluster: PgCluster;
let databases = 0;

beforeAll(async () => {
  process.env['HOLD_LIMIT_EVENT'] = String(EVENT_LIMIT);
  process.env['HOLD_LIMIT_IP'] = '100000';
  process.env['ORDER_LIMIT_IP'] = '100000';
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  delete process.env['HOLD_LIMIT_EVENT'];
  delete process.env['HOLD_LIMIT_IP'];
  delete process.env['ORDER_LIMIT_IP'];
  await cluster?.stop();
});

async function freshServer(): Promise<PgTestServer> {
  databases += 1;
  const server = await startPgServer(cluster, `holds_${databases}`);
  for (const id of ['f-kop-a', 'f-kop-b']) {
    await server.db.query('INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ($1, $2, $3, $4)', [id, EVENT_CITY, `Копейки ${id}`, 999]);
    await server.db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ($1, 'athlete', 'Участник', 500, 500)", [id]);
  }
  await server.db.query(
    "INSERT INTO promocode (public_id, code, item_type, discount, discount_form, total_count) VALUES ('pc-kop', 'KOP15', 'ticket', 15, 'percent', 1000)",
  );
  return server;
}

const line = (format: string, count: number) => ({ event_public_id: EVENT, public_id: format, count, event_city: { public_id: EVENT_CITY }, promocode: 'KOP15' });
const all = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));
const fieldOf = (answer: ApiAnswer, name: string): unknown =>
  typeof answer.body === 'object' && answer.body !== null && name in answer.body ? (answer.body as Record<string, unknown>)[name] : undefined;

function statuses(answers: readonly ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

async function heldAt(server: PgTestServer): Promise<{ places: number; left: number }> {
  const [held] = await server.db.query<{ n: unknown }>(
    "SELECT COALESCE(SUM(held_places), 0) AS n FROM payment_order WHERE status = 'pending' AND client_ip = '127.0.0.1'",
  );
  const [left] = await server.db.query<{ n: unknown }>("SELECT SUM(tickets_left) AS n FROM format_ticket_kind WHERE format_id IN ('f-kop-a', 'f-kop-b')");
  return { places: Number(held?.n), left: Number(left?.n) };
}

describe('on PostgreSQL', () => {
  test(`40 new guests of one address, 3 places each at once over two formats: the address holds at most ${EVENT_LIMIT} of the city`, async () => {
    const server = await freshServer();
    try {
      const answers = await all(40, (index) =>
        server.api('POST', '/api/payment', { body: paymentBody({ email: `guest${index}@example.com`, tickets: [line(index % 2 === 0 ? 'f-kop-a' : 'f-kop-b', 3)] }) }),
      );
      // 3 orders of 3 fit under 10; every other is the per-event 429
      expect(statuses(answers)).toEqual({ 200: 3, 429: 37 });
      expect(new Set(answers.filter((answer) => answer.status === 429).map((answer) => fieldOf(answer, 'message_key')))).toEqual(new Set(['server.holds.perEvent']));
      expect(await heldAt(server)).toEqual({ places: 9, left: 991 });
      const amounts = await server.db.query<{ amount: string }>("SELECT amount::text FROM payment_order WHERE status = 'pending'");
      expect(amounts.map((row) => row.amount)).toEqual(['2547.45', '2547.45', '2547.45']);
    } finally {
      await server.close();
    }
  }, 120_000);

  test('one buyer changes the count between attempts: exactly the newest order holds, sequentially and all at once', async () => {
    const server = await freshServer();
    try {
      const first = await server.api('POST', '/api/payment', { body: paymentBody({ email: 'anna@example.com', tickets: [line('f-kop-a', 4)] }) });
      expect(first.status, first.message).toBe(200);
      const token = String(fieldOf(first, 'token'));
      const second = await server.api('POST', '/api/payment', { token, body: paymentBody({ email: 'anna@example.com', tickets: [line('f-kop-a', 2)] }) });
      expect(second.status, second.message).toBe(200);
      expect(await heldAt(server)).toEqual({ places: 2, left: 998 });

      // five attempts with other counts at once: they run one after another under the buyer's row lock
      const answers = await all(5, (index) =>
        server.api('POST', '/api/payment', { token, body: paymentBody({ email: 'anna@example.com', tickets: [line('f-kop-a', index + 2), line('f-kop-b', 2)] }) }),
      );
      expect(statuses(answers)).toEqual({ 200: 5 });
      const pending = await server.db.query<{ held_places: number; amount: string }>(
        "SELECT held_places, amount::text FROM payment_order WHERE status = 'pending'",
      );
      expect(pending).toHaveLength(1);
      const [order] = pending;
      const places = order?.held_places ?? 0;
      expect(Number(order?.amount)).toBeCloseTo(places * PRICE, 2);
      expect(await heldAt(server)).toEqual({ places, left: 1000 - places });
      expect(await server.db.query("SELECT 1 FROM payment_order WHERE status = 'expired' AND NOT holds_released")).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
