/**
 * Delivery across server processes on one throwaway PostgreSQL, each process a real
 * `server/main.ts` sending through a real SMTP server in the test process:
 *
 * - two processes and 200 queued mails: each mail arrives exactly once, both processes send;
 * - kill -9 while a process waits for the SMTP server's "250 OK": after a restart every mail
 *   arrives, and none that the SMTP server had confirmed arrives twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDeps } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { sendMail } from '../../../server/outbox/outbox.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startMailCatcher, type MailCatcher } from '../delivery/mail-catcher.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

let cluster: PgCluster;
let catcher: MailCatcher;
const running: ServerProcess[] = [];
const databases: Database[] = [];

beforeAll(async () => {
  [cluster, catcher] = await Promise.all([startPgCluster(), startMailCatcher()]);
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await Promise.all(databases.map((db) => db.close()));
  await catcher?.close();
  await cluster?.stop();
});

/** A fresh, migrated database; answers its URL and a connection of the test's own. */
async function freshDatabase(name: string): Promise<{ url: string; db: Database }> {
  const url = await cluster.createDatabase(name);
  const db = await openDatabase({ databaseUrl: url });
  databases.push(db);
  await applyMigrations(db, migrationList);
  return { url, db };
}

/** A server process on `url` sending mail from `from`. */
async function serverOn(url: string, from: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    // no demo: its runner's purchase would be one more mail to count
    SEED_DEMO: '0',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: catcher.url,
    MAIL_FROM: `Рубеж <${from}>`,
    JOBS_POLL_MS: '100',
    JOBS_LEASE_SECONDS: '4',
  });
  running.push(server);
  return server;
}

/** Writes `count` mails in one transaction, as the server would; answers their Message-IDs. */
async function queueMails(db: Database, count: number, prefix: string): Promise<string[]> {
  const deps = resolveDeps({ db, mode: 'development', log: () => undefined });
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await sendMail(tx, deps, { to: `${prefix}-${index}@example.com`, subject: `${prefix} ${index}`, text: `mail ${index}` });
    }
  });
  const rows = await db.query<{ id: number }>('SELECT id FROM outbox_message ORDER BY id');
  return rows.map((row) => `<outbox-${row.id}@rubezh.example>`);
}

const countOf = (ids: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

describe('delivery on PostgreSQL across processes', () => {
  it('delivers 200 queued mails from two processes exactly once each', async () => {
    const { url, db } = await freshDatabase('two_workers');
    catcher.mails.length = 0;
    const a = await serverOn(url, 'a@rubezh.example');
    const b = await serverOn(url, 'b@rubezh.example');
    const ids = await queueMails(db, 200, 'pair');
    await expect.poll(() => catcher.mails.length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(200);
    await expect
      .poll(async () => (await db.query("SELECT 1 FROM job WHERE status <> 'done'")).length, { timeout: 10_000 })
      .toBe(0);
    const received = catcher.mails.map((mail) => mail.id);
    expect(received).toHaveLength(200);
    expect([...countOf(received).entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(received)).toEqual(new Set(ids));
    const byA = catcher.mails.filter((mail) => mail.from === 'a@rubezh.example').length;
    const byB = catcher.mails.filter((mail) => mail.from === 'b@rubezh.example').length;
    expect(byA + byB).toBe(200);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(await db.query("SELECT 1 FROM job WHERE kind = 'mail' AND attempts = 1 AND status = 'done'")).toHaveLength(200);
    expect(await db.query('SELECT 1 FROM outbox_message WHERE sent_at IS NULL')).toHaveLength(0);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('after kill -9 mid-delivery and a restart, delivers every mail, none that was confirmed twice', async () => {
    const { url, db } = await freshDatabase('killed_worker');
    catcher.mails.length = 0;
    catcher.held.length = 0;
    // the 21st mail gets no "250 OK": the sender is killed while it waits for it
    catcher.hold = () => catcher.mails.length >= 20;
    const first = await serverOn(url, 'a@rubezh.example');
    const ids = await queueMails(db, 60, 'crash');
    await expect.poll(() => catcher.held.length, { timeout: 60_000, interval: 50 }).toBe(1);
    await first.kill();
    const confirmed = catcher.mails.map((mail) => mail.id);
    expect(confirmed).toHaveLength(20);
    // what the dead process recorded: exactly the confirmed mails are marked sent
    const sent = await db.query<{ id: number }>('SELECT id FROM outbox_message WHERE sent_at IS NOT NULL ORDER BY id');
    expect(sent.map((row) => `<outbox-${row.id}@rubezh.example>`)).toEqual(confirmed);

    catcher.hold = () => false;
    const second = await serverOn(url, 'b@rubezh.example');
    await expect
      .poll(async () => (await db.query("SELECT 1 FROM job WHERE status <> 'done'")).length, { timeout: 60_000, interval: 200 })
      .toBe(0);
    const received = countOf(catcher.mails.map((mail) => mail.id));
    expect(new Set(received.keys())).toEqual(new Set(ids));
    for (const id of confirmed) expect(received.get(id), id).toBe(1);
    // the held mail was never confirmed: the restarted process sent it, once
    expect(received.get(catcher.held[0]?.id ?? '')).toBe(1);
    expect(catcher.mails).toHaveLength(60);
    await second.stop();
  });
});
