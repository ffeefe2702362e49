/**
 * What every console catalogue write does before it commits (issue 25 §2): read the record back
 * through the public site's own query (server/catalogue/event-queries.ts, format-queries.ts)
 * and check it against the public call's response schema (sdk/contract/schemas/*).
 * A record the public site could not show is refused with a 400 naming the field, and the
 * transaction rolls back, so the site never receives what it cannot show.
 */
import { randomBytes } from 'node:crypto';
import { validate, type Struct } from 'superstruct';
import type { Language } from '../../sdk/config/index.ts';
import { HttpError, badRequest } from '../http/http-error.ts';

/**
 * The language the read-back is made in. One is enough: the English answer differs from the
 * Russian only in which of two texts fills a field (in-language.ts falls back to the Russian
 * one), never in the shape the schema checks; checking twice would double the import's time.
 */
export const LANGUAGES: readonly Language[] = ['ru'];

/** Throws a 400 naming the first field of `value` that `struct` (a public response schema) refuses. */
export function mustShow<T, S>(value: unknown, struct: Struct<T, S>, entity: string): void {
  const [error] = validate(value, struct);
  if (error === undefined) return;
  const failure = error.failures()[0] ?? error;
  const field = [entity, ...failure.path.map(String)].join('.');
  throw badRequest({ key: 'server.console.notShowable', values: { field } }, { field });
}

/** A new public_id: `ev-3f9a1c2b7d4e`. */
export const newPublicId = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

/** 409: a record with this public_id exists already. */
export const idTaken = (id: string, field = 'public_id') => new HttpError(409, { key: 'server.console.idTaken', values: { id } }, { field });

/** 400: `field` names a record that does not exist. */
export const unknownReference = (field: string, id: string | number) =>
  badRequest({ key: 'server.console.unknownReference', values: { field, id: String(id) } }, { field });

/** 400 when `low` > `high` (a count, age or number window). */
export function checkWindow(low: number | null | undefined, high: number | null | undefined, field: string): void {
  if (low !== null && low !== undefined && high !== null && high !== undefined && low > high) {
    throw badRequest({ key: 'server.console.windowReversed', values: { field } }, { field });
  }
}

/**
 * The fields of `patch` that are set, for a guarded UPDATE: `a = $3, b = $4::jsonb` (an empty
 * `sql` when none is). `json` names the jsonb columns, which take their JSON text.
 */
export function setClause(
  patch: object,
  columns: readonly string[],
  first: number,
  json: readonly string[] = [],
): { sql: string; values: unknown[]; names: string[]; placeholders: string[] } {
  const entries = new Map<string, unknown>(Object.entries(patch));
  const names = columns.filter((column) => entries.get(column) !== undefined);
  const placeholders = names.map((name, index) => `$${first + index}${json.includes(name) ? '::jsonb' : ''}`);
  return {
    sql: names.map((name, index) => `${name} = ${placeholders[index] ?? ''}`).join(', '),
    values: names.map((name) => (json.includes(name) ? JSON.stringify(entries.get(name)) : entries.get(name))),
    names,
    placeholders,
  };
}
