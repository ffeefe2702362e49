/**
 * Health on a real PostgreSQL (issue 27, item 2; docs/deploy.md, "Health, logs and metrics"):
 * `ready` turns 503 naming `database` within 5 s of PostgreSQL stopping and 200 again once it is
 * back, while `live` stays 200; it names `migrations` when one of this release's is missing,
 * `jobs` when the oldest due job waited too long, and `process` once the process is shutting
 * down. /metrics shows the pool's connections.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { listen, type Listening } from '../../../server/listen.ts';
import { Readiness } from '../../../server/ops/health.ts';
import { defaultOpsSettings } from '../../../server/ops/ops-settings.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

let cluster: PgCluster;
let db: Database;
let server: Listening;
const readiness = new Readiness();
const TOKEN = 'metrics-token-0123456789';

beforeAll(async () => {
  cluster = await startPgCluster();
  db = await openDatabase({ databaseUrl: await cluster.createDatabase('health') });
  await applyMigrations(db, migrationList);
  const app = createApp({ db, mode: 'test', log: () => undefined, readiness, ops: { ...defaultOpsSettings, readyJobDelayMs: 60_000, metricsToken: TOKEN } });
  server = await listen(app, '127.0.0.1', 0);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await db?.close();
  await cluster?.stop();
}, 60_000);

async function ready(): Promise<{ status: number; failing: unknown }> {
  const response = await fetch(`${server.url}/api/health/ready`);
  const body: unknown = await response.json();
  const failing = typeof body === 'object' && body !== null && 'failing' in body ? body.failing : undefined;
  return { status: response.status, failing };
}

/** Polls `ready` until `status`; answers how long it took (ms). */
async function readyBecomes(status: number, withinMs: number): Promise<{ ms: number; failing: unknown }> {
  const started = Date.now();
  for (;;) {
    const answer = await ready();
    if (answer.status === status) return { ms: Date.now() - started, failing: answer.failing };
    if (Date.now() - started > withinMs) throw new Error(`ready stayed ${answer.status} for ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/health/ready', () => {
  test('is 200 with every check ok', async () => {
    const response = await fetch(`${server.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, failing: [], checks: { process: 'ok', database: 'ok', migrations: 'ok', jobs: 'ok' } });
  });

  test('turns 503 naming the database within 5 s of PostgreSQL stopping, and 200 once it is back; live stays 200', async () => {
    await cluster.pause();
    const down = await readyBecomes(503, 5_000);
    expect(down.ms).toBeLessThan(5_000);
    expect(down.failing).toEqual(['database']);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    await cluster.resume();
    await readyBecomes(200, 30_000);
  }, 60_000);

  test('names migrations when one of this release is not applied', async () => {
    const [last] = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    if (last === undefined) throw new Error('no migrations applied');
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [last.version]);
    try {
      expect(await ready()).toEqual({ status: 503, failing: ['migrations'] });
    } finally {
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.version, last.name]);
    }
    expect((await ready()).status).toBe(200);
  });

  test('names jobs when the oldest due job has waited longer than READY_JOB_DELAY_SECONDS', async () => {
    const [job] = await db.query<{ id: number }>(
      "INSERT INTO job (kind, payload, run_at, created_at) VALUES ('mail', '{}', now() - interval '2 minutes', now()) RETURNING id",
    );
    try {
      expect(await ready()).toEqual({ status: 503, failing: ['jobs'] });
    } finally {
      await db.query('DELETE FROM job WHERE id = $1', [job?.id]);
    }
    expect((await ready()).status).toBe(200);
  });

  test("/metrics shows the PostgreSQL pool's connections", async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toMatch(/^racekit_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^racekit_db_pool_connections\{state="waiting"\} 0$/m);
  });

  test('names process once it is marked shutting down', async () => {
    readiness.markShuttingDown();
    expect(await ready()).toEqual({ status: 503, failing: ['process'] });
  });
});
