/**
 * The API served over a database of a real PostgreSQL cluster (pg-cluster.ts): createApp with
 * DATABASE_URL's driver (a pool of 10 connections, as in production), migrated and filled
 * with the test catalogue, on 127.0.0.1 at a free port. Requests go over real HTTP.
 */
import type { ServerMode } from '../../../server/app-deps.ts';
import { createApp } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { applyMigrations } from '../../../server/db/migrate.ts';
import { migrationList } from '../../../server/db/migration-list.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { listen } from '../../../server/listen.ts';
import { seedShop } from '../support-shop.ts';
import { callApi, type ApiAnswer, type ApiRequest } from '../test-server.ts';
import type { PgCluster } from './pg-cluster.ts';

export interface PgTestServer {
  readonly url: string;
  readonly db: Database;
  api(method: string, path: string, request?: ApiRequest): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** Serves the API over a new database `name` of `cluster`, seeded with the test catalogue. */
export async function startPgServer(cluster: PgCluster, name: string, mode: ServerMode = 'test'): Promise<PgTestServer> {
  const db = await openDatabase({ databaseUrl: await cluster.createDatabase(name) });
  if (db.kind !== 'postgres') throw new Error('expected PostgreSQL');
  await applyMigrations(db, migrationList);
  await seedShop(db, new Date());
  const app = createApp({ mode, log: () => undefined, db });
  const server = await listen(app, '127.0.0.1', 0);
  return {
    url: server.url,
    db,
    api: (method, path, request = {}) => callApi(server.url, method, path, request),
    async close() {
      await server.close();
      await db.close();
    },
  };
}
