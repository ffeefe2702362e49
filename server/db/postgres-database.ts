import pg from 'pg';
import type { Database, Queryable } from './database.ts';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      // pg types rows as `any`; the row type is the caller's promise about its own SQL.
      const rows: Row[] = result.rows;
      return rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

// int8 (count(*), sums) arrives as text by default; every count of ours fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => Number(text));
// numeric too: money and discounts are far below 2^53, and PGlite answers numbers as well.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (text) => Number(text));

/**
 * PostgreSQL through a pg pool. A transaction takes one client from the pool and runs
 * BEGIN … COMMIT on it (ROLLBACK when the work throws), so its statements never mix with
 * other requests'.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool: log it, never crash.
  pool.on('error', (error) => console.error('postgres pool:', error.message));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...queryable(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
