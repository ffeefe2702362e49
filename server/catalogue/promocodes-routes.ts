/**
 * Promo code checks (purchase.md §7): GET /api/promocode/check/{ticket|product|insurance}/{code}/{public_id}.
 * Read-only: it answers whether the code applies to that item now and how many uses remain;
 * payment re-checks and takes a use inside its own transaction. A code that cannot be used
 * answers 200 with `promocode: null` and the reason (shown beside the field); an unknown
 * item is a 404.
 */
import type { PromocodeCheck } from '../../sdk/contract/schemas/promocode-check.ts';
import { promocodesCalls } from '../../sdk/contract/promocodes.ts';
import type { Language } from '../../sdk/config/racekit-config.ts';
import type { ServerTextKey } from '../../sdk/i18n/server-message.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { serverText } from '../http/server-text.ts';
import { notFound, numberOf } from './sql-values.ts';

/** What a promo code is checked against. */
export type PromoItemType = 'ticket' | 'product' | 'insurance';

/** What a code that does not fit the item says (sdk/i18n/ru/server.ts, `promo`). */
export const wrongItemKeys = {
  ticket: 'server.promo.wrongTicket',
  product: 'server.promo.wrongProduct',
  insurance: 'server.promo.wrongInsurance',
} as const satisfies Record<PromoItemType, ServerTextKey>;

interface PromoRow {
  readonly code: string;
  readonly item_type: PromoItemType;
  readonly public_ids: readonly string[];
  readonly discount: unknown;
  readonly discount_form: 'percent' | 'fixed';
  readonly price: number | null;
  readonly total_count: number;
  readonly used_count: number;
  readonly active: boolean;
  readonly valid_until: unknown;
}

const refused = (key: ServerTextKey, language: Language): PromocodeCheck => ({ promocode: null, available_code_count: 0, message: serverText(key, language) });

/** Whether `code` applies to item `publicId` of `itemType` at `now`, and how many uses remain. */
export async function checkPromocode(
  db: Queryable,
  itemType: PromoItemType,
  code: string,
  publicId: string,
  now: Date,
  language: Language,
): Promise<PromocodeCheck> {
  const [row] = await db.query<PromoRow>('SELECT * FROM promocode WHERE code = upper($1)', [code.trim()]);
  if (row === undefined) return refused('server.promo.unknown', language);
  const validUntil = row.valid_until === null ? null : new Date(row.valid_until instanceof Date ? row.valid_until : String(row.valid_until));
  if (!row.active || (validUntil !== null && validUntil <= now)) return refused('server.promo.expired', language);
  if (row.item_type !== itemType || (row.public_ids.length > 0 && !row.public_ids.includes(publicId))) {
    return refused(wrongItemKeys[itemType], language);
  }
  const available = row.total_count - row.used_count;
  if (available <= 0) return refused('server.promo.spent', language);
  return {
    promocode: { code: row.code, discount: numberOf(row.discount), discount_form: row.discount_form, price: row.price },
    available_code_count: available,
    message: serverText('server.promo.applied', language),
  };
}

/** Mounts the three promo code checks. */
export function promocodesRoutes(app: ApiApp): void {
  route(app, promocodesCalls.ticket, async ({ deps, params, language }) => {
    const [format] = await deps.db.query('SELECT 1 FROM event_format WHERE public_id = $1', [params.format_public_id]);
    if (format === undefined) throw notFound('server.catalogue.formatNotFound');
    return checkPromocode(deps.db, 'ticket', params.code, params.format_public_id, deps.clock.now(), language);
  });

  route(app, promocodesCalls.product, async ({ deps, params, language }) => {
    const [product] = await deps.db.query<{ kind: string }>('SELECT kind FROM product WHERE public_id = $1', [params.public_id]);
    if (product === undefined) throw notFound('server.catalogue.productNotFound');
    if (product.kind === 'certificate') return refused('server.promo.certificate', language);
    return checkPromocode(deps.db, 'product', params.code, params.public_id, deps.clock.now(), language);
  });

  route(app, promocodesCalls.insurance, async ({ deps, params, language }) => {
    const [insurance] = await deps.db.query('SELECT 1 FROM insurance WHERE public_id = $1', [params.public_id]);
    if (insurance === undefined) throw notFound('server.catalogue.insuranceNotFound');
    return checkPromocode(deps.db, 'insurance', params.code, params.public_id, deps.clock.now(), language);
  });
}
