import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** percent: `discount` is a percentage; fixed: roubles off each item. */
export const DiscountForm = enums(['percent', 'fixed']);
export type DiscountForm = Infer<typeof DiscountForm>;

/**
 * A sale (purchase.md §3): active between start_date and end_date, and only once the basket
 * holds at least `count` items of the listed formats.
 */
export const Sale = type({
  active: boolean(),
  start_date: string(),
  end_date: string(),
  discount: number(),
  discount_form: DiscountForm,
  count: number(),
  formats: array(string()),
  public_id: maybe(string()),
});
export type Sale = Infer<typeof Sale>;
