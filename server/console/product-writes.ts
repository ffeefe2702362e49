/**
 * Shop goods and gift certificates for the console (issue 25 §2; sdk/contract/console/shop.ts,
 * certificates.ts): both are `product` rows, told apart by `kind`, and written here inside the
 * caller's transaction — a guarded UPDATE per edit (`version` as read), the record read back
 * through the public shop query (product-queries.ts) and checked against `Product` while it is
 * shown, and an audit entry.
 *
 * Stock is what is left (payments take from it with a guarded `count - n`,
 * server/payment/stock-holds.ts), so a stock change is a delta applied by one guarded UPDATE
 * (`count + delta >= 0`) under the row's lock: a sale racing with it is counted once, and no
 * decrease can take more than is left (409 naming what is left).
 */
import type { ConsoleProduct, ProductCreate, ProductStockChange, ProductUpdate, SizeAdd } from '../../sdk/contract/console/index.ts';
import { Product } from '../../sdk/contract/schemas/index.ts';
import { loadProducts } from '../catalogue/product-queries.ts';
import { notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';
import { requireIds, withEnglishOrNull } from './goods-values.ts';

export type ProductKind = ConsoleProduct['kind'];
type ProductRow = Omit<ConsoleProduct, 'sizes'> & { readonly sizes: ConsoleProduct['sizes'] | string };

export const PRODUCT_FROM = 'product p JOIN shop_category c ON c.public_id = p.category_id';
export const PRODUCT_COLUMNS = `p.public_id, p.kind, p.category_id, c.title AS category_title, p.title, p.title_en, p.description, p.description_en,
  p.price, p.old_price, p.gender, p.group_name, p.group_name_en, p.subgroup_name, p.subgroup_name_en, p.picture, p.stock,
  p.hero, p.hero_preview, p.on_home, p.in_basket_offer, p.delivery, p.hidden, p.sort, p.version,
  COALESCE((SELECT json_agg(json_build_object('public_id', s.public_id, 'name', s.name, 'count', s.count, 'sort', s.sort) ORDER BY s.sort, s.name)
              FROM product_size s WHERE s.product_id = p.public_id), '[]'::json) AS sizes,
  ARRAY(SELECT o.event_city_id FROM event_city_product o WHERE o.product_id = p.public_id ORDER BY o.event_city_id) AS event_city_ids`;

// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- json_agg of product_size rows, built above in ConsoleProductSize's shape
const sizesOf = (sizes: ProductRow['sizes']): ConsoleProduct['sizes'] => (typeof sizes === 'string' ? (JSON.parse(sizes) as ConsoleProduct['sizes']) : sizes);

export const toConsoleProduct = (row: ProductRow): ConsoleProduct => ({ ...row, sizes: sizesOf(row.sizes) });

const notFoundOf = (kind: ProductKind) => notFound(kind === 'certificate' ? 'server.console.certificateNotFound' : 'server.console.productNotFound');

/** The product `id` of `kind` (404 for none, or one of the other kind). */
export async function requireConsoleProduct(db: Queryable, id: string, kind: ProductKind): Promise<ConsoleProduct> {
  const [row] = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.public_id = $1 AND p.kind = $2`, [id, kind]);
  if (row === undefined) throw notFoundOf(kind);
  return toConsoleProduct(row);
}

/** Refuses (400 naming the field) a shown product the public shop calls could not show. */
export async function checkProductShows(tx: Queryable, id: string): Promise<void> {
  for (const language of LANGUAGES) {
    const [product] = await loadProducts(tx, language, 'p.public_id = $1', [id]);
    // a hidden product is shown nowhere; it is checked when it is shown again
    if (product !== undefined) mustShow(product, Product, 'product');
  }
}

/** The event cities whose buyers are offered the product become `ids`. */
async function setOffers(tx: Queryable, id: string, ids: readonly string[] | undefined): Promise<void> {
  if (ids === undefined) return;
  await requireIds(tx, 'event_city', ids, 'event_city_ids');
  await tx.query('DELETE FROM event_city_product WHERE product_id = $1 AND NOT (event_city_id = ANY($2))', [id, ids]);
  await tx.query(
    `INSERT INTO event_city_product (event_city_id, product_id, sort)
       SELECT c, $1, COALESCE((SELECT max(sort) + 1 FROM event_city_product WHERE event_city_id = c), 0) FROM unnest($2::text[]) AS c
     ON CONFLICT DO NOTHING`,
    [id, ids],
  );
}

const sizeTaken = (name: string) => new HttpError(409, { key: 'server.console.sizeTaken', values: { name } }, { field: 'name' });

const PRODUCT_EDITABLE = [
  'category_id',
  'title',
  'title_en',
  'description',
  'description_en',
  'price',
  'old_price',
  'gender',
  'group_name',
  'group_name_en',
  'subgroup_name',
  'subgroup_name_en',
  'picture',
  'hero',
  'hero_preview',
  'on_home',
  'in_basket_offer',
  'delivery',
  'hidden_delivery',
  'hidden',
  'sort',
  'kind',
  'stock',
] as const;

/** What a created product is, with the fields its kind fixes (a certificate: no sizes, no delivery). */
export type ProductInput = ProductCreate & { readonly hidden_delivery?: boolean };

/** Adds a product of `kind`: with `sizes` (each with its stock) or one `stock`, never both. */
export async function createProduct(tx: Queryable, actor: AuditActor, kind: ProductKind, input: ProductInput, now: Date): Promise<ConsoleProduct> {
  const { public_id: wanted, sizes, event_city_ids: offers, ...fields } = withEnglishOrNull(input);
  if ((sizes === undefined) === (fields.stock === undefined)) throw badRequest('server.console.stockOrSizes', { field: 'stock' });
  const names = new Set<string>();
  for (const each of sizes ?? []) {
    const name = each.name.trim();
    if (names.has(name.toLowerCase())) throw sizeTaken(name);
    names.add(name.toLowerCase());
  }
  const id = wanted ?? newPublicId(kind === 'certificate' ? 'cert' : 'p');
  const [taken] = await tx.query('SELECT 1 FROM product WHERE public_id = $1', [id]);
  if (taken !== undefined) throw idTaken(id);
  await requireIds(tx, 'shop_category', [fields.category_id], 'category_id');
  const set = setClause({ ...fields, kind, stock: fields.stock ?? null }, PRODUCT_EDITABLE, 2);
  await tx.query(`INSERT INTO product (public_id, ${set.names.join(', ')}) VALUES ($1, ${set.placeholders.join(', ')})`, [id, ...set.values]);
  if (sizes !== undefined) {
    await tx.query(
      `INSERT INTO product_size (public_id, product_id, name, count, sort)
         SELECT s.id, $1, s.name, s.count, s.n - 1 FROM unnest($2::text[], $3::text[], $4::integer[]) WITH ORDINALITY AS s(id, name, count, n)`,
      [id, sizes.map(() => newPublicId('ps')), sizes.map((each) => each.name.trim()), sizes.map((each) => each.count)],
    );
  }
  await setOffers(tx, id, offers);
  await checkProductShows(tx, id);
  const after = await requireConsoleProduct(tx, id, kind);
  await recordAudit(tx, actor, { action: `${kind === 'certificate' ? 'certificate' : 'product'}.create`, entity: 'product', entityId: id, after }, now);
  return after;
}

/** Edits a product of `kind` read at `version`, but its stock. */
export async function updateProduct(
  tx: Queryable,
  actor: AuditActor,
  kind: ProductKind,
  id: string,
  input: Omit<ProductUpdate, 'category_id'> & { readonly category_id?: string | undefined },
  now: Date,
): Promise<ConsoleProduct> {
  const { version, event_city_ids: offers, ...fields } = withEnglishOrNull(input);
  const before = await requireConsoleProduct(tx, id, kind);
  if (fields.category_id !== undefined) await requireIds(tx, 'shop_category', [fields.category_id], 'category_id');
  const set = setClause(fields, PRODUCT_EDITABLE, 4);
  const updated = await tx.query(
    `UPDATE product SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND kind = $2 AND version = $3 RETURNING 1`,
    [id, kind, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  await setOffers(tx, id, offers);
  await checkProductShows(tx, id);
  const after = await requireConsoleProduct(tx, id, kind);
  await recordAudit(tx, actor, { action: `${kind === 'certificate' ? 'certificate' : 'product'}.update`, entity: 'product', entityId: id, before, after }, now);
  return after;
}

/** Bumps the version read (409 when it moved): a stock change or a new size is an edit of the record. */
async function bumpVersion(tx: Queryable, id: string, kind: ProductKind, version: number): Promise<void> {
  const bumped = await tx.query('UPDATE product SET version = version + 1 WHERE public_id = $1 AND kind = $2 AND version = $3 RETURNING 1', [id, kind, version]);
  if (bumped.length === 0) throw staleVersion();
}

const stockOf = (product: ConsoleProduct) => ({ stock: product.stock, sizes: product.sizes.map(({ name, count }) => ({ name, count })) });

/** Moves what is left by `delta`, of one size or of a product without sizes; never below zero (409). */
export async function changeProductStock(tx: Queryable, actor: AuditActor, kind: ProductKind, id: string, change: ProductStockChange, now: Date): Promise<ConsoleProduct> {
  const before = await requireConsoleProduct(tx, id, kind);
  await bumpVersion(tx, id, kind, change.version);
  const sizeId = change.size_id;
  if (sizeId === undefined && before.stock === null) throw badRequest('server.console.sizesHoldStock', { field: 'size_id' });
  if (sizeId !== undefined && !before.sizes.some((size) => size.public_id === sizeId)) {
    throw badRequest({ key: 'server.console.unknownReference', values: { field: 'size_id', id: sizeId } }, { field: 'size_id' });
  }
  const moved =
    sizeId === undefined
      ? await tx.query('UPDATE product SET stock = stock + $2 WHERE public_id = $1 AND stock IS NOT NULL AND stock + $2 >= 0 RETURNING stock AS left', [id, change.delta])
      : await tx.query('UPDATE product_size SET count = count + $3 WHERE public_id = $1 AND product_id = $2 AND count + $3 >= 0 RETURNING count AS left', [
          sizeId,
          id,
          change.delta,
        ]);
  if (moved.length === 0) {
    const [row] =
      sizeId === undefined
        ? await tx.query<{ left: number }>('SELECT stock AS left FROM product WHERE public_id = $1', [id])
        : await tx.query<{ left: number }>('SELECT count AS left FROM product_size WHERE public_id = $1', [sizeId]);
    throw new HttpError(409, { key: 'server.console.stockBelowZero', values: { left: String(row?.left ?? 0) } }, { field: 'delta' });
  }
  const after = await requireConsoleProduct(tx, id, kind);
  await recordAudit(
    tx,
    actor,
    { action: `${kind === 'certificate' ? 'certificate' : 'product'}.stock`, entity: 'product', entityId: id, before: stockOf(before), after: { ...stockOf(after), size_id: sizeId ?? null, delta: change.delta } },
    now,
  );
  return after;
}

/** Adds a size with its stock to a good whose sizes hold its stock. */
export async function addProductSize(tx: Queryable, actor: AuditActor, id: string, input: SizeAdd, now: Date): Promise<ConsoleProduct> {
  const before = await requireConsoleProduct(tx, id, 'good');
  if (before.stock !== null) throw badRequest('server.console.noSizes', { field: 'name' });
  const name = input.name.trim();
  if (before.sizes.some((size) => size.name.toLowerCase() === name.toLowerCase())) throw sizeTaken(name);
  await bumpVersion(tx, id, 'good', input.version);
  await tx.query(
    `INSERT INTO product_size (public_id, product_id, name, count, sort)
       VALUES ($4, $1, $2, $3, COALESCE((SELECT max(sort) + 1 FROM product_size WHERE product_id = $1), 0))`,
    [id, name, input.count, newPublicId('ps')],
  );
  await checkProductShows(tx, id);
  const after = await requireConsoleProduct(tx, id, 'good');
  await recordAudit(tx, actor, { action: 'product.addSize', entity: 'product', entityId: id, before: stockOf(before), after: stockOf(after) }, now);
  return after;
}
