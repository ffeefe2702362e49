import { array, boolean, number, object, optional, record, string, type, union, type Infer } from 'superstruct';
import { Attribution } from './attribution.ts';
import { BasketItem } from './basket-item.ts';
import { LocationId, maybe } from './common.ts';
import { TEXT_MAX, limitedRecord, limitedText, participantTextLimits } from './text-limits.ts';
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
 * - `attribution` (issue 17): the partner and `utm_*` the basket's first touch named, and the
 *   partner page the checkout started on (`return_url`). An unknown partner is ignored (the
 *   UTM is kept); a return address outside the partner's allowed origins is not kept (no way
 *   back is offered). Never priced, so it can change no price.
 * - `info` values are strings: names, phone digits, `birth_date` in ISO (YYYY-MM-DD),
 *   gender, region id, item_size, and each additional field by its name.
 */
export const TicketLine = object({
  event_public_id: limitedText(TEXT_MAX.id),
  address: optional(limitedText(TEXT_MAX.address)),
  abid: optional(limitedText(TEXT_MAX.id)),
  /** The ticket format's public_id. */
  public_id: limitedText(TEXT_MAX.id),
  count: number(),
  /** Public id of the insurance product attached to the ticket, if any. */
  insurance: optional(limitedText(TEXT_MAX.id)),
  event_city: object({ public_id: limitedText(TEXT_MAX.id) }),
  delivery_public_id: optional(limitedText(TEXT_MAX.id)),
  license: optional(limitedText(TEXT_MAX.title)),
  license_file: optional(limitedText(TEXT_MAX.id)),
  info: optional(limitedRecord(participantTextLimits, TEXT_MAX.title)),
  cluster: optional(object({ name: limitedText(TEXT_MAX.title), document: optional(limitedText(TEXT_MAX.id)) })),
  select_field: optional(limitedText(TEXT_MAX.title)),
  kind: optional(limitedText(TEXT_MAX.id)),
  max_count: optional(number()),
  promocode: optional(limitedText(TEXT_MAX.code)),
});
export type TicketLine = Infer<typeof TicketLine>;

export const ShopLine = object({
  public_id: limitedText(TEXT_MAX.id),
  size: optional(limitedText(TEXT_MAX.id)),
  count: number(),
  proportions: optional(array(object({ name: limitedText(TEXT_MAX.id), public_id: limitedText(TEXT_MAX.id) }))),
  text: optional(limitedText(TEXT_MAX.text)),
  delivery_public_id: optional(limitedText(TEXT_MAX.id)),
  promocode: optional(limitedText(TEXT_MAX.code)),
});
export type ShopLine = Infer<typeof ShopLine>;

export const InsuranceLine = object({
  public_id: limitedText(TEXT_MAX.id),
  count: number(),
  first_name: limitedText(TEXT_MAX.name),
  last_name: limitedText(TEXT_MAX.name),
  second_name: optional(limitedText(TEXT_MAX.name)),
  /** ISO date YYYY-MM-DD. */
  birth_date: limitedText(TEXT_MAX.date),
  gender: limitedText(TEXT_MAX.id),
  /** Digits only. */
  phone: limitedText(TEXT_MAX.phone),
  /** ISO date of the insured event's start. */
  start_date: limitedText(TEXT_MAX.date),
  promocode: optional(limitedText(TEXT_MAX.code)),
});
export type InsuranceLine = Infer<typeof InsuranceLine>;

export const PaymentRequest = object({
  email: limitedText(TEXT_MAX.email),
  tickets: array(TicketLine),
  shop: array(ShopLine),
  insurances: array(InsuranceLine),
  register: boolean(),
  phone: optional(limitedText(TEXT_MAX.phone)),
  location_id: optional(LocationId),
  address: optional(limitedText(TEXT_MAX.address)),
  first_name: optional(limitedText(TEXT_MAX.name)),
  last_name: optional(limitedText(TEXT_MAX.name)),
  idempotency_key: optional(limitedText(TEXT_MAX.id)),
  basket: optional(array(BasketItem)),
  attribution: optional(Attribution),
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
