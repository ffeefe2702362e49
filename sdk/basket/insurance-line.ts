import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { EventCity } from '../contract/schemas/event-city.ts';
import type { EventFormat } from '../contract/schemas/event-format.ts';
import type { InsuranceProduct } from '../contract/schemas/insurance.ts';

/**
 * The format an insurance is bought for (account.md §3 "Event format option"), with its event
 * city. `start` is the ISO start the payment sends as the insurance's start_date and the
 * insured person's age (5 to 86) is measured on; time zone and address are the format's, else
 * its event city's.
 */
export interface InsuranceChoice {
  readonly format: Pick<EventFormat, 'public_id'>;
  readonly eventCity: EventCity;
  readonly start: string;
  readonly timeZone?: string | undefined;
  readonly address?: string | undefined;
}

/**
 * The basket line of one insurance of `product` for the chosen format (purchase.md §3 "Basket
 * item", the insurance line of the payment), count 1. The insured person is filled in the basket.
 */
export function insuranceLine(product: InsuranceProduct, chosen: InsuranceChoice, uniqueId: string): BasketItem {
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
