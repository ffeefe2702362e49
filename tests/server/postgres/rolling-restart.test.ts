/**
 * A rolling restart loses no purchase (issue 27, item 5; docs/deploy.md, "Upgrade"): two real
 * server processes on one throwaway PostgreSQL behind a proxy that retries as the guide's nginx
 * does (retrying-proxy.ts), a steady load of purchases through it (POST /api/payment, then the
 * local provider's signed notification), and each process restarted in turn — SIGTERM, wait for
 * its exit, start it again, wait until it listens, then the proxy's upstream moves to its port
 * (a free port each time: a fixed one could be taken meanwhile by another test on a shared
 * machine; nginx's upstream keeps fixed ports). Every purchase must succeed, and
 * each process must have stopped by the graceful path (its "stopped" line), not by SIGKILL.
 *
 * ROLLING_BUYERS=16 presses harder (4 by default). At 16 it found a reset nobody had caught: a
 * connection the kernel had taken for a process just as it closed its listener is reset after the
 * proxy sent the request, and a POST /api/payment was not retried (1 run in 3 failed with
 * "proxy: ECONNRESET"). The payment is keyed, so the guide's site now retries it like the
 * notifications (deploy/nginx-racekit.conf) and so does the test's proxy.
 *
 * On the old shutdown (closeAllConnections at SIGTERM) the requests in hand were cut: the proxy
 * may not retry a cut POST, so purchases failed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { EVENT, EVENT_CITY, paymentBody, seedShop } from '../support-shop.ts';
import { callApi } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startRetryingProxy, type RetryingProxy } from './retrying-proxy.ts';

const SECRET = 'rolling-restart-secret';
const BUYERS = Number(process.env.ROLLING_BUYERS ?? 4);
let cluster: PgCluster;
let db: Database;
let proxy: RetryingProxy;
let env: Record<string, string>;
const ports: number[] = [];
const servers: (ServerProcess | undefined)[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase('rolling');
  db = await openDatabase({ databaseUrl });
  await applyMigrations(db, migrationList);
  await seedShop(db, new Date());
  await db.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ('f-roll', $1, 'Поток', 1000)", [EVENT_CITY]);
  await db.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ('f-roll', 'athlete', 'Участник', 100000, 100000)");
  env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PAYMENT_SECRET: SECRET,
    HOLD_LIMIT_GUEST: '1000',
    HOLD_LIMIT_IP: '100000',
    ORDER_LIMIT_IP: '100000',
    SHUTDOWN_SECONDS: '4',
    SEED_DEMO: '0',
  };
  servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  ports.push(...servers.map((server) => portOf(server)));
  proxy = await startRetryingProxy(ports);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((server) => server?.stop() ?? Promise.resolve()));
  await db?.close();
  await cluster?.stop();
}, 60_000);

const portOf = (server: ServerProcess | undefined): number => Number(new URL(server?.url ?? 'http://x:0').port);

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined);

/** One purchase through the proxy; answers what failed, or undefined when it was paid. */
async function purchase(index: number): Promise<string | undefined> {
  try {
    const pay = await callApi(proxy.url, 'POST', '/api/payment', {
      body: paymentBody({
        email: `buyer${index}@example.com`,
        tickets: [{ event_public_id: EVENT, public_id: 'f-roll', count: 1, event_city: { public_id: EVENT_CITY } }],
        idempotency_key: randomUUID(),
      }),
    });
    if (pay.status !== 200) return `payment ${pay.status}: ${pay.message ?? pay.text}`;
    const notification = JSON.stringify({
      order_id: String(field(pay.body, 'order_public_id')),
      status: 'succeeded',
      amount: String(field(field(pay.body, 'form'), 'amount')),
      payment_id: `pay-${index}`,
    });
    const notified = await fetch(`${proxy.url}/api/payment/notify`, {
      method: 'POST',
      body: notification,
      headers: { 'content-type': 'application/json', 'x-payment-signature': createHmac('sha256', SECRET).update(notification).digest('hex') },
    });
    const text = await notified.text();
    return notified.status === 200 ? undefined : `notification ${notified.status}: ${text.slice(0, 200)}`;
  } catch (error) {
    return `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function restart(slot: number): Promise<void> {
  const old = servers[slot];
  if (old === undefined) throw new Error(`no process in slot ${slot}`);
  await old.stop();
  expect(old.output(), 'the process stopped by the graceful path').toMatch(/racekit: stopped in \d+ ms/);
  const started = await startServerProcess(env);
  servers[slot] = started;
  ports[slot] = portOf(started);
}

test('restarting each of two processes in turn under a steady purchase load fails no purchase', async () => {
  let running = true;
  let started = 0;
  const failures: string[] = [];
  const buyers = Array.from({ length: BUYERS }, async () => {
    while (running) {
      started += 1;
      const failure = await purchase(started);
      if (failure !== undefined) failures.push(failure);
    }
  });
  const waitFor = async (count: number) => {
    while (started < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await waitFor(20);
  await restart(0);
  await waitFor(started + 20);
  await restart(1);
  await waitFor(started + 20);
  running = false;
  await Promise.all(buyers);

  expect(failures).toEqual([]);
  const [paid] = await db.query<{ n: string }>("SELECT count(*) AS n FROM payment_order WHERE status = 'paid'");
  expect(Number(paid?.n)).toBe(started);
  // the proxy did have to steer around a stopped process
  expect(proxy.retried.refused).toBeGreaterThan(0);
}, 180_000);
