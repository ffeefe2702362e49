import { nullable, number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { DiscountForm } from './sale.ts';

/**
 * The answer of GET /api/promocode/check/* (purchase.md §7 "promocode, available_code_count,
 * message"). A valid code answers its discount (or a fixed special `price`); an unknown,
 * spent or foreign code answers 200 with `promocode: null` and the reason in `message`, shown
 * beside the field (a 400 would become a global popup, which the spec does not want here).
 */
export const PromocodeCheck = type({
  promocode: nullable(
    type({ code: string(), discount: number(), discount_form: DiscountForm, price: maybe(number()) }),
  ),
  available_code_count: number(),
  message: maybe(string()),
});
export type PromocodeCheck = Infer<typeof PromocodeCheck>;
