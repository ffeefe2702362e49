import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { Sale } from '../contract/schemas/sale.ts';
import { cardRoubles } from './card-roubles.ts';
import type { PriceLine } from './price-basket.ts';

/**
 * The client's side of pricing: basket lines as {@link PriceLine}s. A ticket is priced by its
 * format (`format_public_id`, else `public_id`); an insurance attached to a ticket is one more
 * line at `insurance_cost` per ticket, with id `<unique_id>#insurance`.
 */
export function priceLinesOf(items: readonly BasketItem[]): PriceLine[] {
  return items.flatMap((item): PriceLine[] => {
    const line: PriceLine = {
      id: item.unique_id,
      selector: item.selector,
      formatId: item.selector === 'ticket' ? (item.format_public_id ?? item.public_id) : item.public_id,
      unitPrice: item.price,
      count: item.count,
      promocode: item.promocode,
    };
    const insuranceCost = item.insurance_cost ?? 0;
    if (item.selector !== 'ticket' || item.insurance == null || insuranceCost <= 0) return [line];
    return [line, { id: `${item.unique_id}#insurance`, selector: 'insurance', formatId: item.insurance.public_id, unitPrice: insuranceCost, count: item.count }];
  });
}

/** The sales the basket's lines carry, each once (by public_id, else by content). */
export function salesOf(items: readonly BasketItem[]): Sale[] {
  const seen = new Map<string, Sale>();
  for (const item of items) {
    if (item.sale != null) seen.set(item.sale.public_id ?? JSON.stringify(item.sale), item.sale);
  }
  return [...seen.values()];
}

/** The cost shown on an item card: unit price × count in whole roubles. */
export function itemCardCost(item: Pick<BasketItem, 'price' | 'count'>): number {
  return cardRoubles(item.price * item.count);
}
