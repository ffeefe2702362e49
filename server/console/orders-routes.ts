/**
 * The console's orders (sdk/contract/console/orders.ts): search, an order's page, its refunds
 * (order-refunds.ts), a mail sent again, and an event city cancelled (city-cancel.ts).
 */
import { consoleOrderCalls, type ConsoleRefund, type OrderDetail, type OrderMail, type OrderSummary } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { isoOf, isoOrNull, numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { mailJob } from '../outbox/outbox-kinds.ts';
import { recordAudit } from './audit-log.ts';
import { cancelCity, cityCancellation } from './city-cancel.ts';
import { refundOrder } from './order-refunds.ts';
import { containsPattern, pagedRows } from './page-query.ts';

interface SummaryRow {
  readonly public_id: string;
  readonly number: number;
  readonly email: string;
  readonly phone: string | null;
  readonly status: OrderSummary['status'];
  readonly amount: unknown;
  readonly refunded: unknown;
  readonly tickets: unknown;
  readonly created_at: Date;
  readonly partner: string | null;
}

const SUMMARY_COLUMNS = `o.public_id, o.invoice_number AS number, o.email, o.delivery ->> 'phone' AS phone, o.status, o.amount,
  (SELECT COALESCE(sum(r.amount), 0) FROM refund r WHERE r.order_id = o.public_id)
    + (SELECT COALESCE(sum(pr.amount), 0) FROM provider_refund pr WHERE pr.order_id = o.public_id AND pr.ticket_id IS NULL) AS refunded,
  (SELECT count(*) FROM ticket t WHERE t.order_id = o.public_id) AS tickets, o.created_at, o.partner`;

const toSummary = (row: SummaryRow): OrderSummary => ({
  public_id: row.public_id,
  number: row.number,
  email: row.email,
  phone: row.phone,
  status: row.status,
  amount: numberOf(row.amount),
  refunded: numberOf(row.refunded),
  tickets: numberOf(row.tickets),
  created_at: isoOf(row.created_at),
  partner: row.partner,
});

/**
 * The search of `q`: an order number (exact), an e-mail (from its start: the index serves it),
 * a phone (its digits, of the delivery or a participant) or a participant's name.
 */
function searchCondition(q: string, add: (value: unknown) => number): string {
  const text = q.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  const parts: string[] = [];
  if (/^\d+$/.test(digits)) {
    if (digits.length <= 9) parts.push(`o.invoice_number = $${add(Number(digits))}`);
    if (digits.length >= 5) {
      const n = add(containsPattern(digits));
      parts.push(`regexp_replace(COALESCE(o.delivery ->> 'phone', ''), '\\D', '', 'g') LIKE $${n}`);
      parts.push(`EXISTS (SELECT 1 FROM ticket t WHERE t.order_id = o.public_id AND regexp_replace(COALESCE(t.info ->> 'phone', ''), '\\D', '', 'g') LIKE $${n})`);
    }
    return parts.join(' OR ');
  }
  if (text.includes('@')) return `lower(o.email) LIKE $${add(`${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`)}`;
  const n = add(containsPattern(text));
  return [
    `o.email ILIKE $${n}`,
    `EXISTS (SELECT 1 FROM ticket t WHERE t.order_id = o.public_id AND (t.info ->> 'last_name' ILIKE $${n} OR t.info ->> 'first_name' ILIKE $${n}
       OR concat_ws(' ', t.info ->> 'last_name', t.info ->> 'first_name') ILIKE $${n} OR concat_ws(' ', t.info ->> 'first_name', t.info ->> 'last_name') ILIKE $${n}))`,
    `EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.public_id AND l.kind = 'ticket'
       AND concat_ws(' ', l.details -> 'info' ->> 'last_name', l.details -> 'info' ->> 'first_name') ILIKE $${n})`,
  ].join(' OR ');
}

interface RefundRow {
  readonly public_id: string;
  readonly reason: ConsoleRefund['reason'];
  readonly amount: unknown;
  readonly state: ConsoleRefund['state'];
  readonly ticket_id: string | null;
  readonly order_line_id: number | null;
  readonly provider_refund_id: string | null;
  readonly last_error: string | null;
  readonly created_at: Date;
  readonly finished_at: Date | null;
}

const refundOf = (row: RefundRow): ConsoleRefund => ({
  public_id: row.public_id,
  reason: row.reason,
  amount: numberOf(row.amount),
  state: row.state,
  ticket_id: row.ticket_id,
  line_id: row.order_line_id === null ? null : numberOf(row.order_line_id),
  provider_refund_id: row.provider_refund_id,
  last_error: row.last_error,
  created_at: isoOf(row.created_at),
  finished_at: isoOrNull(row.finished_at),
});

interface LineRow {
  readonly id: number;
  readonly position: number;
  readonly kind: OrderDetail['lines'][number]['kind'];
  readonly title: string;
  readonly size: string | null;
  readonly count: number;
  readonly total: unknown;
  readonly promocode: string | null;
  readonly refund_amount: unknown;
  readonly refund_state: ConsoleRefund['state'] | null;
}

interface TicketRow {
  readonly public_id: string;
  readonly ticket_number: string;
  readonly order_line_id: number;
  readonly format_id: string;
  readonly format_title: string;
  readonly event_title: string;
  readonly event_city_id: string;
  readonly number: number | null;
  readonly status: 'active' | 'processing';
  readonly registered: boolean;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly holder_email: string | null;
  readonly price: unknown;
  readonly insurance: unknown;
  readonly refund_amount: unknown;
  readonly refund_at: Date | null;
  readonly refund_state: ConsoleRefund['state'] | null;
  readonly refund_finished: Date | null;
}

interface DetailRow extends SummaryRow {
  readonly provider: string;
  readonly provider_payment_id: string | null;
  readonly goods_total: unknown;
  readonly discount: unknown;
  readonly delivery_cost: unknown;
  readonly delivery: unknown;
  readonly language: string;
}

interface MailRow {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string | null;
  readonly created_at: Date;
  readonly sent_at: Date | null;
}

const toMail = (row: MailRow): OrderMail => ({ id: numberOf(row.id), to: row.recipient, subject: row.subject, created_at: isoOf(row.created_at), sent_at: isoOrNull(row.sent_at) });

/** The page of order `id`. */
async function orderDetail(db: Queryable, id: string): Promise<OrderDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, o.provider, o.provider_payment_id, o.goods_total, o.discount, o.delivery_cost, o.delivery, o.language
       FROM payment_order o WHERE o.public_id = $1`,
    [id],
  );
  if (row === undefined) throw new HttpError(404, 'server.console.orderNotFound');
  const lines = await db.query<LineRow>(
    `SELECT l.id, l.position, l.kind, l.title, l.size, l.count, l.total, l.promocode, pr.amount AS refund_amount, pr.state AS refund_state
       FROM order_line l LEFT JOIN provider_refund pr ON pr.order_line_id = l.id AND pr.ticket_id IS NULL
      WHERE l.order_id = $1 ORDER BY l.position`,
    [id],
  );
  const tickets = await db.query<TicketRow>(
    `SELECT t.public_id, t.ticket_number, t.order_line_id, t.format_id, f.title AS format_title, e.title AS event_title, f.event_city_id,
            t.number, t.status, t.registered, t.info ->> 'first_name' AS first_name, t.info ->> 'last_name' AS last_name,
            COALESCE(u.email, t.transfer_email) AS holder_email, t.price,
            COALESCE((SELECT il.total / il.count FROM order_line il JOIN order_line tl ON tl.id = t.order_line_id
                       WHERE il.order_id = t.order_id AND il.kind = 'ticket_insurance' AND il.line_of = tl.position
                         AND EXISTS (SELECT 1 FROM insurance_policy p WHERE p.ticket_id = t.public_id)), 0) AS insurance,
            r.amount AS refund_amount, r.created_at AS refund_at, pr.state AS refund_state, pr.finished_at AS refund_finished
       FROM ticket t JOIN event_format f ON f.public_id = t.format_id JOIN event_city ec ON ec.public_id = f.event_city_id
       JOIN event e ON e.public_id = ec.event_id LEFT JOIN app_user u ON u.public_id = t.user_id
       LEFT JOIN refund r ON r.ticket_id = t.public_id LEFT JOIN provider_refund pr ON pr.ticket_id = t.public_id
      WHERE t.order_id = $1 ORDER BY t.ticket_number`,
    [id],
  );
  const payments = await db.query<{ at: Date; from_status: string; to_status: string; reason: string }>(
    'SELECT at, from_status, to_status, reason FROM order_event WHERE order_id = $1 ORDER BY id',
    [id],
  );
  const refunds = await db.query<RefundRow>('SELECT * FROM provider_refund WHERE order_id = $1 ORDER BY created_at, public_id', [id]);
  const mails = await db.query<MailRow>(
    "SELECT id, recipient, subject, created_at, sent_at FROM outbox_message WHERE order_id = $1 AND channel = 'mail' ORDER BY id",
    [id],
  );
  return {
    order: toSummary(row),
    provider: row.provider,
    provider_payment_id: row.provider_payment_id,
    goods_total: numberOf(row.goods_total),
    discount: numberOf(row.discount),
    delivery_cost: numberOf(row.delivery_cost),
    delivery: row.delivery ?? null,
    language: row.language,
    lines: lines.map((line) => ({
      id: numberOf(line.id),
      position: numberOf(line.position),
      kind: line.kind,
      title: line.title,
      size: line.size,
      count: numberOf(line.count),
      total: numberOf(line.total),
      promocode: line.promocode,
      refund: line.refund_amount === null || line.refund_state === null ? null : { amount: numberOf(line.refund_amount), state: line.refund_state },
    })),
    tickets: tickets.map((ticket) => ({
      public_id: ticket.public_id,
      ticket_number: ticket.ticket_number,
      line_id: numberOf(ticket.order_line_id),
      format_id: ticket.format_id,
      format_title: ticket.format_title,
      event_title: ticket.event_title,
      event_city_id: ticket.event_city_id,
      number: ticket.number === null ? null : numberOf(ticket.number),
      status: ticket.status,
      registered: ticket.registered,
      first_name: ticket.first_name,
      last_name: ticket.last_name,
      holder_email: ticket.holder_email,
      price: numberOf(ticket.price),
      insurance: numberOf(ticket.insurance),
      refund:
        ticket.refund_amount === null || ticket.refund_at === null
          ? null
          : { amount: numberOf(ticket.refund_amount), state: ticket.refund_state, at: isoOf(ticket.refund_at), finished_at: isoOrNull(ticket.refund_finished) },
    })),
    payments: payments.map((payment) => ({ ...payment, at: isoOf(payment.at) })),
    refunds: refunds.map(refundOf),
    mails: mails.map(toMail),
  };
}

export function consoleOrderRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;

  route(app, consoleOrderCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (value: unknown) => params.push(value);
    if (query.status !== undefined) where.push(`o.status = $${add(query.status)}`);
    if (query.event_city !== undefined) {
      where.push(`EXISTS (SELECT 1 FROM ticket t JOIN event_format f ON f.public_id = t.format_id WHERE t.order_id = o.public_id AND f.event_city_id = $${add(query.event_city)})`);
    }
    if (query.q !== undefined && query.q.trim() !== '') where.push(searchCondition(query.q, add));
    const page = await pagedRows<SummaryRow>(
      db,
      {
        from: 'payment_order o',
        where,
        params,
        columns: SUMMARY_COLUMNS,
        sortable: { created_at: 'o.created_at', number: 'o.invoice_number', amount: 'o.amount', email: 'lower(o.email)' },
        defaultSort: 'created_at',
        defaultDir: 'desc',
        tieBreak: 'o.public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toSummary) };
  });

  route(app, consoleOrderCalls.get, ({ params }) => orderDetail(db, params.id));

  route(app, consoleOrderCalls.refund, async ({ params, body, auth }) => {
    const done = await refundOrder(deps, requireAuth(auth), params.id, body, deps.clock.now());
    const rows =
      done.refundIds.length === 0
        ? []
        : await db.query<RefundRow>('SELECT * FROM provider_refund WHERE public_id = ANY($1::text[]) ORDER BY created_at, public_id', [done.refundIds]);
    return { amount: done.amount, refunds: rows.map(refundOf) };
  });

  route(app, consoleOrderCalls.resendMail, async ({ params, auth }) => {
    const now = deps.clock.now();
    const mailId = Number(params.mail);
    if (!Number.isSafeInteger(mailId)) throw new HttpError(404, 'server.console.mailNotFound');
    return db.transaction(async (tx) => {
      const [copy] = await tx.query<MailRow>(
        `INSERT INTO outbox_message (channel, recipient, subject, body, link, code, created_at, language, html, images, order_id)
         SELECT channel, recipient, subject, body, link, code, $3, language, html, images, order_id
           FROM outbox_message WHERE id = $1 AND order_id = $2 AND channel = 'mail'
         RETURNING id, recipient, subject, created_at, sent_at`,
        [mailId, params.id, now],
      );
      if (copy === undefined) throw new HttpError(404, 'server.console.mailNotFound');
      await enqueueJob(tx, mailJob, { message: numberOf(copy.id) }, now);
      await recordAudit(
        tx,
        requireAuth(auth),
        { action: 'order.resendMail', entity: 'order', entityId: params.id, after: { mail: mailId, copy: numberOf(copy.id), to: copy.recipient, subject: copy.subject } },
        now,
      );
      return toMail(copy);
    });
  });

  route(app, consoleOrderCalls.cancelCity, ({ params, auth }) => cancelCity(deps, requireAuth(auth), params.id, deps.clock.now()));

  route(app, consoleOrderCalls.cancellation, async ({ params }) => {
    const progress = await cityCancellation(db, params.id);
    if (progress === undefined) throw new HttpError(404, 'server.console.notCancelled');
    return progress;
  });
}
