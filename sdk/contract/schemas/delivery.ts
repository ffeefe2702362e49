import { boolean, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * A delivery method of an item type (purchase.md §3 "Delivery method"). `pickup`: collected
 * in person; `hidden_address`: no address is asked (the basket's isHiddenDeliveryAddres).
 */
export const DeliveryMethod = type({
  public_id: string(),
  name: string(),
  price: maybe(number()),
  pickup: maybe(boolean()),
  hidden_address: maybe(boolean()),
});
export type DeliveryMethod = Infer<typeof DeliveryMethod>;

/** The delivery quote of POST /api/shop/delivery/price (purchase.md §3 "Delivery: price.cost"). */
export const DeliveryPrice = type({ price: type({ cost: number() }), days: maybe(number()) });
export type DeliveryPrice = Infer<typeof DeliveryPrice>;
