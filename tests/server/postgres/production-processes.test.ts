/**
 * Going live, shown on real processes (issue 19, "Done when", and docs/deploy.md): two server
 * processes in production mode on one throwaway PostgreSQL, with every setting and the stand-in
 * Robokassa — as two instances behind a reverse proxy would run. (Mail and SMS need real
 * transports in production; their addresses here lead nowhere, and a mail is read where the
 * server writes it, the outbox table. Delivery itself is tests/server/delivery's.)
 *
 * - a production start missing PUBLIC_URL or the provider's settings exits 1, one line each;
 * - /pay/x is 404, and neither the outbox, the stand-in OAuth provider nor the local provider's
 *   notification exists; SEED_DEMO=1 seeds the demo catalogue once, never the demo accounts;
 * - a reset request sent with `Host: evil.example` mails a link on PUBLIC_URL;
 * - a purchase pays through the stand-in and issues the ticket; a forged notification changes nothing;
 * - requests spread over both processes: the last places and a promo code's uses are never
 *   oversold, a guest's and an address's unpaid places stay within their caps, paying the same
 *   basket again holds once, and the per-address payment limit counts across both.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { readPayForm, startRobokassaStandIn, type RobokassaStandIn } from '../robokassa-stand-in.ts';
import { callApi, type ApiAnswer, type ApiRequest } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { runServerProcess, startServerProcess, type ServerProcess } from '../server-process.ts';

const PUBLIC_URL = 'https://shop.example';
const ACCOUNT = { login: 'racekit-live', password1: 'live-password-one-1', password2: 'live-password-two-2', password3: 'live-password-three-3', hash: 'md5' } as const;
const ORDER_LIMIT = 150;
const IP_LIMIT = 100;

let cluster: PgCluster;
let standIn: RobokassaStandIn;
let db: Database;
let databaseUrl: string;
let servers: ServerProcess[] = [];
/** Every POST /api/payment sent so far: each counts against ORDER_LIMIT_IP. */
let payments = 0;

/** Every setting of a production start. */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // a fresh database: the first start applies the migrations (docs/deploy.md, "Upgrade")
    MIGRATE_ON_START: '1',
    PUBLIC_URL,
    SEED_DEMO: '1',
    PAYMENT_PROVIDER: 'robokassa',
    ROBOKASSA_LOGIN: ACCOUNT.login,
    ROBOKASSA_PASSWORD1: ACCOUNT.password1,
    ROBOKASSA_PASSWORD2: ACCOUNT.password2,
    ROBOKASSA_PASSWORD3: ACCOUNT.password3,
    ROBOKASSA_PAY_URL: standIn.payUrl,
    ROBOKASSA_REFUND_URL: standIn.refundUrl,
    HOLD_LIMIT_IP: String(IP_LIMIT),
    // the address cap is what this suite races; the per-event cap has holds-postgres.test.ts
    HOLD_LIMIT_EVENT: '1000',
    ORDER_LIMIT_IP: String(ORDER_LIMIT),
    ORGANISER_NAME: 'Рубеж',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'Рубеж <noreply@shop.example>',
    SMS_TRANSPORT: 'smsc',
    SMSC_URL: 'https://smsc.invalid/sys/send.php',
    SMSC_LOGIN: 'rubezh',
    SMSC_PASSWORD: 'secret',
    SMS_SENDER: 'Rubezh',
  };
}

beforeAll(async () => {
  cluster = await startPgCluster();
  databaseUrl = await cluster.createDatabase('live');
  standIn = await startRobokassaStandIn(ACCOUNT);
  servers = await Promise.all([startServerProcess(productionEnv()), startServerProcess(productionEnv())]);
  standIn.shop = {
    resultUrl: `${servers[0]?.url ?? ''}/api/payment/robokassa/result`,
    successUrl: `${PUBLIC_URL}/basket/thanks`,
    failUrl: `${PUBLIC_URL}/basket`,
  };
  db = await openDatabase({ databaseUrl });
  await seedRace(db);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await db?.close();
  await standIn?.close();
  await cluster?.stop();
}, 60_000);

const server = (index: number): ServerProcess => {
  const chosen = servers[index % servers.length];
  if (chosen === undefined) throw new Error('no server process');
  return chosen;
};

function api(index: number, method: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer> {
  if (method === 'POST' && path === '/api/payment') payments += 1;
  return callApi(server(index).url, method, path, request);
}

const field = (answer: ApiAnswer, name: string): unknown =>
  typeof answer.body === 'object' && answer.body !== null && name in answer.body ? Reflect.get(answer.body, name) : undefined;

async function count(sql: string, params: readonly unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(sql, params);
  return Number(row?.n ?? Number.NaN);
}

function statuses(answers: readonly ApiAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

const all = <T>(total: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: total }, (_, index) => make(index)));

/** The race's own catalogue beside the demo one: an event in Moscow (a demo city) next month. */
async function seedRace(database: Database): Promise<void> {
  const start = new Date(Date.now() + 30 * 86_400_000);
  await database.query("INSERT INTO event_type (public_id, title) VALUES ('lv-type', 'Забег')");
  await database.query("INSERT INTO event (public_id, event_type_id, title) VALUES ('lv-event', 'lv-type', 'Живой забег')");
  await database.query("INSERT INTO event_city (public_id, event_id, city_id, address, start_time) VALUES ('lv-city', 'lv-event', 524901, 'Парк', $1)", [start]);
  const formats: [string, number][] = [
    ['lv-last', 5],
    ['lv-many', 10_000],
    ...Array.from({ length: 12 }, (_, index): [string, number] => [`lv-g${index + 1}`, 100]),
  ];
  for (const [id, left] of formats) {
    await database.query("INSERT INTO event_format (public_id, event_city_id, title, price) VALUES ($1, 'lv-city', $2, 1000)", [id, `Формат ${id}`]);
    await database.query("INSERT INTO format_ticket_kind (format_id, kind, title, tickets_total, tickets_left) VALUES ($1, 'athlete', 'Участник', $2, $2)", [id, left]);
  }
  await database.query(
    "INSERT INTO promocode (public_id, code, item_type, discount, discount_form, total_count) VALUES ('lv-promo', 'LIVE3', 'ticket', 50, 'percent', 3)",
  );
}

const line = (format: string, count = 1, extra: Record<string, unknown> = {}) => ({
  event_public_id: 'lv-event',
  public_id: format,
  count,
  event_city: { public_id: 'lv-city' },
  ...extra,
});
const body = (email: string, tickets: readonly Record<string, unknown>[]) => ({ email, tickets, shop: [], insurances: [], register: false });
const ticketsLeft = (format: string) => count("SELECT tickets_left AS n FROM format_ticket_kind WHERE format_id = $1 AND kind = 'athlete'", [format]);

describe('a production start with a setting missing', () => {
  test('exits 1 naming each missing setting on its own line', async () => {
    const env = productionEnv();
    const { PUBLIC_URL: _url, ROBOKASSA_PASSWORD2: _second, ROBOKASSA_LOGIN: _login, ...rest } = env;
    const missing = await runServerProcess(rest);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split('\n')).toEqual([
      'PUBLIC_URL must be set in production (the origin of the site, e.g. https://example.org: every link in mail and every redirect is built from it)',
      "ROBOKASSA_LOGIN must be set when PAYMENT_PROVIDER=robokassa (the shop's identifier, MerchantLogin)",
      'ROBOKASSA_PASSWORD2 must be set when PAYMENT_PROVIDER=robokassa (password #2: checks the ResultURL notification)',
    ]);
    const { PAYMENT_PROVIDER: _provider, ROBOKASSA_PASSWORD1: _p1, ROBOKASSA_PASSWORD3: _p3, ROBOKASSA_PAY_URL: _pay, ROBOKASSA_REFUND_URL: _refund, ...noProvider } = env;
    const noRobokassa = await runServerProcess({ ...noProvider, ROBOKASSA_LOGIN: '', ROBOKASSA_PASSWORD2: '' });
    expect(noRobokassa.code).toBe(1);
    expect(noRobokassa.stderr.trim().split('\n')).toEqual([
      'PAYMENT_PROVIDER must be set to robokassa in production (the card provider that takes the money)',
      "ROBOKASSA_LOGIN must be set when PAYMENT_PROVIDER=robokassa (the shop's identifier, MerchantLogin)",
      'ROBOKASSA_PASSWORD1 must be set when PAYMENT_PROVIDER=robokassa (password #1: signs the payment form)',
      'ROBOKASSA_PASSWORD2 must be set when PAYMENT_PROVIDER=robokassa (password #2: checks the ResultURL notification)',
      'ROBOKASSA_PASSWORD3 must be set when PAYMENT_PROVIDER=robokassa (password #3: signs refund requests)',
    ]);
  }, 60_000);
});

describe('two production processes on one PostgreSQL', () => {
  test('serve no test pages: /pay is 404, so are the outbox, the stand-in OAuth provider and the local notification', async () => {
    for (const index of [0, 1]) {
      const base = server(index).url;
      expect((await fetch(`${base}/pay/x`)).status).toBe(404);
      expect((await fetch(`${base}/pay/x`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) })).status).toBe(404);
      expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/oauth/vk/authorize?redirect_uri=x&state=y`)).status).toBe(404);
      expect((await fetch(`${base}/api/payment/notify`, { method: 'POST', body: '{}' })).status).toBe(404);
    }
  });

  test('seed the demo catalogue once when asked (SEED_DEMO=1), never the demo accounts', async () => {
    expect(await count("SELECT count(*) AS n FROM seed_run WHERE name = 'demo-catalogue'")).toBe(1);
    expect(await count('SELECT count(*) AS n FROM event')).toBeGreaterThan(1);
    expect(await count("SELECT count(*) AS n FROM app_user WHERE email LIKE '%@racekit.demo'")).toBe(0);
    const login = await api(0, 'PUT', '/api/auth', { body: { email: 'runner@racekit.demo', password: 'Runner2026' } });
    expect(login.status).toBe(400);
  });

  test('a reset request sent with Host: evil.example mails a link on PUBLIC_URL', async () => {
    expect((await api(1, 'POST', '/api/user', { body: { email: 'anna@example.com', password: 'Secret12' } })).status).toBe(200);
    const payload = JSON.stringify({ email: 'anna@example.com' });
    const status = await new Promise<number>((resolve, reject) => {
      const sent = request(`${server(0).url}/api/auth/resetpassword`, {
        method: 'POST',
        headers: { host: 'evil.example', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      });
      sent.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sent.on('error', reject);
      sent.end(payload);
    });
    expect(status).toBe(200);
    const links = await db.query<{ link: string | null; subject: string | null }>(
      "SELECT link, subject FROM outbox_message WHERE recipient = 'anna@example.com' ORDER BY id",
    );
    expect(links.map((mail) => mail.link?.slice(0, `${PUBLIC_URL}/verify/`.length))).toEqual([`${PUBLIC_URL}/verify/`, `${PUBLIC_URL}/verify/`]);
    expect(links[1]?.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify/resetpassword/[A-Za-z0-9_-]+$`));
    expect(JSON.stringify(links)).not.toContain('evil.example');
  });

  test('a purchase pays through the stand-in Robokassa and issues the ticket; a forged notification changes nothing', async () => {
    const answer = await api(1, 'POST', '/api/payment', { body: body('buyer@example.com', [line('lv-many')]) });
    expect(answer.status, answer.message).toBe(200);
    const orderId = String(field(answer, 'order_public_id'));
    const token = String(field(answer, 'token'));
    // the site's page on PUBLIC_URL POSTs the form to Robokassa: read it from the other process
    expect(field(answer, 'redirect_url')).toBe(`${PUBLIC_URL}/pay/robokassa/${orderId}`);
    const page = await readPayForm(`${servers[0]?.url ?? ''}/pay/robokassa/${orderId}`);
    expect(page.action).toBe(standIn.payUrl);
    const form = page.fields;
    const visit = await standIn.browse(page, 'pay');
    expect(visit.page).toBe(200);
    expect(visit.location.startsWith(`${PUBLIC_URL}/basket/thanks?`)).toBe(true);
    const invId = form['InvId'] ?? '';
    expect(standIn.resultAnswers).toContainEqual({ invId, status: 200, body: `OK${invId}` });
    const check = await api(0, 'GET', `/api/order/${orderId}`, { token });
    expect(check.body).toMatchObject({ status: 'paid', tickets: [{ public_id: expect.any(String) }] });

    const other = await api(0, 'POST', '/api/payment', { body: body('other@example.com', [line('lv-many')]) });
    const otherId = String(field(other, 'order_public_id'));
    const otherPage = await readPayForm(`${servers[1]?.url ?? ''}/pay/robokassa/${otherId}`);
    const otherForm = otherPage.fields;
    await standIn.browse(otherPage, 'decline');
    const forged = await standIn.notify(otherForm['InvId'] ?? '', { password: 'guessed' });
    expect(forged.status).toBe(401);
    expect(await count('SELECT count(*) AS n FROM order_event WHERE order_id = $1', [otherId])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM ticket WHERE order_id = $1', [otherId])).toBe(0);
  });

  test('40 guests race for the last 5 places through both processes: exactly 5 orders', async () => {
    const answers = await all(40, (index) => api(index, 'POST', '/api/payment', { body: body(`last${index}@example.com`, [line('lv-last')]) }));
    expect(statuses(answers)).toEqual({ 200: 5, 409: 35 });
    expect(await ticketsLeft('lv-last')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM order_line WHERE item_id = 'lv-last'")).toBe(5);
  });

  test('30 guests race for a promo code of 3 uses: exactly 3', async () => {
    const answers = await all(30, (index) => api(index, 'POST', '/api/payment', { body: body(`promo${index}@example.com`, [line('lv-many', 1, { promocode: 'LIVE3' })]) }));
    expect(statuses(answers)).toEqual({ 200: 3, 409: 27 });
    expect(await count("SELECT used_count AS n FROM promocode WHERE code = 'LIVE3'")).toBe(3);
  });

  test('one guest sends 12 orders of 5 places at once through both: each replaces the one before, one order of 5 stays held; 21 places are refused', async () => {
    const first = await api(0, 'POST', '/api/payment', { body: body('guest@example.com', [line('lv-many')]) });
    const token = String(field(first, 'token'));
    const answers = await all(12, (index) => api(index, 'POST', '/api/payment', { token, body: body('guest@example.com', [line(`lv-g${index + 1}`, 5)]) }));
    // issue 28: a buyer's new payment releases its pending orders, so the guest never holds two
    expect(statuses(answers)).toEqual({ 200: 12 });
    const [owner] = await db.query<{ user_id: string }>('SELECT user_id FROM payment_order WHERE public_id = $1', [String(field(first, 'order_public_id'))]);
    expect(await count("SELECT count(*) AS n FROM payment_order WHERE status = 'pending' AND user_id = $1", [owner?.user_id])).toBe(1);
    expect(await count("SELECT SUM(held_places) AS n FROM payment_order WHERE status = 'pending' AND user_id = $1", [owner?.user_id])).toBe(5);
    const tooMany = await api(1, 'POST', '/api/payment', { token, body: body('guest@example.com', [line('lv-many', 21)]) });
    expect(tooMany.status).toBe(400);
    expect(field(tooMany, 'limit')).toBe(20);
  });

  test('paying the same basket 10 times at once through both holds it once', async () => {
    const first = await api(1, 'POST', '/api/payment', { body: body('again@example.com', [line('lv-g12', 2)]) });
    const token = String(field(first, 'token'));
    const before = await ticketsLeft('lv-g12');
    const answers = await all(10, (index) => api(index, 'POST', '/api/payment', { token, body: body('again@example.com', [line('lv-g12', 2)]) }));
    expect(statuses(answers)).toEqual({ 200: 10 });
    const [owner] = await db.query<{ user_id: string }>('SELECT user_id FROM payment_order WHERE public_id = $1', [String(field(first, 'order_public_id'))]);
    expect(await count("SELECT count(*) AS n FROM payment_order WHERE status = 'pending' AND user_id = $1", [owner?.user_id])).toBe(1);
    expect(await ticketsLeft('lv-g12')).toBe(before);
  });

  test(`30 new guests of one address order 5 places each at once: the address's unpaid places stop at ${IP_LIMIT}`, async () => {
    const held = await count("SELECT COALESCE(SUM(held_places), 0) AS n FROM payment_order WHERE status = 'pending' AND client_ip = '127.0.0.1'");
    const room = Math.floor((IP_LIMIT - held) / 5);
    expect(room).toBeGreaterThan(0);
    expect(room).toBeLessThan(30);
    const answers = await all(30, (index) => api(index, 'POST', '/api/payment', { body: body(`crowd${index}@example.com`, [line('lv-many', 5)]) }));
    expect(statuses(answers)).toEqual({ 200: room, 429: 30 - room });
    expect(new Set(answers.filter((answer) => answer.status === 429).map((answer) => field(answer, 'message_key')))).toEqual(new Set(['limits.holdsPerAddress']));
    const after = await count("SELECT SUM(held_places) AS n FROM payment_order WHERE status = 'pending' AND client_ip = '127.0.0.1'");
    expect(after).toBe(held + room * 5);
    expect(after).toBeLessThanOrEqual(IP_LIMIT);
  });

  test(`the payments of one address are counted across both processes: exactly ${ORDER_LIMIT} an hour`, async () => {
    const left = ORDER_LIMIT - payments;
    expect(left).toBeGreaterThan(0);
    // orders of an unknown format: refused at once, but every attempt counts
    const answers = await all(left + 10, (index) => api(index, 'POST', '/api/payment', { body: body(`spam${index}@example.com`, [line('lv-none')]) }));
    expect(statuses(answers)).toEqual({ 400: left, 429: 10 });
    expect(new Set(answers.filter((answer) => answer.status === 429).map((answer) => field(answer, 'message_key')))).toEqual(new Set(['limits.ordersPerAddress']));
  });
});
