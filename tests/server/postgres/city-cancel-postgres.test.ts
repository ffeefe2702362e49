/**
 * Cancelling an event city across two server processes on one throwaway PostgreSQL (issue 25
 * "Done when"), each a real `server/main.ts` refunding through the stand-in Robokassa, a real
 * HTTP server in this process that counts every Refund/Create per paid invoice:
 *
 * - the organiser presses «Отменить» on both processes at once, several times, and two more
 *   `city-cancel` jobs are queued by hand (as a crash and a retry would leave them), so both
 *   processes' workers return the city's tickets at the same time;
 * - every paid ticket is refunded exactly once at the provider (one Refund/Create per ticket,
 *   its sum the ticket's), the cancellation is recorded once in the audit log, and each buyer
 *   gets one mail however many orders and tickets they had.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { startRobokassaStandIn, type RobokassaStandIn } from '../robokassa-stand-in.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { callApi } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

const ACCOUNT = { login: 'racekit-cancel', password1: 'one', password2: 'two', password3: 'three', hash: 'md5' } as const;
const CITY = 'cc-city';
const ORDERS = 24;

let cluster: PgCluster;
let standIn: RobokassaStandIn;
let db: Database;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  [cluster, standIn] = await Promise.all([startPgCluster(), startRobokassaStandIn(ACCOUNT)]);
  const url = await cluster.createDatabase('city_cancel');
  db = await openDatabase({ databaseUrl: url });
  await applyMigrations(db, migrationList);
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: url,
    PAYMENT_PROVIDER: 'robokassa',
    ROBOKASSA_LOGIN: ACCOUNT.login,
    ROBOKASSA_PASSWORD1: ACCOUNT.password1,
    ROBOKASSA_PASSWORD2: ACCOUNT.password2,
    ROBOKASSA_PASSWORD3: ACCOUNT.password3,
    ROBOKASSA_PAY_URL: standIn.payUrl,
    ROBOKASSA_REFUND_URL: standIn.refundUrl,
    JOBS_POLL_MS: '100',
    JOBS_LEASE_SECONDS: '60',
  };
  // one after the other: the first seeds the demo accounts (the organiser) once
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await db?.close();
  await standIn?.close();
  await cluster?.stop();
}, 60_000);

/** The city with one 1000 ₽ format, and ORDERS paid orders of 1 or 2 tickets by fewer buyers, each invoice paid at the stand-in. */
async function seedPaidCity(): Promise<{ tickets: number; buyers: Set<string> }> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  await db.query("INSERT INTO location_region (id, name_ru, name_en) VALUES (524894, 'Москва', 'Moscow') ON CONFLICT DO NOTHING");
  await db.query("INSERT INTO location_city (id, region_id, name_ru, name_en) VALUES (524901, 524894, 'Москва', 'Moscow') ON CONFLICT DO NOTHING");
  await db.query("INSERT INTO event_type (public_id, title) VALUES ('cc-type', 'Забег') ON CONFLICT DO NOTHING");
  await db.query("INSERT INTO event (public_id, event_type_id, title) VALUES ('cc-event', 'cc-type', 'Отменённый забег')");
  await db.query("INSERT INTO event_city (public_id, event_id, city_id, address, start_time) VALUES ($1, 'cc-event', 524901, 'Парк', $2)", [CITY, start]);
  await db.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ('cc-format', $1, '10 км', 1000)", [CITY]);
  await db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ('cc-format', 'athlete', 'Участник', 500, 500)");
  let tickets = 0;
  const buyers = new Set<string>();
  const now = new Date();
  for (let index = 0; index < ORDERS; index += 1) {
    const email = `buyer-${index % 10}@example.com`;
    buyers.add(email);
    const userId = randomUUID();
    await db.query('INSERT INTO app_user (public_id, email, temporary, created_at) VALUES ($1, $2, true, $3)', [userId, email, now]);
    const count = index % 3 === 0 ? 2 : 1;
    const orderId = randomUUID();
    const [order] = await db.query<{ invoice_number: number }>(
      `INSERT INTO payment_order (public_id, user_id, email, status, goods_total, discount, delivery_cost, amount, hold_until, request_hash, provider,
                                  provider_payment_id, created_at, closed_at)
       VALUES ($1, $2, $3, 'paid', $4, 0, 0, $4, $5, 'h', 'robokassa', $6, $5, $5) RETURNING invoice_number`,
      [orderId, userId, email, count * 1000, now, `pay-${index}`],
    );
    const [line] = await db.query<{ id: number }>(
      `INSERT INTO order_line (order_id, position, kind, item_id, title, ticket_kind, count, unit_price, total)
       VALUES ($1, 0, 'ticket', 'cc-format', '10 км', 'athlete', $2, 1000, $3) RETURNING id`,
      [orderId, count, count * 1000],
    );
    for (let ticket = 0; ticket < count; ticket += 1) {
      await db.query(
        `INSERT INTO ticket (public_id, ticket_number, order_id, order_line_id, format_id, kind, user_id, price, created_at)
         VALUES ($1, $2, $3, $4, 'cc-format', 'athlete', $5, 1000, $6)`,
        [randomUUID(), `CC-${index}-${ticket}`, orderId, line?.id, userId, now],
      );
      tickets += 1;
    }
    const invId = String(order?.invoice_number);
    standIn.invoices.set(invId, { invId, outSum: `${count * 1000}.00`, email, isTest: false, shp: {}, receipt: null, paid: true, opKey: `op-${invId}`, refunded: 0 });
  }
  return { tickets, buyers };
}

const count = async (sql: string, params: readonly unknown[] = []) => Number((await db.query<{ n: unknown }>(sql, params))[0]?.n);

describe('cancelling an event city on two processes', () => {
  it('refunds each paid ticket exactly once at the provider and mails each buyer once', async () => {
    const { tickets, buyers } = await seedPaidCity();
    const [a, b] = servers;
    if (a === undefined || b === undefined) throw new Error('two server processes are needed');
    const signIn = await callApi(a.url, 'PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
    expect(signIn.status, signIn.message).toBe(200);
    const token = (signIn.body as { token: string }).token;

    const presses = await Promise.all([a, b, a, b].map((server) => callApi(server.url, 'POST', `/api/console/event-cities/${CITY}/cancel`, { token })));
    expect(presses.map((press) => press.status)).toEqual([200, 200, 200, 200]);
    expect(presses.map((press) => (press.body as { tickets_total: number }).tickets_total)).toEqual([tickets, tickets, tickets, tickets]);
    // a retry and a duplicate of the job: both processes now return the city's tickets at once
    await db.query("INSERT INTO job (kind, payload, run_at, created_at) VALUES ('city-cancel', $1::jsonb, now(), now()), ('city-cancel', $1::jsonb, now(), now())", [
      JSON.stringify({ city: CITY }),
    ]);

    await expect
      .poll(async () => (await callApi(b.url, 'GET', `/api/console/event-cities/${CITY}/cancellation`, { token })).body, { timeout: 90_000, interval: 250 })
      .toMatchObject({ state: 'done', tickets_total: tickets, tickets_refunded: tickets });
    // every refund asked of the provider once (the stand-in keeps them processing: requested)
    await expect
      .poll(() => count("SELECT count(*) AS n FROM provider_refund WHERE event_city_id = $1 AND state IN ('requested', 'done')", [CITY]), { timeout: 90_000, interval: 250 })
      .toBe(tickets);
    await expect.poll(() => count("SELECT count(*) AS n FROM job WHERE kind IN ('city-cancel', 'mail') AND status = 'pending' AND attempts = 0"), { timeout: 30_000 }).toBe(0);

    const perInvoice = new Map<string, { calls: number; sum: number }>();
    for (const refund of standIn.refunds) {
      const known = perInvoice.get(refund.opKey) ?? { calls: 0, sum: 0 };
      perInvoice.set(refund.opKey, { calls: known.calls + 1, sum: known.sum + refund.amount });
    }
    expect(standIn.refunds).toHaveLength(tickets);
    for (const invoice of standIn.invoices.values()) {
      const tickets = Number(invoice.outSum) / 1000;
      expect(perInvoice.get(invoice.opKey ?? ''), invoice.invId).toEqual({ calls: tickets, sum: tickets * 1000 });
    }
    expect(await count('SELECT count(*) AS n FROM refund')).toBe(tickets);
    expect(await count("SELECT count(*) AS n FROM ticket WHERE status = 'active'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'eventCity.cancel' AND entity_id = $1", [CITY])).toBe(1);
    const mails = await db.query<{ recipient: string }>("SELECT recipient FROM outbox_message WHERE dedupe_key LIKE 'city-cancel:%' ORDER BY recipient");
    expect(mails.map((mail) => mail.recipient)).toEqual([...buyers].sort());
  }, 240_000);
});
