import { array, enums, number, object, optional, pattern, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';

/**
 * The partners' answers (issue 17; sdk/contract/partners.ts): the way back an order offers, a
 * paid order as its partner page may see it, and the partner's report. Apart from
 * attribution.ts, which the basket's lines need early, so these load only with their calls.
 */

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
