import { array, boolean, number, object, optional, record, string, type, union, type Infer } from 'superstruct';
import { BasketItem } from './basket-item.ts';
import { LocationId, maybe } from './common.ts';
import { User } from './user.ts';

/**
 * The body of POST /api/payment (purchase.md §3 "Ticket line", "Shop line", "Insurance line";
 * §7 "payload email, tickets[], shop[], insurances[], register flag; delivery adds phone,
 * location_id, address, first_name, last_name").
 *
 * Decided where the spec is silent:
 * - `promocode` on each line: the code the buyer applied to it. The spec keeps promo codes
 *   per basket line but does not list them in the order lines; the server must see them to
 *   price the order itself, so they travel with the line.
 * - Certificates travel as shop lines (a certificate is a product of the shop's certificate
 *   category); the server knows which products are certificates.
 * - `register`: true when every ticket line carries complete participant data, so the
 *   tickets are issued already registered.
 * - `idempotency_key`: one payment attempt of a basket (sdk/checkout keeps it with the basket
 *   and changes it only when the order changes): a request with a key already used answers that
 *   same order again while it is pending (or paid), and holds nothing more; an order that expired
 *   or was declined frees its key, and the request makes a new order.
 * - `basket`: the client's basket lines (as POST /api/user/basket takes them). The server keeps
 *   them as the buyer's stored basket in the order's transaction — the signed-in buyer's, or the
 *   temporary user's a guest's payment makes — and answers them in `basket`, so the client
 *   fetches nothing before the redirect. Not part of the order: never priced, never hashed.
 * - `info` values are strings: names, phone digits, `birth_date` in ISO (YYYY-MM-DD),
 *   gender, region id, item_size, and each additional field by its name.
 */
export const TicketLine = object({
  event_public_id: string(),
  address: optional(string()),
  abid: optional(string()),
  /** The ticket format's public_id. */
  public_id: string(),
  count: number(),
  /** Public id of the insurance product attached to the ticket, if any. */
  insurance: optional(string()),
  event_city: object({ public_id: string() }),
  delivery_public_id: optional(string()),
  license: optional(string()),
  license_file: optional(string()),
  info: optional(record(string(), string())),
  cluster: optional(object({ name: string(), document: optional(string()) })),
  select_field: optional(string()),
  kind: optional(string()),
  max_count: optional(number()),
  promocode: optional(string()),
});
export type TicketLine = Infer<typeof TicketLine>;

export const ShopLine = object({
  public_id: string(),
  size: optional(string()),
  count: number(),
  proportions: optional(array(object({ name: string(), public_id: string() }))),
  text: optional(string()),
  delivery_public_id: optional(string()),
  promocode: optional(string()),
});
export type ShopLine = Infer<typeof ShopLine>;

export const InsuranceLine = object({
  public_id: string(),
  count: number(),
  first_name: string(),
  last_name: string(),
  second_name: optional(string()),
  /** ISO date YYYY-MM-DD. */
  birth_date: string(),
  gender: string(),
  /** Digits only. */
  phone: string(),
  /** ISO date of the insured event's start. */
  start_date: string(),
  promocode: optional(string()),
});
export type InsuranceLine = Infer<typeof InsuranceLine>;

export const PaymentRequest = object({
  email: string(),
  tickets: array(TicketLine),
  shop: array(ShopLine),
  insurances: array(InsuranceLine),
  register: boolean(),
  phone: optional(string()),
  location_id: optional(LocationId),
  address: optional(string()),
  first_name: optional(string()),
  last_name: optional(string()),
  idempotency_key: optional(string()),
  basket: optional(array(BasketItem)),
});
export type PaymentRequest = Infer<typeof PaymentRequest>;

/**
 * The answer: where to send the browser and the form pairs to append as query parameters;
 * for a guest, the temporary user's token and user. `order_public_id` names the order.
 * `basket`: the buyer's stored basket after the payment (what the request's `basket` saved).
 * An order with nothing to pay (a 100 % code) is paid at once: `redirect_url` is then the site's
 * /basket/thanks with `form: { order }`, where a paid order ends too.
 */
export const PaymentResponse = type({
  redirect_url: string(),
  form: record(string(), union([string(), number()])),
  token: maybe(string()),
  user: maybe(User),
  order_public_id: maybe(string()),
  basket: maybe(array(BasketItem)),
});
export type PaymentResponse = Infer<typeof PaymentResponse>;
