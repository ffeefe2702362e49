import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { InsuranceProduct } from '../../sdk/contract/schemas/insurance.ts';
import type { InsuredFormat } from './insured-formats.ts';

/**
 * The basket line of an insurance bought in the popup (purchase.md §3 "Basket item", the
 * insurance line of the payment): one insurance of `product` for the chosen format, count 1.
 * `start_time` is the format's start, which the payment sends as the insurance's start_date
 * and the insured person's age (5 to 86) is measured on; the event city's time zone travels
 * with it. The insured person is filled in the basket.
 *
 * sdk/basket has no builder for an insurance line yet (only edits of a list): this one lives
 * here until it has.
 */
export function insuranceBasketItem(product: InsuranceProduct, chosen: InsuredFormat, uniqueId: string): BasketItem {
  const { format, eventCity } = chosen;
  const event = eventCity.event;
  return {
    unique_id: uniqueId,
    public_id: product.public_id,
    selector: 'insurance',
    count: 1,
    price: product.price,
    totalCost: product.price,
    name: product.name,
    title: product.title ?? product.name,
    ...(product.subtitle == null ? {} : { description: product.subtitle }),
    ...(product.logo == null ? {} : { logo: product.logo }),
    ...(event == null ? {} : { event: { public_id: event.public_id, title: event.title } }),
    event_city: {
      public_id: eventCity.public_id,
      name: eventCity.city.name_ru,
      ...(chosen.timeZone === undefined ? {} : { timezone: chosen.timeZone }),
    },
    format_public_id: format.public_id,
    start_time: chosen.start,
    ...(chosen.address === undefined ? {} : { address: chosen.address }),
  };
}
