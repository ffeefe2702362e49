import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { migrationList } from './db/migration-list.ts';
import { openDatabase } from './db/open-database.ts';
import type { ServerEnv } from './server-env.ts';

/** Opens the configured database (PostgreSQL or PGlite under DATA_DIR/pglite) and migrates it. */
export async function openServerDatabase(env: Pick<ServerEnv, 'dataDir' | 'databaseUrl'>): Promise<{ db: Database; applied: string[] }> {
  let dataDir: string | undefined;
  if (env.databaseUrl === undefined) {
    dataDir = join(env.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const db = await openDatabase({ dataDir, databaseUrl: env.databaseUrl });
  try {
    return { db, applied: await applyMigrations(db, migrationList) };
  } catch (error) {
    await db.close();
    throw error;
  }
}
