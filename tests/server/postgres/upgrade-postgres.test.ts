/**
 * Upgrades (issue 27, item 6; docs/deploy.md, "Upgrade"), on a throwaway PostgreSQL:
 *
 * - a production start refuses a database with migrations pending, in one line naming them;
 *   `npm run migrate` (server/migrate-command.ts) applies them apart, once; then the start goes;
 * - release N's server runs on release N+1's schema: the previous release (deploy/previous-release,
 *   a tag or a commit) is taken from git into dist/release-n (server/ and sdk/ only; the
 *   dependencies are this tree's) and started on the database this tree migrated, beside a
 *   process of this tree — as during a rolling upgrade. Both take a purchase paid through the
 *   local provider and a registration whose mail the worker sends; the old one applies nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { productionSettings } from '../../production-settings.ts';
import { runServerProcess, startServerProcess, type ServerProcess } from '../server-process.ts';
import { EVENT, EVENT_CITY, paymentBody, seedShop } from '../support-shop.ts';
import { callApi } from '../test-server.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const oldTree = join(repoRoot, 'dist', 'release-n');
const SECRET = 'upgrade-secret';
let cluster: PgCluster;
const processes: ServerProcess[] = [];
const databases: Database[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await Promise.all(databases.map((db) => db.close()));
  await cluster?.stop();
  await rm(oldTree, { recursive: true, force: true });
}, 60_000);

function migrate(databaseUrl: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/migrate-command.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', DATABASE_URL: databaseUrl },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

const versions = migrationList.map((migration) => migration.version);

describe('migrations apart from starting', () => {
  test('production refuses pending migrations; npm run migrate applies them once; then it starts', async () => {
    const databaseUrl = await cluster.createDatabase('apart');
    const env = { ...productionSettings, MIGRATE_ON_START: '0', PUBLIC_URL: 'https://shop.example', DATABASE_URL: databaseUrl };
    const refused = await runServerProcess(env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `the database has migrations not applied (${versions.join(', ')}): run npm run migrate first, or set MIGRATE_ON_START=1 to apply them at start`,
    ]);
    expect(migrate(databaseUrl)).toBe(`migrate: applied ${versions.join(', ')}`);
    expect(migrate(databaseUrl)).toBe('migrate: nothing to apply, the database is current');
    const started = await startServerProcess(env);
    processes.push(started);
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
    await started.stop();
  }, 90_000);
});

/** The previous release named by deploy/previous-release, or undefined when git does not have it. */
function previousRelease(): string | undefined {
  const line = readFileSync(join(repoRoot, 'deploy', 'previous-release'), 'utf8')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('#'));
  if (line === undefined) throw new Error('deploy/previous-release names no release');
  const known = spawnSync('git', ['-C', repoRoot, 'cat-file', '-e', `${line}^{commit}`]);
  if (known.status === 0) return line;
  // a shallow clone on a developer's machine: say so and skip; CI must have the history
  if (process.env['CI'] === 'true') throw new Error(`git does not have the previous release ${line}: fetch the history (git fetch --unshallow --tags)`);
  return undefined;
}

const field = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined);

async function purchase(url: string, email: string): Promise<void> {
  const pay = await callApi(url, 'POST', '/api/payment', {
    body: paymentBody({ email, tickets: [{ event_public_id: EVENT, public_id: 'f-plain', count: 1, event_city: { public_id: EVENT_CITY } }], idempotency_key: randomUUID() }),
  });
  expect(pay.status, pay.message).toBe(200);
  const notification = JSON.stringify({
    order_id: String(field(pay.body, 'order_public_id')),
    status: 'succeeded',
    amount: String(field(field(pay.body, 'form'), 'amount')),
    payment_id: `pay-${email}`,
  });
  const notified = await fetch(`${url}/api/payment/notify`, {
    method: 'POST',
    body: notification,
    headers: { 'content-type': 'application/json', 'x-payment-signature': createHmac('sha256', SECRET).update(notification).digest('hex') },
  });
  expect(notified.status).toBe(200);
}

describe('release N on release N+1 schema', () => {
  const release = previousRelease();
  test.skipIf(release === undefined)(`the previous release (${release ?? 'not in git'}) serves purchases and sends mail on this schema`, async () => {
    if (release === undefined) return;
    await rm(oldTree, { recursive: true, force: true });
    await mkdir(oldTree, { recursive: true });
    const archive = execFileSync('git', ['-C', repoRoot, 'archive', '--format=tar', release, 'server', 'sdk'], { maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', oldTree], { input: archive });
    expect(existsSync(join(oldTree, 'server', 'main.ts'))).toBe(true);

    const databaseUrl = await cluster.createDatabase('upgrade');
    expect(migrate(databaseUrl)).toBe(`migrate: applied ${versions.join(', ')}`);
    const db = await openDatabase({ databaseUrl });
    databases.push(db);
    await seedShop(db, new Date());
    const env = { NODE_ENV: 'test', SEED_DEMO: '0', DATABASE_URL: databaseUrl, PAYMENT_SECRET: SECRET, JOBS_POLL_MS: '100' };
    const [old, current] = await Promise.all([
      startServerProcess(env, 'dist/release-n/server/main.ts'),
      startServerProcess(env),
    ]);
    processes.push(old, current);
    expect(old.output(), 'the old release applies nothing').not.toContain('applied migrations');

    for (const [name, server] of [['old', old], ['current', current]] as const) {
      await purchase(server.url, `${name}@example.com`);
      expect((await callApi(server.url, 'POST', '/api/user', { body: { email: `${name}-user@example.com`, password: 'Secret12' } })).status).toBe(200);
    }
    const [paid] = await db.query<{ n: string }>("SELECT count(*) AS n FROM payment_order WHERE status = 'paid'");
    expect(Number(paid?.n)).toBe(2);
    // the workers of both releases send what is queued (the log transport marks it sent)
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [left] = await db.query<{ n: string }>("SELECT count(*) AS n FROM job WHERE status <> 'done'");
      if (Number(left?.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`jobs left undone: ${JSON.stringify(await db.query('SELECT kind, status, last_error FROM job'))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM outbox_message WHERE sent_at IS NOT NULL'))[0]?.n)).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
