import type { Database } from './database.ts';
import type { Migration } from './migration.ts';

// One number for the advisory lock of the migration runner: two servers starting at once
// against the same PostgreSQL apply each migration exactly once.
const MIGRATION_LOCK = 7_406_211;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own
 * transaction together with its record. Safe to run on every start. Answers the versions it
 * applied now.
 */
export async function applyMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const versions = migrations.map((migration) => migration.version);
  const sorted = [...versions].sort();
  if (sorted.some((version, index) => version !== versions[index]) || new Set(versions).size !== versions.length) {
    throw new Error(`migrations must be listed once each, in order of version: ${versions.join(', ')}`);
  }
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can still collide.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** The versions of `migrations` not yet recorded in `schema_migrations` (all of them on an empty database). */
export async function pendingMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const [table] = await db.query<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found");
  if (table?.found === null || table?.found === undefined) return migrations.map((migration) => migration.version);
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  return migrations.map((migration) => migration.version).filter((version) => !done.has(version));
}
