import type { PromocodeState } from '../contract/schemas/promocode-state.ts';
import { roundMoney } from '../format/round-money.ts';

/**
 * A promo code's effect on one line (purchase.md §3, §9): it lowers at most as many units as
 * the server still has codes for (`code_count`) and as the line holds. A code with a special
 * `price` sets that unit price; otherwise a percent discount (100 % → 0) or a fixed number of
 * roubles off each unit, never below 0. A code in error changes nothing.
 */

/** How many units of a line of `count` the code lowers. */
export function promoUnits(promo: PromocodeState | null | undefined, count: number): number {
  if (promo === null || promo === undefined || promo.status !== 'applied') return 0;
  const available = promo.code_count ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(available, count));
}

/** The unit price under the code (the unit price itself when the code does not apply). */
export function promoUnitPrice(unitPrice: number, promo: PromocodeState | null | undefined): number {
  if (promo === null || promo === undefined || promo.status !== 'applied') return unitPrice;
  if (promo.price !== null && promo.price !== undefined) return roundMoney(Math.max(0, Math.min(unitPrice, promo.price)));
  const discount = promo.discount ?? 0;
  if (promo.discount_form === 'fixed') return roundMoney(Math.max(0, unitPrice - discount));
  if (discount >= 100) return 0;
  return roundMoney(Math.max(0, unitPrice * (1 - discount / 100)));
}
