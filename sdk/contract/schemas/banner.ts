import { number, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/** A promo banner (purchase.md §3 "Banner"); `external_shop` banners link to the external shop. */
export const Banner = type({
  public_id: string(),
  banner_type: string(),
  link: maybe(string()),
  picture_main: maybe(string()),
  title: maybe(string()),
  price: maybe(number()),
  old_price: maybe(number()),
});
export type Banner = Infer<typeof Banner>;
