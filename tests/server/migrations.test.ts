/**
 * The schema across restarts: a persistent PGlite in a temp dir is migrated once, keeps its
 * data when the server stops and starts again, and a second start applies nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../server/db/migrate.ts';
import { migrationList } from '../../server/db/migration-list.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { login, registerConfirmed } from './account-steps.ts';
import { startTestServer } from './test-server.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'racekit-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('migrations', () => {
  it('keeps accounts and sessions across a restart and applies each migration once', async () => {
    const first = await startTestServer({ dataDir });
    const { token } = await registerConfirmed(first, 'kept@example.com');
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      expect((await login(second, 'kept@example.com')).status).toBe(200);
      expect((await second.api('POST', '/api/auth/history', { token, body: {} })).status).toBe(200);
      const versions = await second.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((row) => row.version)).toEqual(migrationList.map((migration) => migration.version));
      expect(await applyMigrations(second.db, migrationList)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('applies migrations in order, each with its record, and refuses a list out of order', async () => {
    const db = await openDatabase({});
    try {
      const steps = [
        { version: '001', name: 'one', sql: 'CREATE TABLE one (id integer PRIMARY KEY);' },
        { version: '002', name: 'two', sql: 'CREATE TABLE two (one_id integer REFERENCES one (id));' },
      ];
      expect(await applyMigrations(db, steps)).toEqual(['001', '002']);
      expect(await applyMigrations(db, steps)).toEqual([]);
      await expect(applyMigrations(db, [...steps].reverse())).rejects.toThrow(/in order/);

      // A failing migration leaves neither its changes nor its record.
      const broken = { version: '003', name: 'broken', sql: 'CREATE TABLE three (id integer); SELECT no_such_column FROM one;' };
      await expect(applyMigrations(db, [...steps, broken])).rejects.toThrow();
      const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE tablename = 'three'");
      expect(tables).toEqual([]);
      const records = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(records.map((row) => row.version)).toEqual(['001', '002']);
    } finally {
      await db.close();
    }
  });
});
