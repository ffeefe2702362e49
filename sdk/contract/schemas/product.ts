import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';
import { Proportion } from './basket-item.ts';
import { maybe } from './common.ts';

/** Who a product is cut for (purchase.md §3 "Product"). */
export const ProductGender = enums(['male', 'female', 'unisex']);
export type ProductGender = Infer<typeof ProductGender>;

/**
 * A shop product (purchase.md §3 "Product"). `sizes` are its proportions with stock in
 * `count`; `certificate` marks a gift certificate (basket selector 'certificate', no promo codes).
 */
export const Product = type({
  public_id: string(),
  title: string(),
  price: number(),
  old_price: maybe(number()),
  picture: maybe(string()),
  description: maybe(string()),
  category: maybe(type({ title: string(), public_id: maybe(string()) })),
  group: maybe(string()),
  subgroup: maybe(string()),
  gender: maybe(ProductGender),
  sizes: maybe(array(Proportion)),
  certificate: maybe(boolean()),
  delivery: maybe(boolean()),
});
export type Product = Infer<typeof Product>;
