/**
 * Shop categories for the console (sdk/contract/console/shop.ts): a guarded UPDATE per edit, a
 * slug taken is 409, and the goods shown in the category are read back through the public shop
 * query (the category's title is part of every product the shop answers).
 */
import type { CategoryCreate, CategoryUpdate, ConsoleShopCategory } from '../../sdk/contract/console/index.ts';
import { notFound, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { idTaken, newPublicId, setClause } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';
import { withEnglishOrNull } from './goods-values.ts';
import { checkProductShows } from './product-writes.ts';

type CategoryRow = Omit<ConsoleShopCategory, 'product_count'> & { readonly product_count: unknown };

export const CATEGORY_COLUMNS =
  'c.public_id, c.slug, c.title, c.title_en, c.sort, c.version, (SELECT count(*) FROM product p WHERE p.category_id = c.public_id) AS product_count';

export const toConsoleCategory = (row: CategoryRow): ConsoleShopCategory => ({ ...row, product_count: numberOf(row.product_count) });

export async function requireConsoleCategory(db: Queryable, id: string): Promise<ConsoleShopCategory> {
  const [row] = await db.query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM shop_category c WHERE c.public_id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.categoryNotFound');
  return toConsoleCategory(row);
}

async function checkSlugFree(tx: Queryable, slug: string, id: string): Promise<void> {
  const [taken] = await tx.query('SELECT 1 FROM shop_category WHERE slug = $1 AND public_id <> $2', [slug, id]);
  if (taken !== undefined) throw new HttpError(409, { key: 'server.console.slugTaken', values: { slug } }, { field: 'slug' });
}

const CATEGORY_EDITABLE = ['slug', 'title', 'title_en', 'sort'] as const;

export async function createCategory(tx: Queryable, actor: AuditActor, input: CategoryCreate, now: Date): Promise<ConsoleShopCategory> {
  const { public_id: wanted, ...fields } = withEnglishOrNull(input);
  const id = wanted ?? newPublicId('cat');
  const [taken] = await tx.query('SELECT 1 FROM shop_category WHERE public_id = $1', [id]);
  if (taken !== undefined) throw idTaken(id);
  await checkSlugFree(tx, fields.slug, id);
  const set = setClause(fields, CATEGORY_EDITABLE, 2);
  await tx.query(`INSERT INTO shop_category (public_id, ${set.names.join(', ')}) VALUES ($1, ${set.placeholders.join(', ')})`, [id, ...set.values]);
  const after = await requireConsoleCategory(tx, id);
  await recordAudit(tx, actor, { action: 'category.create', entity: 'shop_category', entityId: id, after }, now);
  return after;
}

export async function updateCategory(tx: Queryable, actor: AuditActor, id: string, input: CategoryUpdate, now: Date): Promise<ConsoleShopCategory> {
  const { version, ...fields } = withEnglishOrNull(input);
  const before = await requireConsoleCategory(tx, id);
  if (fields.slug !== undefined) await checkSlugFree(tx, fields.slug, id);
  const set = setClause(fields, CATEGORY_EDITABLE, 3);
  const updated = await tx.query(
    `UPDATE shop_category SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  const [first] = await tx.query<{ public_id: string }>('SELECT public_id FROM product WHERE category_id = $1 AND NOT hidden LIMIT 1', [id]);
  if (first !== undefined) await checkProductShows(tx, first.public_id);
  const after = await requireConsoleCategory(tx, id);
  await recordAudit(tx, actor, { action: 'category.update', entity: 'shop_category', entityId: id, before, after }, now);
  return after;
}

/**
 * The category a certificate goes into when none is named: the one with slug `certificates`,
 * made (and audited) on the first certificate when missing, titled in both languages.
 */
export async function certificateCategory(tx: Queryable, actor: AuditActor, titles: { readonly ru: string; readonly en: string }, now: Date): Promise<string> {
  const [found] = await tx.query<{ public_id: string }>("SELECT public_id FROM shop_category WHERE slug = 'certificates'");
  if (found !== undefined) return found.public_id;
  const [free] = await tx.query("SELECT 1 FROM shop_category WHERE public_id = 'cat-certificates'");
  const made = await createCategory(tx, actor, { public_id: free === undefined ? 'cat-certificates' : newPublicId('cat'), slug: 'certificates', title: titles.ru, title_en: titles.en }, now);
  return made.public_id;
}
