/**
 * Prometheus metrics (prom-client), one registry per app. Request durations are measured in
 * this process; the figures of the shop — orders by status, refunds by state, the job queue,
 * holds outstanding — are read from the database at each scrape, so every process answers the
 * same totals and nothing is lost in a restart. Served at /metrics with METRICS_TOKEN, or on
 * 127.0.0.1:METRICS_PORT (server/ops/ops-settings.ts; docs/server.md lists the families).
 */
import type { Handler } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/api-env.ts';

export interface Metrics {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The exposition text, with the database's figures read now. */
  text(): Promise<string>;
  readonly contentType: string;
}

const ORDER_STATUSES = ['pending', 'paid', 'declined', 'expired', 'refund_required'] as const;
const REFUND_STATES = ['due', 'requested', 'done', 'failed'] as const;

/** The metrics of one app on `db`; process metrics (CPU, memory, event loop…) included. */
export function createMetrics(db: Database, clock: Clock): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'racekit_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const orders = new Gauge({ name: 'racekit_payment_orders', help: 'Orders by status (paid, declined, expired, pending, refund_required): payments by outcome', labelNames: ['status'] as const, registers });
  const refunds = new Gauge({ name: 'racekit_refunds', help: 'Provider refunds by state (due, requested, done, failed: a person must look)', labelNames: ['state'] as const, registers });
  const jobsDue = new Gauge({ name: 'racekit_jobs_due', help: 'Jobs due now and not yet done, by kind (queue depth)', labelNames: ['kind'] as const, registers });
  const jobsOldest = new Gauge({ name: 'racekit_jobs_oldest_due_seconds', help: 'How long the oldest due job of each kind has waited', labelNames: ['kind'] as const, registers });
  const jobsFailed = new Gauge({ name: 'racekit_jobs_failed', help: 'Jobs kept as failed after their last attempt, by kind', labelNames: ['kind'] as const, registers });
  const holds = new Gauge({ name: 'racekit_holds_outstanding', help: 'Unpaid orders still holding places', registers });
  const pool = new Gauge({ name: 'racekit_db_pool_connections', help: "The database pool's connections by state (total, idle, waiting requests)", labelNames: ['state'] as const, registers });
  const up = new Gauge({ name: 'racekit_database_up', help: '1 when the figures above could be read from the database at this scrape', registers });

  async function refresh(): Promise<void> {
    const now = clock.now();
    const [byStatus, byState, queue, held] = await Promise.all([
      db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payment_order GROUP BY status'),
      db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM provider_refund GROUP BY state'),
      db.query<{ kind: string; due: number; failed: number; oldest: Date | string | null }>(
        `SELECT kind,
                count(*) FILTER (WHERE status = 'pending' AND run_at <= $1)::int AS due,
                count(*) FILTER (WHERE status = 'failed')::int AS failed,
                min(run_at) FILTER (WHERE status = 'pending' AND run_at <= $1) AS oldest
           FROM job WHERE status IN ('pending', 'failed') GROUP BY kind`,
        [now],
      ),
      db.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_order WHERE status = 'pending' AND NOT holds_released"),
    ]);
    orders.reset();
    for (const status of ORDER_STATUSES) orders.set({ status }, 0);
    for (const row of byStatus) orders.set({ status: row.status }, Number(row.n));
    refunds.reset();
    for (const state of REFUND_STATES) refunds.set({ state }, 0);
    for (const row of byState) refunds.set({ state: row.state }, Number(row.n));
    jobsDue.reset();
    jobsOldest.reset();
    jobsFailed.reset();
    for (const row of queue) {
      jobsDue.set({ kind: row.kind }, Number(row.due));
      jobsFailed.set({ kind: row.kind }, Number(row.failed));
      jobsOldest.set({ kind: row.kind }, row.oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000));
    }
    holds.set(Number(held[0]?.n ?? 0));
  }

  return {
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    async text() {
      const stats = db.poolStats?.();
      if (stats !== undefined) {
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      }
      // a scrape while the database is away still answers the process's own figures
      up.set(await refresh().then(() => 1, () => 0));
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

/** Compares a secret in constant time. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

const text = (body: string, status: number, headers: Readonly<Record<string, string>> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * GET /metrics: 404 without METRICS_TOKEN (metrics off, or only on METRICS_PORT), 401 without
 * `Authorization: Bearer <METRICS_TOKEN>`, else the exposition text. `token` undefined with
 * metrics given serves them openly: the loopback-only METRICS_PORT listener.
 */
export function metricsRoute(metrics: Metrics | undefined, token: string | undefined, open = false): Handler<ApiEnv> {
  return async (c) => {
    if (metrics === undefined || (token === undefined && !open)) return text('Not found', 404);
    if (token !== undefined && !sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
      return text('Unauthorized', 401, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    return new Response(await metrics.text(), { headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' } });
  };
}
