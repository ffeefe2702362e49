import type { Sale } from '../contract/schemas/sale.ts';
import { roundMoney } from '../format/round-money.ts';

/**
 * Sales (purchase.md §3, §9): a sale lowers each item of its formats while it is active, from
 * start_date to end_date inclusive, and only once the basket holds at least `count` items of
 * those formats. Percent or fixed roubles per item.
 */

/** A line as a sale sees it: which format it is of and how many it holds. */
export interface SaleLine {
  readonly formatId?: string | null | undefined;
  readonly count: number;
}

/** Whether the sale is switched on and `now` (ms) is between its start and end. */
export function isSaleInTime(sale: Sale, now: number): boolean {
  const start = Date.parse(sale.start_date);
  const end = Date.parse(sale.end_date);
  return sale.active && !Number.isNaN(start) && !Number.isNaN(end) && start <= now && now <= end;
}

/** How many items of the sale's formats the lines hold. */
export function saleItemCount(sale: Sale, lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => (line.formatId != null && sale.formats.includes(line.formatId) ? sum + line.count : sum), 0);
}

/** Whether the sale applies to the basket now: in time and at its count threshold. */
export function isSaleActive(sale: Sale, lines: readonly SaleLine[], now: number): boolean {
  return isSaleInTime(sale, now) && saleItemCount(sale, lines) >= sale.count;
}

/** The unit price under the sale. */
export function saleUnitPrice(unitPrice: number, sale: Sale): number {
  if (sale.discount_form === 'fixed') return roundMoney(Math.max(0, unitPrice - sale.discount));
  if (sale.discount >= 100) return 0;
  return roundMoney(Math.max(0, unitPrice * (1 - sale.discount / 100)));
}
