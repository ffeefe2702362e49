/**
 * /metrics (issue 27, item 4; docs/server.md, "Health, logs and metrics"): 404 — never the
 * site's page — while metrics are off; with METRICS_TOKEN, 401 without the bearer token and
 * Prometheus text with it: request durations by route pattern, orders by status (payments by
 * outcome), refunds by state, the job queue's depth and oldest age by kind, holds outstanding,
 * and the process's own metrics. (The PostgreSQL pool's figures: health-postgres.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOpsSettings } from '../../server/ops/ops-settings.ts';
import { createStaticFixture, type StaticFixture } from './static-fixture.ts';
import { buy, formats, paid, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const TOKEN = 'metrics-token-0123456789';
let fixture: StaticFixture;
let off: TestServer;
let on: TestServer;

beforeAll(async () => {
  fixture = await createStaticFixture();
  off = await startTestServer({ dirs: fixture.dirs });
  on = await startTestServer({ dirs: fixture.dirs, ops: { ...defaultOpsSettings, metricsToken: TOKEN }, seed: (db) => seedShop(db, new Date()) });
});
afterAll(async () => {
  await off?.close();
  await on?.close();
  await fixture?.remove();
});

const scrape = (server: TestServer, headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });

describe('/metrics', () => {
  it('is 404, not the site, while metrics are off', async () => {
    const response = await scrape(off);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });

  it('is 401 without the token or with another', async () => {
    const none = await scrape(on);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await scrape(on, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await scrape(on, { authorization: TOKEN })).status).toBe(401);
  });

  it('answers Prometheus text with the named families to the bearer of the token', async () => {
    await buy(on, paymentBody({ email: 'metrics-paid@example.com', tickets: [ticketLine(formats.plain)] }));
    paid(await on.api('POST', '/api/payment', { body: paymentBody({ email: 'metrics-held@example.com', tickets: [ticketLine(formats.plain)] }) }));
    const response = await scrape(on, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const sample = (pattern: RegExp) => expect(text).toMatch(pattern);
    sample(/^# TYPE racekit_http_request_duration_seconds histogram$/m);
    sample(/^racekit_http_request_duration_seconds_count\{method="POST",route="\/api\/payment",status="200"\} [1-9]\d*$/m);
    sample(/^racekit_payment_orders\{status="paid"\} 1$/m);
    sample(/^racekit_payment_orders\{status="pending"\} 1$/m);
    sample(/^racekit_refunds\{state="failed"\} 0$/m);
    sample(/^racekit_jobs_due\{kind="order-mail"\} [1-9]\d*$/m);
    sample(/^racekit_jobs_oldest_due_seconds\{kind="order-mail"\} \d/m);
    sample(/^racekit_holds_outstanding 1$/m);
    sample(/^racekit_database_up 1$/m);
    sample(/^# TYPE racekit_db_pool_connections gauge$/m);
    sample(/^process_cpu_user_seconds_total \d/m);
    sample(/^nodejs_heap_size_used_bytes \d/m);
  });
});
