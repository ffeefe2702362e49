/**
 * The same server on real PostgreSQL (DATABASE_URL), where requests run concurrently: the
 * pg adapter's transactions, the migration lock, the row locks that keep counters exact
 * when requests race, and a social sign-in's state taken once (PGlite serialises everything, so only here can a race show).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { PASSWORD, login, registerConfirmed, smsCode } from './account-steps.ts';
import { startPgClusterIfInstalled, type PgCluster } from './postgres/pg-cluster.ts';
import { codeInvalid, passStandIn, startSocial } from './social-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const cluster: PgCluster | undefined = await startPgClusterIfInstalled();
let server: TestServer;

beforeAll(async () => {
  if (cluster !== undefined) server = await startTestServer({ databaseUrl: cluster.url('postgres') });
});
afterAll(async () => {
  await server?.close();
  await cluster?.stop();
});
beforeEach(async () => {
  if (cluster !== undefined) await server.reset();
});

describe.skipIf(cluster === undefined)('on PostgreSQL', () => {
  it('runs the e-mail account flow', async () => {
    expect((await server.api('GET', '/api/health')).body).toEqual({ ok: true, database: 'postgres' });
    await registerConfirmed(server, 'pg@example.com');
    const answer = await login(server, 'pg@example.com');
    expect(answer.status).toBe(200);
  });

  it('rolls a transaction back on one connection when its work throws', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query("INSERT INTO newsletter_subscription (email, created_at) VALUES ('gone@example.com', now())");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await server.db.query('SELECT * FROM newsletter_subscription')).toEqual([]);
  });

  it('counts racing wrong passwords exactly: 4 refusals, then the lock', async () => {
    await registerConfirmed(server, 'race@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(server, 'race@example.com', 'Wrong1')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    expect((await login(server, 'race@example.com', PASSWORD)).status).toBe(429);
  });

  it('spends a racing SMS code after exactly 5 wrong attempts', async () => {
    const code = await smsCode(server, '+7 (912) 111-22-33', true);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => server.api('POST', '/api/user/phone', { body: { phone: '+7 (912) 111-22-33', phone_code: wrong } })),
    );
    const messages = answers.map((answer) => answer.message);
    expect(messages.filter((message) => message === 'Неверный код')).toHaveLength(4);
    expect(messages.filter((message) => message === 'Превышено число попыток ввода кода. Запросите новый код')).toHaveLength(1);
    expect(messages.filter((message) => message === 'Сначала запросите код')).toHaveLength(2);
  });

  it('registers a racing e-mail once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.api('POST', '/api/user', { body: { email: 'same@example.com', password: PASSWORD } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others wait for the address's one send a minute (issue 28: no 'already registered').
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(await server.db.query("SELECT 1 FROM app_user WHERE email = 'same@example.com'")).toHaveLength(1);
  });

  it('takes a racing social sign-in state once, whatever code comes with it', async () => {
    const { url, state } = await startSocial(server, 'vk');
    // 20 codes of the stand-in for the same state (and PKCE challenge), sent at once.
    const codes = await Promise.all(Array.from({ length: 20 }, () => passStandIn(url, { email: 'racer@example.com' })));
    const answers = await Promise.all(codes.map(({ code }) => server.api('POST', '/api/user/vk', { body: { code, state } })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.message === codeInvalid)).toHaveLength(19);
    expect(await server.db.query('SELECT 1 FROM social_account')).toHaveLength(1);
  });

  it('applies each migration once when two servers start together', async () => {
    const url = cluster?.url('racing') ?? '';
    await server.db.query('DROP DATABASE IF EXISTS racing');
    await server.db.query('CREATE DATABASE racing');
    const [first, second] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    try {
      const steps = [
        { version: '001', name: 'one', sql: 'CREATE TABLE one (id integer PRIMARY KEY);' },
        { version: '002', name: 'two', sql: 'CREATE TABLE two (id integer PRIMARY KEY);' },
      ];
      const applied = await Promise.all([applyMigrations(first, steps), applyMigrations(second, steps)]);
      expect(applied.flat().sort()).toEqual(['001', '002']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
