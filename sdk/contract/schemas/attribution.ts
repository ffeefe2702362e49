import { array, enums, number, object, optional, pattern, refine, size, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * Partner attribution (issue 17): who sold a purchase. A partner is named by `data-partner`
 * on the script tag, a `partner` attribute on a tag, or `?partner=` on a landing link; the
 * usual `utm_*` parameters travel beside it. Nothing here can change a price: the server
 * prices the order without reading it.
 */

/** A partner's name: lower-case letters, digits and dashes, 2–40 characters (`vershina`). */
export const PARTNER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const PartnerName = pattern(string(), PARTNER_NAME_PATTERN);

/** The longest text of one `utm_*` value and of a return address that is kept. */
export const UTM_MAX_LENGTH = 200;
export const RETURN_URL_MAX_LENGTH = 2_000;

const utmText = size(string(), 1, UTM_MAX_LENGTH);

/** The `utm_*` parameters of a landing link, without the `utm_` prefix. */
export const Utm = object({
  source: optional(utmText),
  medium: optional(utmText),
  campaign: optional(utmText),
  term: optional(utmText),
  content: optional(utmText),
});
export type Utm = Infer<typeof Utm>;
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** An absolute http(s) address: the partner page a checkout started on. */
export const ReturnUrl = refine(size(string(), 1, RETURN_URL_MAX_LENGTH), 'ReturnUrl', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'expected an http(s) address';
  } catch {
    return 'expected an absolute address';
  }
});

/** The attribution a payment sends (POST /api/payment `attribution`). */
export const Attribution = object({
  partner: optional(PartnerName),
  utm: optional(Utm),
  return_url: optional(ReturnUrl),
});
export type Attribution = Infer<typeof Attribution>;

/** The attribution a basket line keeps: the first touch, and when it happened (ms since 1970). */
export const StoredAttribution = type({
  partner: optional(PartnerName),
  utm: optional(Utm),
  return_url: optional(ReturnUrl),
  at: number(),
});
export type StoredAttribution = Infer<typeof StoredAttribution>;

/** The way back an order offers on the thanks page: the partner's title and its page (with the order's mark). */
export const PartnerReturn = type({ title: string(), url: string() });
export type PartnerReturn = Infer<typeof PartnerReturn>;

/** One line of a purchase as the host page hears it (`racekit:checkout-start`, `racekit:purchase`). */
export const PurchaseLine = type({
  /** The format, product or insurance product bought. */
  public_id: string(),
  kind: enums(['ticket', 'shop', 'certificate', 'insurance']),
  title: string(),
  count: number(),
  /** The line's total in roubles. */
  total: number(),
});
export type PurchaseLine = Infer<typeof PurchaseLine>;

/** GET /api/order/{id}/purchase?key=…: a paid order as its partner page may see it (no personal data). */
export const ReturnedPurchase = type({
  order_id: string(),
  status: string(),
  total: number(),
  lines: array(PurchaseLine),
});
export type ReturnedPurchase = Infer<typeof ReturnedPurchase>;

/** The key of an order's way back: 32 bytes, base64url. */
export const ReturnKey = pattern(string(), /^[A-Za-z0-9_-]{43}$/);

/** GET /api/partner/report's query. `from`/`to`: days (YYYY-MM-DD, UTC), both included. */
export const PartnerReportQuery = object({
  format: optional(enums(['json', 'csv'])),
  from: optional(pattern(string(), /^\d{4}-\d{2}-\d{2}$/)),
  to: optional(pattern(string(), /^\d{4}-\d{2}-\d{2}$/)),
});
export type PartnerReportQuery = Infer<typeof PartnerReportQuery>;

/** Paid orders, tickets and revenue (roubles) of one group. */
const Figures = { orders: number(), tickets: number(), revenue: number() };

/** One event on one day (UTC, the day the order was paid). */
export const PartnerReportRow = type({ day: string(), event_public_id: maybe(string()), event_title: maybe(string()), ...Figures });
export type PartnerReportRow = Infer<typeof PartnerReportRow>;

/** GET /api/partner/report: the partner's paid orders in all, per event and per day, and per event and day. */
export const PartnerReport = type({
  partner: type({ name: string(), title: string() }),
  totals: type(Figures),
  events: array(type({ event_public_id: maybe(string()), event_title: maybe(string()), ...Figures })),
  days: array(type({ day: string(), ...Figures })),
  rows: array(PartnerReportRow),
});
export type PartnerReport = Infer<typeof PartnerReport>;
