import type { Database } from './database.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';

/** Where the data lives. */
export interface DatabaseOptions {
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  readonly dataDir?: string | undefined;
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  readonly databaseUrl?: string | undefined;
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}
