/**
 * Small rules shared by the console's goods writes (insurance, shop goods, certificates).
 */
import type { Queryable } from '../db/database.ts';
import { unknownReference } from './catalogue-checks.ts';

/**
 * The patch with every English twin (`…_en`) that is empty stored as null, so the site shows the
 * Russian text in its place (server/catalogue/in-language.ts) rather than nothing.
 */
export function withEnglishOrNull<T extends object>(patch: T): T {
  const entries = Object.entries(patch).map(([key, value]) => [key, key.endsWith('_en') && typeof value === 'string' && value.trim() === '' ? null : value]);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the same keys, each value of its own type or null where the type allows null
  return Object.fromEntries(entries) as T;
}

/** 400 naming `field` when one of `ids` is not a `public_id` of `table`. */
export async function requireIds(tx: Queryable, table: 'event_format' | 'event_city' | 'event_type' | 'shop_category', ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.query<{ public_id: string }>(`SELECT public_id FROM ${table} WHERE public_id = ANY($1)`, [[...new Set(ids)]]);
  const known = new Set(found.map((row) => row.public_id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw unknownReference(field, missing);
}
