/**
 * Whether a promo code applies to an item (purchase.md §7): the one rule of the public check
 * (promocodes-routes.ts) and of the payment (server/payment/order-promos.ts), which re-checks
 * it under a row lock. It is the server's alone: the client shows the check's answer and never
 * sees `valid_until` or the uses.
 */
import type { PromoItemType } from '../../sdk/contract/console/index.ts';
import type { ServerTextKey } from '../../sdk/i18n/index.ts';
import type { Queryable } from '../db/database.ts';
import { isoOf } from './sql-values.ts';

export interface PromoRow {
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

/** What a code is checked against; a gift certificate (a product) takes none. */
export interface PromoItem {
  readonly type: PromoItemType;
  readonly id: string;
  readonly certificate?: boolean;
}

/** What a code that does not fit the item says (sdk/i18n/ru/server.ts, `promo`). */
const wrongItemKeys = {
  ticket: 'server.promo.wrongTicket',
  product: 'server.promo.wrongProduct',
  insurance: 'server.promo.wrongInsurance',
} as const satisfies Record<PromoItemType, ServerTextKey>;

/** A code as stored: codes are matched case-insensitively, stored upper-case (migration 002). */
export const promoCodeOf = (typed: string): string => typed.trim().toUpperCase();

/** The rows of `codes` (stored form), by code; `lock` takes them FOR UPDATE, in code order. */
export async function readPromocodes(db: Queryable, codes: readonly string[], lock: boolean): Promise<Map<string, PromoRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<PromoRow>(`SELECT * FROM promocode WHERE code = ANY($1) ORDER BY code${lock ? ' FOR UPDATE' : ''}`, [[...codes]]);
  return new Map(rows.map((row) => [row.code, row]));
}

/** The uses of `row` not taken yet. */
export const usesLeft = (row: PromoRow): number => row.total_count - row.used_count;

/**
 * Why `row` (undefined: no such code) cannot apply to `item` at `now`, or null when it can.
 * `left` is the uses still free for this item (a payment shares them between its lines; null:
 * the item takes no use, as the vip's discounted ticket). The order of the reasons is the
 * check's: certificate, unknown, expired or switched off, another item, spent.
 */
export function promoRefusal(row: PromoRow | undefined, item: PromoItem, now: Date, left: number | null): ServerTextKey | null {
  if (item.certificate === true) return 'server.promo.certificate';
  if (row === undefined) return 'server.promo.unknown';
  // isoOf refuses a value that is not a timestamp: an unreadable date never reads as "no end"
  const validUntil = row.valid_until === null ? null : new Date(isoOf(row.valid_until));
  if (!row.active || (validUntil !== null && validUntil <= now)) return 'server.promo.expired';
  if (row.item_type !== item.type || (row.public_ids.length > 0 && !row.public_ids.includes(item.id))) return wrongItemKeys[item.type];
  if (left !== null && left <= 0) return 'server.promo.spent';
  return null;
}
