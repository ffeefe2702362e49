/**
 * Partners (issue 17; not calls of the spec: docs/api.md "Partners").
 *
 * - GET /api/order/{id}/purchase?key=…: a paid order as the partner page it came from may see
 *   it, to fire `racekit:purchase` (order id, total, lines; no e-mail, no participant). The key
 *   is the order's own random way-back key, carried only by the thanks page's link back; a
 *   wrong key, an unpaid order or an unknown one all answer 404. A separate call rather than
 *   GET /api/order/{id}: that one is the buyer's (e-mail, tickets) and needs the buyer's token,
 *   which the partner's origin never holds after a redirect checkout.
 * - GET /api/partner/report: the calling partner's paid orders, authenticated by its API key
 *   (`Authorization: Bearer rkp_…`); `?format=csv` answers the rows as CSV. Never another
 *   partner's orders, never a buyer's personal data.
 */
import { object } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { PartnerReport, PartnerReportQuery, ReturnKey, ReturnedPurchase } from './schemas/partner-answers.ts';
import { IdParams } from './schemas/common.ts';

export const partnerCalls = {
  purchase: defineCall({
    method: 'GET',
    path: '/api/order/{id}/purchase',
    summary: 'A paid order as the partner page it came from may see it.',
    params: IdParams,
    query: object({ key: ReturnKey }),
    response: ReturnedPurchase,
  }),
  report: defineCall({
    method: 'GET',
    path: '/api/partner/report',
    summary: "The calling partner's paid orders: count, tickets, revenue, per event and day.",
    query: PartnerReportQuery,
    response: PartnerReport,
  }),
};

/** The paid order `id` by its way-back key (404 otherwise). */
export const getReturnedPurchase = (id: string, key: string) => invoke(partnerCalls.purchase, { params: { id }, query: { key } });

