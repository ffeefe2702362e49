/**
 * Insurance products (purchase.md §7, account.md §7): all active products, one product, the
 * products a format offers, and the formats of an event city that offer insurance (the third
 * step of the purchase popup). The user's own insurances are not read here.
 */
import type { InsuranceProduct } from '../../sdk/contract/schemas/index.ts';
import { insuranceCalls } from '../../sdk/contract/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { findEventCity } from './event-queries.ts';
import { findFormat, loadFormats } from './format-queries.ts';
import { formatNotFound } from './formats-routes.ts';
import { inLanguage } from './in-language.ts';
import { notFound } from './sql-values.ts';

/** The texts of a product, each with its English twin (migration 010). */
const TEXTS = ['name', 'title', 'subtitle', 'description', 'footnote'] as const;
type ProductRow = { readonly public_id: string; readonly legals: string; readonly logo: string | null; readonly price: number } & {
  readonly [K in (typeof TEXTS)[number]]: string;
} & { readonly [K in (typeof TEXTS)[number] as `${K}_en`]: string | null };

/** Insurance products chosen by `where` (SQL over `p`), in the public shape (the console reads its writes back through it). */
export async function insuranceProducts(db: Queryable, where: string, params: readonly unknown[], language: Language): Promise<InsuranceProduct[]> {
  const rows = await db.query<ProductRow>(
    `SELECT p.public_id, p.legals, p.logo, p.price, ${TEXTS.map((text) => `p.${text}, p.${text}_en`).join(', ')}
       FROM insurance p WHERE ${where} ORDER BY p.sort, p.public_id`,
    params,
  );
  return rows.map((row) => ({
    public_id: row.public_id,
    legals: row.legals,
    logo: row.logo,
    price: row.price,
    name: inLanguage(row.name, row.name_en, language),
    title: inLanguage(row.title, row.title_en, language),
    subtitle: inLanguage(row.subtitle, row.subtitle_en, language),
    description: inLanguage(row.description, row.description_en, language),
    footnote: inLanguage(row.footnote, row.footnote_en, language),
  }));
}

/** Mounts the insurance product calls. */
export function insuranceRoutes(app: ApiApp): void {
  route(app, insuranceCalls.products, async ({ deps, language }) => ({ values: await insuranceProducts(deps.db, 'p.active', [], language) }));

  route(app, insuranceCalls.product, async ({ deps, params, language }) => {
    const [product] = await insuranceProducts(deps.db, 'p.public_id = $1', [params.id], language);
    if (product === undefined) throw notFound('server.catalogue.insuranceNotFound');
    return product;
  });

  route(app, insuranceCalls.byFormat, async ({ deps, params, language }) => {
    const format = await findFormat(deps.db, params.id, language);
    if (format === undefined) throw formatNotFound();
    if (format.insurance_available !== true) return { values: [] };
    return {
      values: await insuranceProducts(
        deps.db,
        'p.active AND EXISTS (SELECT 1 FROM insurance_format i WHERE i.insurance_id = p.public_id AND i.format_id = $1)',
        [params.id],
        language,
      ),
    };
  });

  route(app, insuranceCalls.cityFormats, async ({ deps, params, language }) => {
    if ((await findEventCity(deps.db, params.id, language)) === undefined) throw notFound('server.catalogue.eventCityNotFound');
    return { values: await loadFormats(deps.db, { by: 'event city', eventCityId: params.id, withHidden: false, insuredOnly: true }, language) };
  });
}
