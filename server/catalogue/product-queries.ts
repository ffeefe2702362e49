/** Reading shop products in the contract's shape (sdk/contract/schemas/product.ts), in the request's language. */
import type { Language } from '../../sdk/config/index.ts';
import type { Product } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import { inLanguage } from './in-language.ts';

interface ProductRow {
  readonly public_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly description: string;
  readonly description_en: string | null;
  readonly price: number;
  readonly old_price: number | null;
  readonly picture: string | null;
  readonly gender: 'male' | 'female' | 'unisex';
  readonly group_name: string | null;
  readonly group_name_en: string | null;
  readonly subgroup_name: string | null;
  readonly subgroup_name_en: string | null;
  readonly kind: 'good' | 'certificate';
  readonly delivery: boolean;
  readonly category_id: string;
  readonly category_title: string;
  readonly category_title_en: string | null;
}

/**
 * Products chosen by `where` (SQL over `p`), ordered by `order`, at most `limit`, each with
 * its sizes and category. Hidden products are never listed.
 */
export async function loadProducts(
  db: Queryable,
  language: Language,
  where: string,
  params: readonly unknown[],
  order = 'p.sort, p.public_id',
  limit?: number,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT p.*, c.title AS category_title, c.title_en AS category_title_en
       FROM product p JOIN shop_category c ON c.public_id = p.category_id
      WHERE NOT p.hidden AND (${where})
      ORDER BY ${order}${limit === undefined ? '' : ` LIMIT ${Math.floor(limit)}`}`,
    params,
  );
  if (rows.length === 0) return [];
  const sizes = await db.query<{ product_id: string; public_id: string; name: string; count: number }>(
    'SELECT product_id, public_id, name, count FROM product_size WHERE product_id = ANY($1) ORDER BY sort, name',
    [rows.map((row) => row.public_id)],
  );
  return rows.map((row) => ({
    public_id: row.public_id,
    title: inLanguage(row.title, row.title_en, language),
    price: row.price,
    old_price: row.old_price,
    picture: row.picture,
    description: inLanguage(row.description, row.description_en, language),
    category: { title: inLanguage(row.category_title, row.category_title_en, language), public_id: row.category_id },
    group: inLanguage(row.group_name, row.group_name_en, language),
    subgroup: inLanguage(row.subgroup_name, row.subgroup_name_en, language),
    gender: row.gender,
    sizes: sizes.filter((size) => size.product_id === row.public_id).map(({ public_id, name, count }) => ({ public_id, name, count })),
    certificate: row.kind === 'certificate',
    delivery: row.delivery,
  }));
}
