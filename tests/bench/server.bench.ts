/**
 * Server bench (run by `npm run bench`): on the demo catalogue,
 *   1. paid orders per minute under contention — BENCH_BUYERS concurrent guest buyers (20)
 *      each paying one ticket of the SAME format and pressing 'Оплатить' on the local
 *      provider's page, for BENCH_SECONDS (8 s);
 *   2. catalogue reads under load with autocannon — p50/p99 latency and requests per second of
 *      GET /api/event/list, /api/event_format/event/{id} and /api/shop/items/home, each for
 *      BENCH_READ_SECONDS (5 s) with 10 connections.
 * The app runs as production does (NODE_ENV=production: no response-shape check), paid through
 * the stand-in Robokassa (tests/server/robokassa-stand-in.ts): the buyer's browser opens its
 * payment page and presses «pay», the stand-in posts the signed ResultURL notification.
 * On a throwaway PostgreSQL cluster when its binaries are installed, else on in-memory PGlite
 * (the table says which). All traffic goes to 127.0.0.1; every loop stops at its deadline.
 * `--quick`: 2 buyers for 1 s, reads for 1 s each (bench-mode.ts).
 */
import autocannon from 'autocannon';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { listen } from '../../server/listen.ts';
import { readPaymentSettings } from '../../server/payment/payment-settings.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { NoPostgresError, startPgCluster, type PgCluster } from '../server/postgres/pg-cluster.ts';
import { readPayForm, startRobokassaStandIn, type RobokassaStandIn } from '../server/robokassa-stand-in.ts';
import { QUICK } from './bench-mode.ts';
import { percentile, printTable, type Row } from './bench-table.ts';

const BUYERS = QUICK ? 2 : Number(process.env['BENCH_BUYERS'] ?? 20);
const SECONDS = QUICK ? 1 : Number(process.env['BENCH_SECONDS'] ?? 8);
const READ_SECONDS = QUICK ? 1 : Number(process.env['BENCH_READ_SECONDS'] ?? 5);
const PUBLIC_URL = 'https://shop.example';
const ACCOUNT = { login: 'racekit-bench', password1: 'bench-password-one-1', password2: 'bench-password-two-2', password3: 'bench-password-three-3', hash: 'md5' } as const;

async function openBenchDatabase(): Promise<{ db: Database; cluster: PgCluster | undefined; where: string }> {
  try {
    const cluster = await startPgCluster();
    const db = await openDatabase({ databaseUrl: await cluster.createDatabase('bench') });
    return { db, cluster, where: 'PostgreSQL (throwaway cluster, pool of 10)' };
  } catch (error) {
    if (!(error instanceof NoPostgresError)) throw error;
    console.info(`no PostgreSQL here (${error.message}); using PGlite`);
    return { db: await openDatabase({}), cluster: undefined, where: 'PGlite in memory (one connection: contention is serialised)' };
  }
}

/** A plain upcoming format of the demo (no form, no team) with a stock large enough for the bench. */
async function benchFormat(db: Database): Promise<{ format: string; eventCity: string; event: string; price: number }> {
  const [row] = await db.query<{ format: string; event_city: string; event: string; price: number }>(
    `SELECT f.public_id AS format, ec.public_id AS event_city, ec.event_id AS event, f.price
       FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id
       JOIN format_ticket_kind k ON k.format_id = f.public_id AND k.kind = 'athlete'
      WHERE COALESCE(f.start_time, ec.start_time) > now() + interval '1 day' AND NOT f.preregistration AND NOT f.is_team
        AND f.buy_limit IS NULL AND f.price > 0
      ORDER BY k.tickets_left DESC, f.public_id LIMIT 1`,
  );
  if (row === undefined) throw new Error('the demo catalogue has no plain upcoming format');
  await db.query("UPDATE format_ticket_kind SET tickets_total = 1000000, tickets_left = 1000000 WHERE format_id = $1 AND kind = 'athlete'", [row.format]);
  return { format: row.format, eventCity: row.event_city, event: row.event, price: row.price };
}

/** The production settings of the bench: Robokassa is the stand-in; the per-address limits let one address buy all day. */
function benchPayment(standIn: RobokassaStandIn) {
  const problems: string[] = [];
  const env = {
    PAYMENT_PROVIDER: 'robokassa',
    ROBOKASSA_LOGIN: ACCOUNT.login,
    ROBOKASSA_PASSWORD1: ACCOUNT.password1,
    ROBOKASSA_PASSWORD2: ACCOUNT.password2,
    ROBOKASSA_PASSWORD3: ACCOUNT.password3,
    ROBOKASSA_PAY_URL: standIn.payUrl,
    ROBOKASSA_REFUND_URL: standIn.refundUrl,
    HOLD_LIMIT_IP: '1000000',
    ORDER_LIMIT_IP: '1000000',
  };
  const payment = readPaymentSettings(env, 'production', problems);
  if (problems.length > 0) throw new Error(`bench settings refused:\n${problems.join('\n')}`);
  return payment;
}

/** A guest pays one order: the payment page of the stand-in, «pay», its notification to the shop. */
async function buyOne(url: string, standIn: RobokassaStandIn, body: string): Promise<boolean> {
  // the page lives on PUBLIC_URL; the bench's server answers it on 127.0.0.1
  const payment = await fetch(`${url}/api/payment`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  const answer: unknown = await payment.json();
  if (!payment.ok || typeof answer !== 'object' || answer === null || !('redirect_url' in answer) || typeof answer.redirect_url !== 'string') return false;
  // the shop's page holds the signed form the buyer's browser POSTs to Robokassa (issue 27 §8)
  const visit = await standIn.browse(await readPayForm(answer.redirect_url.replace(PUBLIC_URL, url)), 'pay');
  return visit.location.startsWith(`${PUBLIC_URL}/basket/thanks`);
}

async function main(): Promise<void> {
  const { db, cluster, where } = await openBenchDatabase();
  const standIn = await startRobokassaStandIn(ACCOUNT);
  const app = createApp({ db, mode: 'production', publicUrl: PUBLIC_URL, payment: benchPayment(standIn), log: () => undefined });
  const server = await listen(app, '127.0.0.1', 0);
  standIn.shop = { resultUrl: `${server.url}/api/payment/robokassa/result`, successUrl: `${PUBLIC_URL}/basket/thanks`, failUrl: `${PUBLIC_URL}/basket` };
  try {
    await applyMigrations(db, migrationList);
    await seedDemo(db);
    const target = await benchFormat(db);

    // 1. paid orders under contention: every buyer wants the same format row
    const latencies: number[] = [];
    let paid = 0;
    let failed = 0;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, buyer) => {
        for (let attempt = 0; Date.now() < deadline; attempt += 1) {
          const body = JSON.stringify({
            email: `bench${buyer}-${attempt}@example.com`,
            tickets: [{ event_public_id: target.event, public_id: target.format, count: 1, event_city: { public_id: target.eventCity } }],
            shop: [],
            insurances: [],
            register: false,
          });
          const t0 = performance.now();
          if (await buyOne(server.url, standIn, body)) {
            paid += 1;
            latencies.push(performance.now() - t0);
          } else failed += 1;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    printTable(`Paid orders under contention — ${where}`, [
      {
        what: `${BUYERS} buyers, one format, ${SECONDS} s`,
        'paid orders/min': ((paid / elapsed) * 60).toFixed(0),
        paid: String(paid),
        failed: String(failed),
        'p50 ms (pay + confirm)': percentile(latencies, 50).toFixed(1),
        'p99 ms': percentile(latencies, 99).toFixed(1),
      },
    ]);

    // 2. catalogue reads
    const reads = ['/api/event/list', `/api/event_format/event/${target.eventCity}`, '/api/shop/items/home'];
    const rows: Row[] = [];
    for (const path of reads) {
      const result = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: READ_SECONDS });
      rows.push({
        what: `GET ${path}`,
        'req/s': result.requests.average.toFixed(0),
        'p50 ms': result.latency.p50.toFixed(1),
        'p99 ms': result.latency.p99.toFixed(1),
        'non-2xx': String(result.non2xx),
        errors: String(result.errors + result.timeouts),
      });
    }
    printTable(`Catalogue reads, autocannon, 10 connections, ${READ_SECONDS} s each — ${where}`, rows);
    // a bench that paid nothing or read nothing measured nothing
    if (paid === 0 || rows.some((row) => row['non-2xx'] !== '0' || row['errors'] !== '0')) {
      console.error('\n✘ no order was paid, or a read failed: the figures above measure a broken server');
      process.exitCode = 1;
    }
  } finally {
    await standIn.close();
    await server.close();
    await db.close();
    await cluster?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
