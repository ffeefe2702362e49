import type { PartnerReport, PartnerReportQuery, PartnerReportRow } from '../../sdk/contract/schemas/index.ts';
import { roundMoney } from '../../sdk/format/index.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { csvLine } from '../exports/safe-cell.ts';
import type { PartnerRow } from './partners.ts';

/**
 * GET /api/partner/report (issue 17): the partner's PAID orders only — never another
 * partner's, never a buyer's name, e-mail or participant. A day is the UTC day the order was
 * paid. `totals` and `days` count what was paid (the order's amount: tickets, goods, insurance,
 * delivery, after discounts); `events` and `rows` (per event and day) count the event's ticket
 * lines and their totals, so goods and delivery are in no event.
 */

const PAID_DAY = `to_char(COALESCE(o.closed_at, o.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const PAID = `o.partner = $1 AND o.status = 'paid' AND ${PAID_DAY} BETWEEN $2 AND $3`;

interface Figures {
  orders: number;
  tickets: number;
  revenue: number;
}

const add = (into: Figures, more: Figures) => {
  into.orders += more.orders;
  into.tickets += more.tickets;
  into.revenue = roundMoney(into.revenue + more.revenue);
};

/** The report of `partner` for the query's days. */
export async function partnerReport(db: Queryable, partner: PartnerRow, query: PartnerReportQuery): Promise<PartnerReport> {
  const range = [partner.name, query.from ?? '0000-01-01', query.to ?? '9999-12-31'];
  const rowsRaw = await db.query<{ day: string; event_public_id: string | null; event_title: string | null; orders: number; tickets: unknown; revenue: unknown }>(
    `SELECT ${PAID_DAY} AS day, ec.event_id AS event_public_id, e.title AS event_title,
            count(DISTINCT o.public_id)::integer AS orders, sum(l.count) AS tickets, sum(l.total) AS revenue
       FROM payment_order o
       JOIN order_line l ON l.order_id = o.public_id AND l.kind = 'ticket'
       LEFT JOIN event_format f ON f.public_id = l.item_id
       LEFT JOIN event_city ec ON ec.public_id = f.event_city_id
       LEFT JOIN event e ON e.public_id = ec.event_id
      WHERE ${PAID}
      GROUP BY 1, 2, 3 ORDER BY 1, 2`,
    range,
  );
  const daysRaw = await db.query<{ day: string; orders: number; tickets: unknown; revenue: unknown }>(
    `SELECT ${PAID_DAY} AS day, count(*)::integer AS orders, sum(o.amount) AS revenue,
            COALESCE(sum((SELECT sum(l.count) FROM order_line l WHERE l.order_id = o.public_id AND l.kind = 'ticket')), 0) AS tickets
       FROM payment_order o WHERE ${PAID}
      GROUP BY 1 ORDER BY 1`,
    range,
  );
  const rows: PartnerReportRow[] = rowsRaw.map((row) => ({
    day: row.day,
    event_public_id: row.event_public_id,
    event_title: row.event_title,
    orders: row.orders,
    tickets: numberOf(row.tickets),
    revenue: numberOf(row.revenue),
  }));
  // an order is paid on one day, so an event's orders over the days add up exactly
  const events = new Map<string, Figures & { event_public_id: string | null; event_title: string | null }>();
  for (const row of rows) {
    const key = row.event_public_id ?? '';
    const known = events.get(key) ?? { event_public_id: row.event_public_id ?? null, event_title: row.event_title ?? null, orders: 0, tickets: 0, revenue: 0 };
    add(known, row);
    events.set(key, known);
  }
  const days = daysRaw.map((day) => ({ day: day.day, orders: day.orders, tickets: numberOf(day.tickets), revenue: numberOf(day.revenue) }));
  const totals: Figures = { orders: 0, tickets: 0, revenue: 0 };
  for (const day of days) add(totals, day);
  return { partner: { name: partner.name, title: partner.title }, totals, events: [...events.values()], days, rows };
}

const CSV_COLUMNS = ['day', 'event_public_id', 'event_title', 'orders', 'tickets', 'revenue'] as const;

/** The report's rows (per event and day) as CSV with a header line, every cell made safe (server/exports/safe-cell.ts). */
export function reportCsv(report: PartnerReport): string {
  return [csvLine(CSV_COLUMNS), ...report.rows.map((row) => csvLine(CSV_COLUMNS.map((column) => row[column])))].join('');
}
