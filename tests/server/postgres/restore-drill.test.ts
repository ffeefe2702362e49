/**
 * The restore drill cannot reach customers (issue 27, item 7; docs/deploy.md, "Restore drill"),
 * on a throwaway PostgreSQL with a real SMTP catcher standing in for the production mail server:
 *
 * 1. the "production" process runs with DELIVERY=off while a buyer registers: the confirmation
 *    mail is queued and the catcher receives nothing;
 * 2. deploy/backup.sh dumps the database — the file readable by its owner only (0600, folder 0700);
 * 3. deploy/restore.sh restores it into a drill database, which holds delivery (the marker);
 * 4. a process started on the copy with the production settings — no DELIVERY=off: the marker
 *    alone must hold — delivers nothing: the catcher still has 0 mails and the job is untouched;
 * 5. the control: once the hold is released on the copy (`npm run delivery -- release`, never
 *    done in a real drill) the same process delivers that mail — so it was deliverable, and the
 *    hold is what kept it back.
 *
 * The processes run in test mode (production's SMTP must be TLS, and the catcher speaks plain
 * SMTP); the hold does not depend on the mode.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { startMailCatcher, type MailCatcher } from '../delivery/mail-catcher.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { callApi } from '../test-server.ts';
import { pgBinDir, startPgCluster, type PgCluster } from './pg-cluster.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let cluster: PgCluster;
let catcher: MailCatcher;
let folder: string;
const processes: ServerProcess[] = [];
const databases: Database[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  catcher = await startMailCatcher();
  folder = await mkdtemp(join(tmpdir(), 'racekit-drill-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await Promise.all(databases.map((db) => db.close()));
  await catcher?.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}, 60_000);

/** Runs a deploy/ script or a command with `env` (and PostgreSQL's programs on PATH). */
function run(command: string, args: readonly string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: `${pgBinDir()}:${process.env['PATH'] ?? '/usr/bin:/bin'}`, ...env },
  });
  expect(result.status, `${command} ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout.trim();
}

async function waitFor(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited 30 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function open(url: string): Promise<Database> {
  const db = await openDatabase({ databaseUrl: url });
  databases.push(db);
  return db;
}

const mailJobs = (db: Database) => db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM job WHERE kind = 'mail' ORDER BY id");

test('a restored copy started with the production settings delivers nothing until released', async () => {
  // the settings both processes share: "production" mail through the SMTP server
  const settings = { NODE_ENV: 'test', SEED_DEMO: '0', MAIL_TRANSPORT: 'smtp', SMTP_URL: catcher.url, ORGANISER_NAME: 'Рубеж', JOBS_POLL_MS: '100' };

  // 1. DELIVERY=off holds the live process
  const liveUrl = await cluster.createDatabase('live');
  const live = await startServerProcess({ ...settings, DATABASE_URL: liveUrl, DELIVERY: 'off' });
  processes.push(live);
  expect((await callApi(live.url, 'POST', '/api/user', { body: { email: 'anna@example.com', password: 'Secret12' } })).status).toBe(200);
  const liveDb = await open(liveUrl);
  await waitFor('the queued mail', async () => (await mailJobs(liveDb)).length > 0);
  await waitFor('the held line', () => live.output().includes('jobs: delivery held (DELIVERY=off): mail, SMS and refunds stay queued'));
  const queued = await mailJobs(liveDb);
  expect(queued.every((job) => job.status === 'pending' && job.attempts === 0)).toBe(true);
  await live.stop();
  expect(catcher.mails).toHaveLength(0);

  // 2. the backup: owner only
  const backups = join(folder, 'backups');
  const made = run('sh', ['deploy/backup.sh'], { DATABASE_URL: liveUrl, RACEKIT_BACKUP_DIR: backups });
  const dump = /^backup: (.+\.dump)$/.exec(made)?.[1] ?? '';
  expect((await stat(dump)).mode & 0o777).toBe(0o600);
  expect((await stat(backups)).mode & 0o777).toBe(0o700);

  // 3. the restore into the drill's database holds delivery there
  const drillUrl = await cluster.createDatabase('drill');
  const restored = run('sh', ['deploy/restore.sh', dump], { DATABASE_URL: drillUrl, RACEKIT_FROM_SOURCE: '1' });
  expect(restored).toMatch(/delivery: held \(restored from racekit-\d{8}T\d{6}Z\.dump\)\nrestore: done; delivery is held on this copy$/);

  // 4. the drill process, with the production settings and no DELIVERY=off
  const drill = await startServerProcess({ ...settings, DATABASE_URL: drillUrl });
  processes.push(drill);
  const drillDb = await open(drillUrl);
  await waitFor('the held line', () => /jobs: delivery held \(restored from racekit-.*\.dump, since .*\): mail, SMS and refunds stay queued/.test(drill.output()));
  expect(await mailJobs(drillDb)).toEqual(queued);
  expect(catcher.mails).toHaveLength(0);

  // 5. the control: released, the same process sends the queued mail
  expect(run(process.execPath, ['--import', 'tsx', 'server/ops/delivery-command.ts', 'release'], { DATABASE_URL: drillUrl })).toBe(
    'delivery: released, queued mail, SMS and refunds go out now',
  );
  await waitFor('the mail at the catcher', () => catcher.mails.length >= queued.length);
  expect(catcher.mails.map((mail) => mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : '')).toContain('anna@example.com');
  expect(drill.output()).toContain('jobs: delivery resumed');
}, 180_000);
