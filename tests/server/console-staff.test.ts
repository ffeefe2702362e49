/**
 * Who may enter the console (issue 25 §1) and the audit log (§8):
 * - `npm run organiser:add` (the real command, in its own process) creates or promotes an
 *   account and prints a one-time link on PUBLIC_URL that signs into it once;
 * - GET /api/console/audit pages the log on the server, newest first.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/console/audit-log.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'racekit-organiser-add-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function organiserAdd(...args: string[]): { status: number | null; out: string; err: string } {
  const run = spawnSync('npx', ['tsx', 'server/console/organiser-add-command.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PUBLIC_URL: 'https://race.example', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run organiser:add', () => {
  it('refuses a missing or bad e-mail and a role that is not one', () => {
    expect(organiserAdd().err).toContain('organiser:add: an --email is needed');
    expect(organiserAdd('--email', 'not-an-address').err).toContain('"not-an-address" is not an e-mail address');
    const badRole = organiserAdd('--email', 'boss@race.example', '--role', 'admin');
    expect(badRole.status).toBe(1);
    expect(badRole.err).toContain('--role must be organiser or staff, not "admin"');
  });

  it('creates the account, prints a link on PUBLIC_URL, and the link signs into it once', async () => {
    const run = organiserAdd('--email', ' Boss@Race.Example ');
    expect(run.status, run.err).toBe(0);
    expect(run.out).toContain('created the account of boss@race.example as organiser');
    const link = /^https:\/\/race\.example\/token\/([^?\s]+)\?next=%2Fconsole$/m.exec(run.out);
    expect(link, run.out).not.toBeNull();
    const unknownEvent = organiserAdd('--email', 'boss@race.example', '--role', 'staff', '--event', 'ev-nowhere');
    expect(unknownEvent.status).toBe(1);
    expect(unknownEvent.err).toContain('organiser:add: no event ev-nowhere');
    const again = organiserAdd('--email', 'boss@race.example', '--role', 'staff');
    expect(again.out).toContain('updated the account of boss@race.example as staff');

    const server = await startTestServer({ dataDir: join(dataDir, 'pglite') });
    try {
      const signedIn = await server.api('PUT', '/api/auth/link', { body: { token: decodeURIComponent(link?.[1] ?? '') } });
      expect(signedIn.status, signedIn.message).toBe(200);
      const { token } = signedIn.body as { token: string };
      const me = await server.api('GET', '/api/console/me', { token });
      expect(me.body).toMatchObject({ email: 'boss@race.example', staff_role: 'staff' });
      expect((await server.api('PUT', '/api/auth/link', { body: { token: decodeURIComponent(link?.[1] ?? '') } })).status).not.toBe(200);
    } finally {
      await server.close();
    }
  }, 240_000);
});

describe('GET /api/console/audit', () => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
    token = (signedIn.body as { token: string }).token;
  });
  afterAll(() => server.close());

  it('pages the log newest first, narrows to one record, and refuses an unknown sort', async () => {
    const [user] = await server.db.query<{ public_id: string }>("SELECT public_id FROM app_user WHERE email = 'organiser@racekit.demo'");
    const auth = { user: { public_id: user?.public_id ?? '', email: 'organiser@racekit.demo' }, sessionId: 0 };
    for (let index = 1; index <= 7; index += 1) {
      await recordAudit(server.db, auth as Parameters<typeof recordAudit>[1], { action: 'format.update', entity: 'format', entityId: `f-${index % 3}`, before: { price: index }, after: { price: index + 1 } }, new Date(Date.UTC(2026, 10, index)));
    }
    const first = await server.api('GET', '/api/console/audit?size=3', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 7, page: 1, size: 3 });
    const items = (first.body as { items: { entity_id: string; before: unknown; at: string }[] }).items;
    expect(items.map((item) => item.at)).toEqual(['2026-11-07T00:00:00.000Z', '2026-11-06T00:00:00.000Z', '2026-11-05T00:00:00.000Z']);
    expect(items[0]).toMatchObject({ actor_email: 'organiser@racekit.demo', before: { price: 7 }, after: { price: 8 } });
    const third = await server.api('GET', '/api/console/audit?size=3&page=3', { token });
    expect((third.body as { items: unknown[] }).items).toHaveLength(1);
    const past = await server.api('GET', '/api/console/audit?size=3&page=9', { token });
    expect(past.body).toMatchObject({ items: [], total: 7 });
    const one = await server.api('GET', '/api/console/audit?entity=format&entity_id=f-1', { token });
    expect(one.body).toMatchObject({ total: 3 });
    const badSort = await server.api('GET', '/api/console/audit?sort=password_hash', { token });
    expect(badSort.status).toBe(400);
    expect((await server.api('GET', '/api/console/audit?size=201', { token })).status).toBe(400);
  });
});
