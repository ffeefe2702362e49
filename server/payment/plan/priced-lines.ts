/** The drafts as stored lines, with the totals priceBasket gave them, and the promo uses they take. */
import type { BasketPrice } from '../../../sdk/basket/index.ts';
import type { StockHold } from '../stock-holds.ts';
import type { Draft } from './line-draft.ts';
import type { PlannedLine } from './order-plan.ts';

/** `drafts` priced by `price` (line for line); an attached insurance points at its ticket line. */
export function pricedLines(drafts: readonly Draft[], price: BasketPrice): PlannedLine[] {
  const positions = new Map<string, number>();
  return drafts.map((draft, index): PlannedLine => {
    const priced = price.lines[index];
    if (priced === undefined) throw new Error('priceBasket answered fewer lines than it was given');
    positions.set(draft.price.id, index);
    const parent = draft.line.kind === 'ticket_insurance' ? positions.get(draft.price.id.replace(/#insurance$/, '')) : undefined;
    return {
      ...draft.line,
      position: index,
      lineOf: parent ?? null,
      promocode: draft.promo?.code ?? null,
      total: priced.total,
      promoUnits: priced.promoUnits,
    };
  });
}

/** The promo uses the lines take (a hold each, taken with the stock). */
export const promoHolds = (lines: readonly PlannedLine[]): StockHold[] =>
  lines.flatMap((line): StockHold[] => (line.promocode !== null && line.promoUnits > 0 ? [{ hold: 'promo', id: line.promocode, count: line.promoUnits }] : []));
