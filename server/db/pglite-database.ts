import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

// PGlite answers `{ rows }` typed by the caller: the row type is the caller's promise about
// its own SQL, exactly as with pg.
function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite, WASM): persistent under `dataDir`, in memory without one.
 * One connection: every query and transaction is serialised.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pglite = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await pglite.waitReady;
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
