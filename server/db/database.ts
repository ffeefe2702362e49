/**
 * The seam between the server and its database. Two implementations share it: embedded
 * PGlite (data under DATA_DIR, the default) and PostgreSQL through a pg pool (DATABASE_URL).
 * SQL is PostgreSQL everywhere, with `$1, $2…` parameters.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws. Every state change of the API goes through here.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** `pglite` serialises everything; `postgres` has real concurrency (and real races). */
  readonly kind: 'pglite' | 'postgres';
  /** The pool's connections (PostgreSQL; /metrics): open, idle, and requests waiting for one. */
  poolStats?(): { readonly total: number; readonly idle: number; readonly waiting: number };
  close(): Promise<void>;
}
