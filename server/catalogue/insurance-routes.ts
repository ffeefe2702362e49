/**
 * Insurance products (purchase.md §7, account.md §7): all active products, one product, the
 * products a format offers, and the formats of an event city that offer insurance (the third
 * step of the purchase popup). The user's own insurances are not read here.
 */
import type { InsuranceProduct } from '../../sdk/contract/schemas/insurance.ts';
import { insuranceCalls } from '../../sdk/contract/insurance.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { findEventCity } from './event-queries.ts';
import { findFormat, loadFormats } from './format-queries.ts';
import { formatNotFound } from './formats-routes.ts';
import { notFound } from './sql-values.ts';

const COLUMNS = 'p.public_id, p.name, p.title, p.subtitle, p.description, p.footnote, p.legals, p.logo, p.price';

async function products(db: Queryable, where: string, params: readonly unknown[]): Promise<InsuranceProduct[]> {
  return db.query<InsuranceProduct>(`SELECT ${COLUMNS} FROM insurance p WHERE ${where} ORDER BY p.sort, p.public_id`, params);
}

/** Mounts the insurance product calls. */
export function insuranceRoutes(app: ApiApp): void {
  route(app, insuranceCalls.products, async ({ deps }) => ({ values: await products(deps.db, 'p.active', []) }));

  route(app, insuranceCalls.product, async ({ deps, params }) => {
    const [product] = await products(deps.db, 'p.public_id = $1', [params.id]);
    if (product === undefined) throw notFound('Страховка не найдена');
    return product;
  });

  route(app, insuranceCalls.byFormat, async ({ deps, params }) => {
    const format = await findFormat(deps.db, params.id);
    if (format === undefined) throw formatNotFound();
    if (format.insurance_available !== true) return { values: [] };
    return {
      values: await products(
        deps.db,
        'p.active AND EXISTS (SELECT 1 FROM insurance_format i WHERE i.insurance_id = p.public_id AND i.format_id = $1)',
        [params.id],
      ),
    };
  });

  route(app, insuranceCalls.cityFormats, async ({ deps, params }) => {
    if ((await findEventCity(deps.db, params.id)) === undefined) throw notFound('Мероприятие в этом городе не найдено');
    return { values: await loadFormats(deps.db, { by: 'event city', eventCityId: params.id, withHidden: false, insuredOnly: true }) };
  });
}
