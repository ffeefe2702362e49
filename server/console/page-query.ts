/**
 * One SQL shape for every paged console table (sdk/contract/console/paging.ts): the page's rows
 * and the total in one round trip, sorted by a column the call allows (never by a name from the
 * request), with a stable tie-break so a row never shows on two pages.
 *
 *   const page = await pagedRows<OrderRow>(db, {
 *     from: 'payment_order o', where: ['o.status = $1'], params: ['paid'],
 *     columns: 'o.public_id, o.email, o.created_at', sortable: { created_at: 'o.created_at' },
 *     defaultSort: 'created_at', tieBreak: 'o.public_id',
 *   }, query);
 */
import { type PageOf, type PageQuery, PAGE_SIZE_DEFAULT } from '../../sdk/contract/console/index.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

export interface PagedSelect {
  /** `FROM` and joins. */
  readonly from: string;
  /** Conditions joined with AND, using `$1…` of `params`. */
  readonly where: readonly string[];
  readonly params: readonly unknown[];
  /** The selected columns. */
  readonly columns: string;
  /** Sort names the call accepts → the SQL expression each sorts by. */
  readonly sortable: Readonly<Record<string, string>>;
  readonly defaultSort: string;
  readonly defaultDir?: 'asc' | 'desc';
  /** A unique expression that orders rows of equal sort keys. */
  readonly tieBreak: string;
}

/** A page of rows of `select` as `query` asks (400 for a sort name the call does not offer). */
export async function pagedRows<Row extends object>(db: Queryable, select: PagedSelect, query: PageQuery): Promise<PageOf<Row>> {
  const page = query.page ?? 1;
  const size = query.size ?? PAGE_SIZE_DEFAULT;
  const sortName = query.sort ?? select.defaultSort;
  const sortBy = Object.hasOwn(select.sortable, sortName) ? select.sortable[sortName] : undefined;
  if (sortBy === undefined) throw new HttpError(400, { key: 'server.console.badSort', values: { sort: sortName } });
  const dir = (query.dir ?? select.defaultDir ?? 'asc') === 'desc' ? 'DESC' : 'ASC';
  const where = select.where.length === 0 ? '' : `WHERE ${select.where.map((part) => `(${part})`).join(' AND ')}`;
  const n = select.params.length;
  const rows = await db.query<Row & { total_rows: string | number }>(
    `SELECT ${select.columns}, count(*) OVER () AS total_rows
       FROM ${select.from} ${where}
      ORDER BY ${sortBy} ${dir} NULLS LAST, ${select.tieBreak} ${dir}
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...select.params, size, (page - 1) * size],
  );
  let total = Number(rows[0]?.total_rows ?? 0);
  if (rows.length === 0 && page > 1) {
    // past the last page: the window function saw no row, so count apart
    const [counted] = await db.query<{ total_rows: string | number }>(`SELECT count(*) AS total_rows FROM ${select.from} ${where}`, select.params);
    total = Number(counted?.total_rows ?? 0);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the row less the window's count is the Row the caller selected
  const items = rows.map(({ total_rows: _total, ...row }) => row as unknown as Row);
  return { items, total, page, size };
}

/** `%text%` for ILIKE, with the pattern's own wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
