/**
 * The partners' calls (issue 17; sdk/contract/partners.ts, docs/api.md "Partners"):
 * GET /api/partner/report with the partner's API key, and GET /api/order/{id}/purchase, with
 * which a partner page confirms the paid order its way back names before it fires
 * `racekit:purchase`. Both are limited per client address (server/limits), a wrong key counts.
 */
import { partnerCalls } from '../../sdk/contract/index.ts';
import type { ReturnedPurchase } from '../../sdk/contract/schemas/index.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { ApiApp } from '../http/api-env.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/http-error.ts';
import { bearerToken } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { clientIp, ipSubject } from '../limits/client-ip.ts';
import { defineLimit, requireLimit } from '../limits/rate-limit.ts';
import { partnerReport, reportCsv } from './partner-report.ts';
import { partnerByKey } from './partners.ts';

/** Report calls per client address per hour (a partner's script polls; a key guesser is slowed). */
export const PARTNER_REPORTS_PER_HOUR = 60;
/** Purchase confirmations per client address per 10 minutes (one per return to a partner page). */
export const PURCHASE_CHECKS_PER_10_MIN = 30;

const partnerKeyNeeded = () => new HttpError(401, 'server.partners.keyNeeded', {}, { 'www-authenticate': 'Bearer realm="racekit-partner"' });

type LineKind = ReturnedPurchase['lines'][number]['kind'];
const lineKind = (kind: string): LineKind => (kind === 'ticket_insurance' ? 'insurance' : kind === 'shop' || kind === 'certificate' || kind === 'insurance' ? kind : 'ticket');

/** Mounts the partners' calls. */
export function partnerRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;
  const reports = defineLimit('partner-report-ip', PARTNER_REPORTS_PER_HOUR, 3_600_000);
  const checks = defineLimit('purchase-check-ip', PURCHASE_CHECKS_PER_10_MIN, 600_000);

  route(app, partnerCalls.report, async ({ query, c }) => {
    await requireLimit(db, reports, ipSubject(clientIp(c)), deps.clock.now(), 'limits.partnerCalls');
    const key = bearerToken(c.req.header('authorization'));
    const partner = key === undefined ? undefined : await partnerByKey(db, key);
    if (partner === undefined) throw partnerKeyNeeded();
    const report = await partnerReport(db, partner, query);
    if (query.format !== 'csv') return report;
    return new Response(reportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="racekit-${partner.name}-report.csv"`,
        'cache-control': 'no-store',
      },
    });
  });

  route(app, partnerCalls.purchase, async ({ params, query, c }) => {
    await requireLimit(db, checks, ipSubject(clientIp(c)), deps.clock.now(), 'limits.partnerCalls');
    const [order] = await db.query<{ public_id: string; status: string; amount: unknown }>(
      "SELECT public_id, status, amount FROM payment_order WHERE public_id = $1 AND return_key = $2 AND status = 'paid'",
      [params.id, query.key],
    );
    if (order === undefined) throw new HttpError(404, 'server.payment.orderNotFound');
    const lines = await db.query<{ kind: string; item_id: string; title: string; count: number; total: unknown }>(
      'SELECT kind, item_id, title, count, total FROM order_line WHERE order_id = $1 ORDER BY position',
      [order.public_id],
    );
    return {
      order_id: order.public_id,
      status: order.status,
      total: numberOf(order.amount),
      lines: lines.map((line) => ({ public_id: line.item_id, kind: lineKind(line.kind), title: line.title, count: line.count, total: numberOf(line.total) })),
    };
  });
}
