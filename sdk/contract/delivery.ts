/**
 * Delivery (purchase.md §7 "GET /api/delivery/{itemType}", "POST /api/shop/delivery/price").
 *
 * Decided where the spec is silent:
 * - "Get delivery methods by item type" (named, no path) is GET /api/delivery/{itemType};
 *   `itemType` is a basket selector; `{ values: DeliveryMethod[] }`.
 * - POST /api/shop/delivery/price takes `{ city, goods: [{ public_id, count }] }` and answers
 *   `{ delivery: { price: { cost }, days? } }`, the cost in roubles.
 * - "Load delivery regions" (named, no path) is GET /api/location/region/list/RU (location.ts).
 */
import { array, number, object, type, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { BasketSelector } from './schemas/basket-item.ts';
import { LocationId, valuesOf } from './schemas/common.ts';
import { DeliveryMethod, DeliveryPrice } from './schemas/delivery.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

/** The body of POST /api/shop/delivery/price. */
export const DeliveryQuoteRequest = object({
  city: LocationId,
  goods: array(object({ public_id: limitedText(TEXT_MAX.id), count: number() })),
});
export type DeliveryQuoteRequest = Infer<typeof DeliveryQuoteRequest>;

export const deliveryCalls = {
  methods: defineCall({
    method: 'GET',
    path: '/api/delivery/{itemType}',
    summary: 'The delivery methods of an item type.',
    params: object({ itemType: BasketSelector }),
    response: valuesOf(DeliveryMethod),
  }),
  price: defineCall({
    method: 'POST',
    path: '/api/shop/delivery/price',
    summary: 'The delivery cost of goods to a city.',
    body: DeliveryQuoteRequest,
    response: type({ delivery: DeliveryPrice }),
  }),
};

/** The delivery methods of `itemType`. */
export const listDeliveryMethods = (itemType: BasketSelector) =>
  invoke(deliveryCalls.methods, { params: { itemType } });
/** The delivery cost of `goods` to `city`. */
export const getDeliveryPrice = (quote: DeliveryQuoteRequest) => invoke(deliveryCalls.price, { body: quote });
