import type { Queryable } from '../db/database.ts';

/**
 * `tx` with its statements queued one after another. A transaction is one connection, and pg
 * deprecates a second query sent while one runs (catalogue readers such as loadFormats send
 * several with Promise.all, which is right on the pool but not on a transaction's client).
 */
export function serialQueries(tx: Queryable): Queryable {
  let last: Promise<unknown> = Promise.resolve();
  const queue = <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    query: (sql, params) => queue(() => tx.query(sql, params)),
    exec: (sql) => queue(() => tx.exec(sql)),
  };
}
