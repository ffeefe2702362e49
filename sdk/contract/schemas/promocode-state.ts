import { enums, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { DiscountForm } from './sale.ts';

/**
 * A promo code as stored on a basket line (purchase.md §3 "Promocode"): either applied with
 * its discount and the server's available count, or failed with the server's message.
 */
export const PromocodeState = type({
  code: string(),
  status: enums(['applied', 'error']),
  discount: maybe(number()),
  discount_form: maybe(DiscountForm),
  /** How many uses the server still allows (`available_code_count`). */
  code_count: maybe(number()),
  /** A fixed special price, when the code sets one instead of a discount. */
  price: maybe(number()),
  /** The server's message when status is error. */
  message: maybe(string()),
});
export type PromocodeState = Infer<typeof PromocodeState>;
