/**
 * The server's log (issue 27, item 3; docs/server.md, "Health, logs and metrics"), read as the
 * JSON lines pino writes: each request is one line with its time, level, request id, method,
 * route pattern, status and duration; the request id is the trusted proxy's `X-Request-Id` or
 * a new one, and the answer carries it; a purchase's domain events carry the request id of the
 * request that caused them; delivered mail and SMS are logged with their job id. After a
 * registration, a password reset, an SMS code and a paid purchase delivered over real SMTP and
 * SMSC stand-ins, no line holds a password, a code, a link, a session token or a transport secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, resolveDeps } from '../../server/app.ts';
import { jobWorkerFor } from '../../server/jobs/job-worker-for.ts';
import type { JobWorker } from '../../server/jobs/job-worker.ts';
import { directConnection } from '../../server/limits/limits-settings.ts';
import { createLogger, logTo } from '../../server/ops/logger.ts';
import type { OutboxSettings } from '../../server/outbox/outbox-settings.ts';
import { PASSWORD, registerConfirmed } from './account-steps.ts';
import { startMailCatcher, type MailCatcher } from './delivery/mail-catcher.ts';
import { startSmscStandIn, type SmscStandIn } from './delivery/smsc-stand-in.ts';
import { formats, paid, paymentBody, pressPayButton, seedShop, thanksLocation, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PUBLIC_URL = 'https://rubezh.example';
const raw: string[] = [];
let catcher: MailCatcher;
let smsc: SmscStandIn;
let server: TestServer;
let worker: JobWorker;
let outbox: OutboxSettings;

type Entry = Record<string, unknown>;
const entries = (): Entry[] => raw.map((line): Entry => {
  const parsed: unknown = JSON.parse(line);
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
});

beforeAll(async () => {
  catcher = await startMailCatcher();
  smsc = await startSmscStandIn();
  outbox = {
    organiser: 'Рубеж',
    mail: { transport: 'smtp', url: catcher.url, from: 'Рубеж <noreply@rubezh.example>', requireTls: false },
    sms: { transport: 'smsc', url: smsc.url, credentials: { login: smsc.login, password: smsc.password }, sender: 'Rubezh' },
  };
  const log = logTo(createLogger({ logLevel: 'debug', logFormat: 'json' }, { write: (line: string) => void raw.push(line) }));
  // one trusted proxy in front: its X-Request-Id is taken
  server = await startTestServer({ publicUrl: PUBLIC_URL, outbox, log, accessLog: log, limits: { ...directConnection, trustProxy: 1 }, seed: (db) => seedShop(db, new Date()) });
  worker = jobWorkerFor(resolveDeps({ db: server.db, clock: server.clock, mode: 'test', publicUrl: PUBLIC_URL, outbox, log }), { pollMs: 1_000, leaseMs: 60_000 });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
  await smsc?.close();
});

describe('the log', () => {
  it('writes one JSON line per request with time, level, request id, method, route pattern, status and duration', async () => {
    raw.length = 0;
    const answer = await server.api('GET', `/api/event/${encodeURIComponent('no-such-event')}`);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = entries().find((entry) => entry['event'] === 'request');
    expect(line).toMatchObject({ level: 'info', requestId, method: 'GET', status: answer.status, route: expect.stringMatching(/^\/api\//) });
    expect(line?.['route']).not.toContain('no-such-event');
    expect(Date.parse(String(line?.['time']))).toBeGreaterThan(Date.now() - 60_000);
    expect(line?.['ms']).toEqual(expect.any(Number));
  });

  it("takes the trusted proxy's X-Request-Id; without a trusted proxy a client's is replaced", async () => {
    const answer = await server.api('GET', '/api/health/live', { headers: { 'x-request-id': 'proxy-7f3a' } });
    expect(answer.headers.get('x-request-id')).toBe('proxy-7f3a');
    const direct = createApp({ db: server.db, mode: 'test', log: () => undefined });
    const forged = await direct.request('/api/health/live', { headers: { 'x-request-id': 'forged-by-client' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a purchase's lines carry the request id of the answer; mail and SMS sent carry their job id; no secret is written anywhere", async () => {
    raw.length = 0;
    // a registration (password, confirmation code), a password reset (link), an SMS code
    const email = 'logged@example.com';
    const session = await registerConfirmed(server, email);
    expect((await server.api('POST', '/api/auth/resetpassword', { body: { email } })).status).toBe(200);
    expect((await server.api('POST', '/api/user/code', { body: { phone: '+7 (912) 345-67-89', registration: true } })).status).toBe(200);
    // a purchase through a proxy that names the request
    const bought = await server.api('POST', '/api/payment', {
      body: paymentBody({ email: 'buyer-logged@example.com', tickets: [ticketLine(formats.plain)] }),
      headers: { 'x-request-id': 'purchase-req-1' },
    });
    const { orderId, token } = paid(bought);
    expect(bought.headers.get('x-request-id')).toBe('purchase-req-1');
    expect(await pressPayButton(server, orderId, 'pay')).toMatch(thanksLocation(orderId));
    await worker.runDue();

    const lines = entries();
    expect(lines.filter((entry) => entry['event'] === 'order.created')).toEqual([
      expect.objectContaining({ requestId: 'purchase-req-1', order: orderId, level: 'info' }),
    ]);
    expect(lines.find((entry) => entry['event'] === 'request' && entry['requestId'] === 'purchase-req-1')).toMatchObject({ method: 'POST', route: '/api/payment', status: 200 });
    expect(lines.filter((entry) => entry['event'] === 'order.paid')).toEqual([expect.objectContaining({ order: orderId })]);
    const mailsSent = lines.filter((entry) => entry['event'] === 'mail.sent');
    expect(mailsSent.length).toBeGreaterThanOrEqual(3); // confirmation, reset, order
    for (const entry of mailsSent) expect(entry['job']).toEqual(expect.any(Number));
    expect(lines.filter((entry) => entry['event'] === 'sms.sent')).toEqual([expect.objectContaining({ job: expect.any(Number) })]);

    const messages = await server.outbox();
    const secrets = [
      PASSWORD,
      session.token,
      ...(token === null ? [] : [token]),
      ...messages.flatMap((message) => [message.code, message.link]).filter((value): value is string => typeof value === 'string' && value !== ''),
      smsc.password,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    const text = raw.join('');
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
  });
});
