import { array, number, string, type, type Infer } from 'superstruct';
import { PartnerReturn } from './partner-answers.ts';
import { maybe } from './common.ts';
import { RefundInfo } from './refund-info.ts';

/** One shop good of a paid order (GET /api/user/shop/soldgood/{id}, Order.items.shop). */
export const SoldGood = type({
  public_id: string(),
  title: string(),
  count: number(),
  price: number(),
  picture: maybe(string()),
  size: maybe(string()),
});
export type SoldGood = Infer<typeof SoldGood>;

/**
 * A shop order of the user (account.md §3 "Order"): status paid or authorized ('Оплачен'),
 * delivered ('Заказ доставлен'), anything else ('Заказ обрабатывается'). `created` is ISO.
 * `number` (ours, issue 27): the order's one human number — «Заказ № …» everywhere, and the
 * InvId Robokassa knows it by; `public_id` stays the id of addresses and calls.
 */
export const Order = type({
  public_id: string(),
  number: maybe(number()),
  created: string(),
  status: string(),
  amount: number(),
  items: type({ shop: array(SoldGood) }),
});
export type Order = Infer<typeof Order>;

/** One line of an order as the order check lists it. */
export const OrderLine = type({
  public_id: string(),
  count: number(),
  title: maybe(string()),
  price: maybe(number()),
});
export type OrderLine = Infer<typeof OrderLine>;

/**
 * GET /api/order/{id} (purchase.md §4 "After the order check"): `status` of the order, what it
 * held by kind, and the issued tickets (one ticket leads to its page, several to my events).
 */
export const OrderCheck = type({
  status: string(),
  /** The order's human number (Order.number). */
  number: maybe(number()),
  items: type({
    tickets: array(OrderLine),
    shop: array(OrderLine),
    certificates: array(OrderLine),
    insurances: array(OrderLine),
    email: string(),
  }),
  tickets: array(type({ public_id: string() })),
  /** Ours (issue 27): the order's refunds (returned tickets, a late payment), oldest first. */
  refunds: maybe(array(RefundInfo)),
  /** Issue 17: the way back to the partner page the checkout started on (an allowed origin only). */
  partner_return: maybe(PartnerReturn),
});
export type OrderCheck = Infer<typeof OrderCheck>;
