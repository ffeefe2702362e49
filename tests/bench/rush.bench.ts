/**
 * Registration-rush bench (`npm run bench -- rush`, issue 30 item 5): the moment sales open.
 *
 * Two server processes in production mode (every setting of a production start, TRUST_PROXY=1)
 * on one throwaway PostgreSQL, behind nginx with the deploy guide's site (guide-proxy.ts); the
 * stand-in Robokassa takes the payments and a local SMTP sink the mails. RUSH_BUYERS buyers (40)
 * each buy one order after another for RUSH_SECONDS (30) — the whole API path of a purchase
 * (rush-shoppers.ts), 1–5 tickets with a 7 % promo code (kopeck amounts) — while 20× as many
 * catalogue readers read a page every RUSH_READER_PAUSE_MS (1000, ±50 %). One of the three
 * formats on sale has only RUSH_LAST_PLACES places (300) and sells out during the run.
 *
 * Reported: paid orders per minute, p50/p99 of each buyer step, the readers' latency, the lag of
 * the ticket mails (the order-mail job written when the order is paid → the mail accepted by
 * SMTP, after the rush, waiting up to RUSH_DRAIN_SECONDS, 120), and the stock of every format
 * (sold + held + left = stock, nothing oversold), with the load average of the machine beside.
 * It fails (exit 1) on a wrong answer, a broken stock invariant or no paid order; the goal
 * (≥ 10,000 paid orders/min, p99 < 1 s per buyer step) is printed, not enforced: the machine is shared.
 * `--quick`: 2 buyers, 40 readers, 3 s, every mail delivered (bench-mode.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { deliverySettings, robokassaSettings } from '../production-settings.ts';
import { startPgCluster } from '../server/postgres/pg-cluster.ts';
import { startRobokassaStandIn } from '../server/robokassa-stand-in.ts';
import { startServerProcess, type ServerProcess } from '../server/server-process.ts';
import { QUICK } from './bench-mode.ts';
import { percentile, printTable, type Row } from './bench-table.ts';
import { startGuideProxy } from './guide-proxy.ts';
import { cpuSpent, descendantCpuMs } from './process-cpu.ts';
import { BUYER_STEPS, buyOnce, newTally, readCatalogue, type RushTarget } from './rush-shoppers.ts';

const setting = (name: string, fallback: number, quick: number): number => (QUICK ? quick : Number(process.env[name] ?? fallback));
const BUYERS = setting('RUSH_BUYERS', 40, 2);
const READERS = BUYERS * 20;
const SECONDS = setting('RUSH_SECONDS', 30, 3);
const READER_PAUSE_MS = setting('RUSH_READER_PAUSE_MS', 1000, 1000);
const LAST_PLACES = setting('RUSH_LAST_PLACES', 300, 6);
const DRAIN_SECONDS = setting('RUSH_DRAIN_SECONDS', 120, 60);
const PROCESSES = 2;
const PUBLIC_URL = 'https://shop.example';
const BIG_STOCK = 1_000_000;
const GOAL_PER_MINUTE = 10_000;
const GOAL_P99_MS = 1000;

const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));

/**
 * An SMTP server that accepts every mail and keeps nothing (the mails' content is
 * tests/server/delivery's). Production sends over smtp:// only after STARTTLS, so the sink offers
 * it with a certificate for 127.0.0.1 made here, which the servers trust through NODE_EXTRA_CA_CERTS.
 */
async function startSmtpSink(): Promise<{ url: string; caFile: string; accepted: () => number; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'racekit-smtp-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the SMTP sink's certificate: ${made.stderr}`);
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    key: await readFile(key),
    cert: await readFile(cert),
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.once('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caFile: cert,
    accepted: () => accepted,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Three plain upcoming formats of one demo event city on sale, each with its 7 % code; the first has LAST_PLACES places. */
async function prepareSale(db: Database): Promise<{ event: string; eventCity: string; formats: { id: string; code: string }[] }> {
  const rows = await db.query<{ format: string; event_city: string; event: string }>(
    `SELECT f.public_id AS format, ec.public_id AS event_city, ec.event_id AS event
       FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id
       JOIN format_ticket_kind k ON k.format_id = f.public_id AND k.kind = 'athlete'
      WHERE COALESCE(f.start_time, ec.start_time) > now() + interval '1 day' AND NOT f.preregistration AND NOT f.is_team
        AND f.buy_limit IS NULL AND f.price > 0 AND NOT f.hidden
      ORDER BY ec.public_id, f.public_id`,
  );
  const byCity = new Map<string, typeof rows>();
  for (const row of rows) byCity.set(row.event_city, [...(byCity.get(row.event_city) ?? []), row]);
  const chosen = [...byCity.values()].sort((a, b) => b.length - a.length)[0]?.slice(0, 3) ?? [];
  const first = chosen[0];
  if (first === undefined) throw new Error('the demo catalogue has no plain upcoming format');
  const formats = chosen.map((row, index) => ({ id: row.format, code: `RUSH-${index + 1}` }));
  for (const [index, format] of formats.entries()) {
    const stock = index === 0 ? LAST_PLACES : BIG_STOCK;
    await db.query("UPDATE format_ticket_kind SET tickets_total = $2, tickets_left = $2 WHERE format_id = $1 AND kind = 'athlete'", [format.id, stock]);
    await db.query(
      "INSERT INTO promocode (public_id, code, item_type, public_ids, discount, discount_form, total_count) VALUES ($1, $1, 'ticket', $2, 7, 'percent', 100000000)",
      [format.code, [format.id]],
    );
  }
  return { event: first.event, eventCity: first.event_city, formats };
}

/** Every setting of a production start (docs/deploy.md), the processes behind one proxy. */
function productionEnv(databaseUrl: string, payUrl: string, refundUrl: string, smtp: { url: string; caFile: string }): Record<string, string> {
  return {
    ...robokassaSettings,
    ...deliverySettings,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL,
    TRUST_PROXY: '1',
    ROBOKASSA_PAY_URL: payUrl,
    ROBOKASSA_REFUND_URL: refundUrl,
    SMTP_URL: smtp.url,
    NODE_EXTRA_CA_CERTS: smtp.caFile,
    SMSC_URL: 'https://smsc.invalid/sys/send.php',
    // RUSH_NODE_OPTIONS reaches the server processes (a profiler: --import a file that starts one)
    ...(process.env['RUSH_NODE_OPTIONS'] === undefined ? {} : { NODE_OPTIONS: process.env['RUSH_NODE_OPTIONS'], PROF_MS: process.env['PROF_MS'] ?? '' }),
  };
}

interface Stock {
  readonly format: string;
  readonly stock: number;
  readonly sold: number;
  readonly held: number;
  readonly left: number;
  readonly tickets: number;
}

async function stockOf(db: Database, format: string): Promise<Stock> {
  const [row] = await db.query<{ stock: number; left: number; sold: number; held: number; tickets: number }>(
    `SELECT k.tickets_total AS stock, k.tickets_left AS left,
            (SELECT COALESCE(sum(l.count), 0) FROM order_line l JOIN payment_order o ON o.public_id = l.order_id
              WHERE l.item_id = $1 AND l.kind = 'ticket' AND o.status = 'paid')::int AS sold,
            (SELECT COALESCE(sum(l.count), 0) FROM order_line l JOIN payment_order o ON o.public_id = l.order_id
              WHERE l.item_id = $1 AND l.kind = 'ticket' AND o.status = 'pending')::int AS held,
            (SELECT count(*) FROM ticket t WHERE t.format_id = $1)::int AS tickets
       FROM format_ticket_kind k WHERE k.format_id = $1 AND k.kind = 'athlete'`,
    [format],
  );
  if (row === undefined) throw new Error(`no stock row for ${format}`);
  return { format, ...row };
}

/** The ticket mails' lag (order-mail job written → mail accepted by SMTP), waiting for the queue to drain. */
async function mailLag(db: Database, paidOrders: number): Promise<{ lags: number[]; unsent: number; drainSeconds: number }> {
  const started = Date.now();
  const read = () =>
    db.query<{ lag_ms: number | null }>(
      `SELECT (extract(epoch FROM m.sent_at - j.created_at) * 1000)::float8 AS lag_ms
         FROM job j LEFT JOIN outbox_message m ON m.dedupe_key = 'order-paid:' || (j.payload->>'order')
        WHERE j.kind = 'order-mail'`,
    );
  let rows = await read();
  while (Date.now() - started < DRAIN_SECONDS * 1000 && (rows.length < paidOrders || rows.some((row) => row.lag_ms === null))) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    rows = await read();
  }
  const lags = rows.flatMap((row) => (row.lag_ms === null ? [] : [Number(row.lag_ms)])).sort((a, b) => a - b);
  return { lags, unsent: paidOrders - lags.length, drainSeconds: (Date.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const loadBefore = load();
  const cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase('rush');
  const db = await openDatabase({ databaseUrl });
  const standIn = await startRobokassaStandIn({
    login: robokassaSettings.ROBOKASSA_LOGIN,
    password1: robokassaSettings.ROBOKASSA_PASSWORD1,
    password2: robokassaSettings.ROBOKASSA_PASSWORD2,
    password3: robokassaSettings.ROBOKASSA_PASSWORD3,
    hash: 'md5',
  });
  const smtp = await startSmtpSink();
  const servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startGuideProxy>> | undefined;
  try {
    await applyMigrations(db, migrationList);
    await seedDemo(db);
    const sale = await prepareSale(db);
    const env = productionEnv(databaseUrl, standIn.payUrl, standIn.refundUrl, smtp);
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess(env)))));
    proxy = await startGuideProxy(servers.map((server) => Number(new URL(server.url).port)));
    standIn.shop = { resultUrl: `${proxy.url}/api/payment/robokassa/result`, successUrl: `${PUBLIC_URL}/basket/thanks`, failUrl: `${PUBLIC_URL}/basket` };
    const target: RushTarget = { proxyUrl: proxy.url, publicUrl: PUBLIC_URL, ...sale, standIn };

    const tally = newTally();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = descendantCpuMs();
    const ownBefore = process.cpuUsage();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    // each reader, and each purchase, is a visitor of its own address (rush-shoppers.ts)
    let visitors = READERS;
    await Promise.all([
      ...Array.from({ length: BUYERS }, async (_, buyer) => {
        for (let attempt = 0; Date.now() < deadline; attempt += 1) await buyOnce(target, tally, buyer, attempt, (visitors += 1));
      }),
      ...Array.from({ length: READERS }, (_, reader) => readCatalogue(target, tally, reader, reader, deadline, READER_PAUSE_MS)),
    ]);
    const elapsed = (Date.now() - started) / 1000;
    const cpu = cpuSpent(cpuBefore, descendantCpuMs());
    const own = process.cpuUsage(ownBefore);
    loop.disable();
    const loadAfter = load();
    const perMinute = (tally.paid / elapsed) * 60;

    const [orders] = await db.query<{ paid: number }>("SELECT count(*)::int AS paid FROM payment_order WHERE status = 'paid'");
    const stocks = await Promise.all(sale.formats.map((format) => stockOf(db, format.id)));
    const mails = await mailLag(db, orders?.paid ?? 0);
    const jobErrors = await db.query<{ kind: string; status: string; last_error: string }>(
      'SELECT kind, status, last_error FROM job WHERE last_error IS NOT NULL ORDER BY id LIMIT 3',
    );
    const where = `${PROCESSES} processes, PostgreSQL (pool of 10 each), ${proxy.kind}`;

    printTable(`Registration rush — ${where}; load average ${loadBefore} before, ${loadAfter} after (1/5/15 min, 2 cores)`, [
      {
        what: `${BUYERS} buyers + ${READERS} readers, ${SECONDS} s`,
        'paid orders/min': perMinute.toFixed(0),
        [`goal ≥ ${GOAL_PER_MINUTE}`]: perMinute >= GOAL_PER_MINUTE ? '✔' : '✘',
        paid: String(tally.paid),
        'sold out (409)': String(tally.soldOut),
        failed: String(tally.failures.length),
        'bench loop delay p99 ms': ms(loop.percentile(99) / 1e6),
      },
    ]);
    printTable(
      'Buyer steps (through the proxy), ms',
      BUYER_STEPS.map((step) => {
        const times = [...(tally.times.get(step) ?? [])].sort((a, b) => a - b);
        return {
          what: step,
          count: String(times.length),
          p50: ms(percentile(times, 50)),
          p99: ms(percentile(times, 99)),
          max: ms(times.at(-1) ?? Number.NaN),
          [`p99 < ${GOAL_P99_MS}`]: percentile(times, 99) < GOAL_P99_MS ? '✔' : '✘',
        };
      }),
    );
    // CPU spent during the rush, per paid order: it does not follow the machine's other work as the times do
    const requests = [...tally.times.values()].reduce((sum, times) => sum + times.length, 0) + tally.readerTimes.length;
    const cpuRow = (what: string, ms: number): Row => ({
      what,
      'CPU s': (ms / 1000).toFixed(1),
      'share of 2 cores': `${((ms / (elapsed * 1000 * 2)) * 100).toFixed(0)} %`,
      'ms per paid order': (ms / Math.max(1, tally.paid)).toFixed(1),
      'ms per request': (ms / Math.max(1, requests)).toFixed(2),
    });
    printTable(`CPU during the rush (${requests} requests through the proxy)`, [
      ...[...cpu].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]).map(([program, ms]) => cpuRow(program === 'node' ? `node (the ${PROCESSES} servers)` : program, ms)),
      cpuRow('this bench (the visitors)', (own.user + own.system) / 1000),
    ]);
    const reads = [...tally.readerTimes].sort((a, b) => a - b);
    printTable('Catalogue readers, ms', [
      {
        what: `${READERS} readers, a page every ~${READER_PAUSE_MS} ms`,
        'req/s': (reads.length / elapsed).toFixed(0),
        p50: ms(percentile(reads, 50)),
        p99: ms(percentile(reads, 99)),
        '304 share': `${(((tally.readerStatuses[304] ?? 0) / Math.max(1, reads.length)) * 100).toFixed(0)} %`,
      },
    ]);
    printTable('Ticket mails: order paid → mail accepted by SMTP, s', [
      {
        what: `${orders?.paid ?? 0} paid orders`,
        mailed: String(mails.lags.length),
        p50: (percentile(mails.lags, 50) / 1000).toFixed(1),
        p99: (percentile(mails.lags, 99) / 1000).toFixed(1),
        max: ((mails.lags.at(-1) ?? Number.NaN) / 1000).toFixed(1),
        unsent: String(mails.unsent),
        'queue drained after the rush in s': mails.drainSeconds.toFixed(1),
        'SMTP accepted': String(smtp.accepted()),
      },
    ]);
    const stockRows: Row[] = stocks.map((row) => ({
      what: row.format,
      stock: String(row.stock),
      sold: String(row.sold),
      held: String(row.held),
      left: String(row.left),
      'sold + held + left': String(row.sold + row.held + row.left),
      'tickets issued': String(row.tickets),
      oversold: String(Math.max(0, row.sold + row.held - row.stock)),
    }));
    printTable('Stock after the rush', stockRows);

    const problems = [
      ...new Set(tally.failures.slice(0, 20)),
      ...(tally.paid === 0 ? ['no order was paid'] : []),
      ...(orders?.paid === tally.paid ? [] : [`the database has ${orders?.paid ?? 0} paid orders, the buyers saw ${tally.paid}`]),
      ...stocks.flatMap((row) =>
        row.sold + row.held + row.left !== row.stock || row.left < 0 || row.tickets !== row.sold ? [`stock of ${row.format} does not add up: ${JSON.stringify(row)}`] : [],
      ),
      ...(QUICK && mails.unsent > 0 ? [`${mails.unsent} ticket mails were not sent within ${DRAIN_SECONDS} s`] : []),
      ...jobErrors.map((job) => `job ${job.kind} (${job.status}): ${job.last_error.slice(0, 300)}`),
    ];
    if (problems.length > 0) {
      console.error(`\n✘ ${tally.failures.length} failed step(s) or broken invariants:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await standIn.close();
    await smtp.close();
    await db.close();
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
