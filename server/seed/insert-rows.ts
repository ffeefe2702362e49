import type { Queryable } from '../db/database.ts';

/** A value for a jsonb column: sent as JSON text (a JS array would become a SQL array). */
export class Json {
  constructor(readonly value: unknown) {}
}

/** Wraps `value` for a jsonb column. */
export const json = (value: unknown): Json => new Json(value);

export type Row = Readonly<Record<string, unknown>>;

// PostgreSQL allows 65535 parameters per statement; stay well below.
const MAX_PARAMS = 10_000;

/**
 * Inserts `rows` into `table` with as few multi-row INSERTs as the parameter limit allows.
 * Every row must have the same keys (the first row names the columns). Used by the seed
 * inside one transaction, so a thousand rows cost a handful of statements.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const keys = Object.keys(row);
      if (keys.length !== columns.length || keys.some((key) => !columns.includes(key))) {
        throw new Error(`insertRows(${table}): every row needs exactly the columns ${columns.join(', ')}`);
      }
      const cells = columns.map((column) => {
        const value = row[column];
        if (value instanceof Json) {
          params.push(JSON.stringify(value.value));
          return `$${params.length}::jsonb`;
        }
        params.push(value === undefined ? null : value);
        return `$${params.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
