import type { BasketPrice } from '../basket/price-basket.ts';
import type { PurchaseLine } from '../contract/schemas/partner-answers.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';

/** `racekit:checkout-start`'s detail: what the buyer goes to pay, as the basket prices it. */
export interface CheckoutStartDetail {
  readonly lines: PurchaseLine[];
  /** What the basket shows to pay, roubles. */
  readonly total: number;
}

const INSURANCE_SUFFIX = '#insurance';

function purchaseLine(item: BasketItem, id: string, total: number): PurchaseLine {
  if (id.endsWith(INSURANCE_SUFFIX) && item.insurance != null) {
    return { public_id: item.insurance.public_id, kind: 'insurance', title: item.insurance.name ?? item.insurance.public_id, count: item.count, total };
  }
  const title = (item.selector === 'ticket' ? item.name : item.title ?? item.name) ?? item.public_id;
  const publicId = item.selector === 'ticket' ? (item.format_public_id ?? item.public_id) : item.public_id;
  return { public_id: publicId, kind: item.selector, title, count: item.count, total };
}

/**
 * The detail of `racekit:checkout-start` (issue 17) for `items` priced as `price` (the basket's
 * own figures: sdk/basket priceBasket): one line per priced line — a ticket's insurance is a
 * line of its own — and the total. The server prices the order again; this is what the buyer saw.
 */
export function checkoutStartDetail(items: readonly BasketItem[], price: Pick<BasketPrice, 'lines' | 'total'>): CheckoutStartDetail {
  const byId = new Map(items.map((item) => [item.unique_id, item]));
  const lines = price.lines.flatMap((line) => {
    const item = byId.get(line.id.endsWith(INSURANCE_SUFFIX) ? line.id.slice(0, -INSURANCE_SUFFIX.length) : line.id);
    return item === undefined ? [] : [purchaseLine(item, line.id, line.total)];
  });
  return { lines, total: price.total };
}
