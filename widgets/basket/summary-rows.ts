import { roundMoney } from '../../sdk/format/index.ts';
import type { BasketPrice } from '../../sdk/basket/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';

/** One row of the order summary: a card's goods with how many and what they cost before discounts. */
export interface SummaryRow {
  readonly key: string;
  readonly title: string;
  readonly count: number;
  readonly cost: number;
}

/** The summary's sections (purchase.md §2): events (tickets), insurance, certificates, shop goods. */
export interface SummarySections {
  readonly events: SummaryRow[];
  readonly insurance: SummaryRow[];
  readonly certificates: SummaryRow[];
  readonly shop: SummaryRow[];
}

/**
 * The basket's lines as summary rows, costs read from sdk/basket's priced lines (the tickets
 * of a group make one row; a ticket's insurance is a row of the insurance section).
 */
export function summaryRows(items: readonly BasketItem[], price: BasketPrice): SummarySections {
  const cost = new Map(price.lines.map((line) => [line.id, line.cost]));
  const sections: SummarySections = { events: [], insurance: [], certificates: [], shop: [] };
  const rows = new Map<string, { section: keyof SummarySections; title: string; count: number; cost: number }>();
  const add = (key: string, section: keyof SummarySections, title: string, count: number, amount: number) => {
    const known = rows.get(key);
    if (known === undefined) rows.set(key, { section, title, count, cost: amount });
    else rows.set(key, { ...known, count: known.count + count, cost: roundMoney(known.cost + amount) });
  };
  for (const line of items) {
    const title = (line.selector === 'ticket' ? (line.event?.title ?? line.title) : line.title) ?? line.name ?? '';
    const section = line.selector === 'ticket' ? 'events' : line.selector === 'insurance' ? 'insurance' : line.selector === 'certificate' ? 'certificates' : 'shop';
    add(line.groupId ?? line.unique_id, section, title, line.count, cost.get(line.unique_id) ?? 0);
    const insuranceCost = cost.get(`${line.unique_id}#insurance`);
    if (insuranceCost !== undefined && line.insurance != null) {
      add(`${line.groupId ?? line.unique_id}#insurance:${line.insurance.public_id}`, 'insurance', line.insurance.name ?? title, line.count, insuranceCost);
    }
  }
  for (const [key, row] of rows) sections[row.section].push({ key, title: row.title, count: row.count, cost: row.cost });
  return sections;
}
