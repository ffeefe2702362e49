/**
 * Promo code checks (purchase.md §7): GET /api/promocode/check/{ticket|product|insurance}/{code}/{public_id}.
 * Read-only: it answers whether the code applies to that item now and how many uses remain;
 * payment re-checks and takes a use inside its own transaction. A code that cannot be used
 * answers 200 with `promocode: null` and the reason (shown beside the field); an unknown
 * item is a 404.
 */
import type { PromocodeCheck } from '../../sdk/contract/schemas/promocode-check.ts';
import { promocodesCalls } from '../../sdk/contract/promocodes.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { notFound, numberOf } from './sql-values.ts';

/** What a promo code is checked against. */
export type PromoItemType = 'ticket' | 'product' | 'insurance';

/** The texts of the check, in Russian as the basket shows them. */
export const promoMessages = {
  applied: 'Промокод применён',
  unknown: 'Промокод не найден',
  expired: 'Срок действия промокода истёк',
  spent: 'Промокод уже использован',
  certificate: 'Промокоды не действуют на подарочные сертификаты',
  wrongItem: {
    ticket: 'Промокод не подходит для этого билета',
    product: 'Промокод не подходит для этого товара',
    insurance: 'Промокод не подходит для этой страховки',
  },
} as const;

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

const refused = (message: string): PromocodeCheck => ({ promocode: null, available_code_count: 0, message });

/** Whether `code` applies to item `publicId` of `itemType` at `now`, and how many uses remain. */
export async function checkPromocode(
  db: Queryable,
  itemType: PromoItemType,
  code: string,
  publicId: string,
  now: Date,
): Promise<PromocodeCheck> {
  const [row] = await db.query<PromoRow>('SELECT * FROM promocode WHERE code = upper($1)', [code.trim()]);
  if (row === undefined) return refused(promoMessages.unknown);
  const validUntil = row.valid_until === null ? null : new Date(row.valid_until instanceof Date ? row.valid_until : String(row.valid_until));
  if (!row.active || (validUntil !== null && validUntil <= now)) return refused(promoMessages.expired);
  if (row.item_type !== itemType || (row.public_ids.length > 0 && !row.public_ids.includes(publicId))) {
    return refused(promoMessages.wrongItem[itemType]);
  }
  const available = row.total_count - row.used_count;
  if (available <= 0) return refused(promoMessages.spent);
  return {
    promocode: { code: row.code, discount: numberOf(row.discount), discount_form: row.discount_form, price: row.price },
    available_code_count: available,
    message: promoMessages.applied,
  };
}

/** Mounts the three promo code checks. */
export function promocodesRoutes(app: ApiApp): void {
  route(app, promocodesCalls.ticket, async ({ deps, params }) => {
    const [format] = await deps.db.query('SELECT 1 FROM event_format WHERE public_id = $1', [params.format_public_id]);
    if (format === undefined) throw notFound('Формат билета не найден');
    return checkPromocode(deps.db, 'ticket', params.code, params.format_public_id, deps.clock.now());
  });

  route(app, promocodesCalls.product, async ({ deps, params }) => {
    const [product] = await deps.db.query<{ kind: string }>('SELECT kind FROM product WHERE public_id = $1', [params.public_id]);
    if (product === undefined) throw notFound('Товар не найден');
    if (product.kind === 'certificate') return refused(promoMessages.certificate);
    return checkPromocode(deps.db, 'product', params.code, params.public_id, deps.clock.now());
  });

  route(app, promocodesCalls.insurance, async ({ deps, params }) => {
    const [insurance] = await deps.db.query('SELECT 1 FROM insurance WHERE public_id = $1', [params.public_id]);
    if (insurance === undefined) throw notFound('Страховка не найдена');
    return checkPromocode(deps.db, 'insurance', params.code, params.public_id, deps.clock.now());
  });
}
