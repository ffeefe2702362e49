import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/database.ts';
import { applyMigrations, pendingMigrations } from './db/migrate.ts';
import { migrationList } from './db/migration-list.ts';
import { openDatabase } from './db/open-database.ts';
import { ServerEnvError, type ServerEnv } from './server-env.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * PGlite serves one process: a second one on the same files would keep a database of its own
 * (an account registered on one missing on the other). The first takes DATA_DIR/pglite.lock
 * (its pid); a start while that process lives is refused, a lock left by a dead one is taken over.
 */
async function lockPglite(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'pglite.lock');
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new ServerEnvError(`DATA_DIR ${dataDir} is in use by process ${holder}: PGlite serves one process; run several on PostgreSQL (DATABASE_URL=postgresql://…)`);
    }
    await rm(file, { force: true });
  }
}

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
  let unlock = () => Promise.resolve();
  if (env.databaseUrl === undefined) {
    await mkdir(env.dataDir, { recursive: true });
    unlock = await lockPglite(env.dataDir);
    dataDir = join(env.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const opened = await openDatabase({ dataDir, databaseUrl: env.databaseUrl }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db: Database = { ...opened, close: () => opened.close().finally(unlock) };
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
