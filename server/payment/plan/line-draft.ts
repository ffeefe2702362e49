/** An order line before pricing, and the checks every kind of line shares. */
import type { PriceLine } from '../../../sdk/basket/index.ts';
import { promoCodeOf, type PromoItem } from '../../catalogue/promocode-rule.ts';
import { HttpError, badRequest } from '../../http/http-error.ts';
import type { PlannedLine } from './order-plan.ts';

/** The promo code a line carries (stored form), what it is checked against, and the field it came in. */
export interface LinePromo {
  readonly code: string;
  readonly item: PromoItem;
  readonly field: string;
}

/** A line before pricing: what it is, its price line, and its promo code. */
export interface Draft {
  readonly line: Omit<PlannedLine, 'total' | 'promoUnits' | 'position' | 'promocode'>;
  readonly price: PriceLine;
  readonly promo: LinePromo | null;
}

const MAX_COUNT = 500;

/** A line's count: a whole number from 1 to MAX_COUNT. */
export function checkCount(count: number, field: string): void {
  if (!Number.isInteger(count)) throw badRequest('forms.valueInteger', { field });
  if (count < 1) throw badRequest('forms.valuePositive', { field });
  if (count > MAX_COUNT) throw new HttpError(409, 'basket.ticketCount.text', { field });
}

export const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The promo code typed on a line for `item`, or null when none is. */
export const linePromo = (typed: string | undefined, item: PromoItem, field: string): LinePromo | null =>
  filled(typed) ? { code: promoCodeOf(typed), item, field } : null;
