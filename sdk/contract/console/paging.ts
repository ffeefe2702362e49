/**
 * Server-side paging for the console's tables (a race has 20,000 participants): every list call
 * takes the same query part and answers the same envelope, so one table component and one SQL
 * helper (server/console/page-query.ts) serve them all.
 *
 *   GET /api/console/orders?page=2&size=50&sort=created_at&dir=desc&q=smirnova
 *   → { items: [...], total: 1234, page: 2, size: 50 }
 */
import { array, coerce, enums, integer, max, min, object, optional, string, type, type Infer, type Struct } from 'superstruct';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';

/** The largest page a list call answers. */
export const PAGE_SIZE_MAX = 200;
/** The page size when the query names none. */
export const PAGE_SIZE_DEFAULT = 50;

// a query string carries "2": coerce it to 2, then the bounds apply
const pageNumber = coerce(min(integer(), 1), string(), (text) => Number(text));
const pageSize = coerce(max(min(integer(), 1), PAGE_SIZE_MAX), string(), (text) => Number(text));

/** The paging part of a list call's query; `sort` names one of the call's own sortable columns. */
export const PageQueryFields = {
  page: optional(pageNumber),
  size: optional(pageSize),
  sort: optional(limitedText(TEXT_MAX.id)),
  dir: optional(enums(['asc', 'desc'])),
  q: optional(limitedText(TEXT_MAX.search)),
};
export const PageQuery = object(PageQueryFields);
export type PageQuery = Infer<typeof PageQuery>;

/** A page of `item`s and how many there are in all. */
export const Page = <T, S>(item: Struct<T, S>) => type({ items: array(item), total: integer(), page: integer(), size: integer() });
export interface PageOf<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}
