import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { applyMigrations, pendingMigrations } from './db/migrate.ts';
import { migrationList } from './db/migration-list.ts';
import { openDatabase } from './db/open-database.ts';
import { ServerEnvError, type ServerEnv } from './server-env.ts';

/**
 * Opens the configured database (PostgreSQL or PGlite under DATA_DIR/pglite) and migrates it —
 * unless `migrate` is false (a production start without MIGRATE_ON_START=1): then pending
 * migrations refuse the start, to be applied apart with `npm run migrate` (docs/deploy.md, "Upgrade").
 */
export async function openServerDatabase(
  env: Pick<ServerEnv, 'dataDir' | 'databaseUrl'>,
  migrate = true,
): Promise<{ db: Database; applied: string[] }> {
  let dataDir: string | undefined;
  if (env.databaseUrl === undefined) {
    dataDir = join(env.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const db = await openDatabase({ dataDir, databaseUrl: env.databaseUrl });
  try {
    if (!migrate) {
      const pending = await pendingMigrations(db, migrationList);
      if (pending.length > 0) {
        throw new ServerEnvError(
          `the database has migrations not applied (${pending.join(', ')}): run npm run migrate first, or set MIGRATE_ON_START=1 to apply them at start`,
        );
      }
      return { db, applied: [] };
    }
    return { db, applied: await applyMigrations(db, migrationList) };
  } catch (error) {
    await db.close();
    throw error;
  }
}
