/**
 * The order mail (sent when an order is paid: each ticket with its number, event, start and QR
 * code, the total, a link to the tickets) and the refund mail (sent when a ticket is refunded),
 * in the language of the visitor who placed the order, with links on PUBLIC_URL.
 *
 * The cause only enqueues a small job in its own transaction (`enqueueOrderMail`,
 * `enqueueRefundMail`); the job's handler writes the mail into the outbox, where the `mail`
 * job delivers it. The mail's dedupe key keeps it to one per order or refund even if the
 * handler runs twice.
 */
import { object, string } from 'superstruct';
import { formatLongDate, formatTime, formatOrderAmount, insuranceValidityDays } from '../../sdk/format/index.ts';
import { languages, type Language } from '../../sdk/config/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { inLanguage } from '../catalogue/in-language.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJobKind, PermanentJobError } from '../jobs/job-kind.ts';
import type { JobModule } from '../jobs/job-registry.ts';
import { composeMail, outboxTexts, type MailLine } from '../outbox/compose-mail.ts';
import { sendMail, type MailImage } from '../outbox/outbox.ts';
import { loadTicketRows, type TicketViewRow } from '../tickets/ticket-views.ts';

export const orderMailJob = defineJobKind('order-mail', object({ order: string() }));
export const refundMailJob = defineJobKind('refund-mail', object({ refund: string() }));

/** Enqueues the order mail of `orderId`; call it in the transaction that marks the order paid. */
export const enqueueOrderMail = (tx: Queryable, orderId: string, now: Date) => enqueueJob(tx, orderMailJob, { order: orderId }, now);

/** Enqueues the refund mail of refund `refundId`; call it in the transaction that records the refund. */
export const enqueueRefundMail = (tx: Queryable, refundId: string, now: Date) => enqueueJob(tx, refundMailJob, { refund: refundId }, now);

const languageOf = (value: string): Language => languages.find((language) => language === value) ?? 'ru';

function siteOrigin(deps: AppDeps): string {
  if (deps.publicUrl === undefined) throw new PermanentJobError('PUBLIC_URL is not set: mails need it for their links');
  return deps.publicUrl.replace(/\/+$/, '');
}

const startOf = (ticket: TicketViewRow, language: Language) => {
  const options = { lang: language, timeZone: ticket.timezone };
  const start = ticket.start_time instanceof Date || typeof ticket.start_time === 'string' ? ticket.start_time : '';
  return `${formatLongDate(start, options)}, ${formatTime(start, options)}`;
};

function ticketLine(ticket: TicketViewRow, language: Language, image: MailImage | undefined): MailLine {
  const texts = outboxTexts(language).order;
  const title = fillPlaceholders(texts.ticket, { number: ticket.ticket_number });
  const where = fillPlaceholders(texts.ticketLine, { event: ticket.event_title, format: ticket.format_title, date: startOf(ticket, language) });
  const start = ticket.number === null ? undefined : fillPlaceholders(texts.startNumber, { number: ticket.number });
  const text = [title, where, start].filter((part) => part !== undefined).join('\n');
  const qr =
    image === undefined
      ? ''
      : `<td width="168" style="padding:0 16px 0 0;vertical-align:top"><img src="cid:${image.cid}" width="160" height="160" alt="${escapeHtml(fillPlaceholders(texts.qr, { number: ticket.ticket_number }))}" style="display:block;border:0"></td>`;
  const html =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border:1px solid #d0d7de;border-radius:8px"><tr><td style="padding:16px">` +
    `<table role="presentation" cellpadding="0" cellspacing="0"><tr>${qr}<td style="vertical-align:top;font-size:15px;line-height:1.5;color:#1f2328">` +
    `<strong style="font-size:17px">${escapeHtml(title)}</strong><br>${escapeHtml(where)}${start === undefined ? '' : `<br>${escapeHtml(start)}`}` +
    `</td></tr></table></td></tr></table>`;
  return { text, html };
}

interface PolicyMailRow {
  readonly number: string;
  readonly start_date: Date | string;
  readonly insured: Readonly<Record<string, unknown>>;
  readonly name: string;
  readonly name_en: string | null;
  readonly validity_time: number;
}

/** A policy bought on its own (an insurance line): its number, product, insured person, start and days (issue 29 item 15). */
function policyLine(policy: PolicyMailRow, language: Language): MailLine {
  const texts = outboxTexts(language).order;
  const title = fillPlaceholders(texts.policy, { number: policy.number, name: inLanguage(policy.name, policy.name_en, language) });
  const person = ['last_name', 'first_name', 'second_name']
    .map((key) => policy.insured[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  const detail = fillPlaceholders(texts.policyLine, {
    person,
    date: formatLongDate(policy.start_date, { lang: language }),
    days: insuranceValidityDays(policy.validity_time),
  });
  const html =
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border:1px solid #d0d7de;border-radius:8px"><tr>` +
    `<td style="padding:16px;font-size:15px;line-height:1.5;color:#1f2328"><strong style="font-size:17px">${escapeHtml(title)}</strong><br>${escapeHtml(detail)}</td></tr></table>`;
  return { text: `${title}\n${detail}`, html };
}

interface OrderMailRow {
  readonly public_id: string;
  readonly invoice_number: number;
  readonly email: string;
  readonly amount: unknown;
  readonly language: string;
}

/** Writes the order mail of `orderId` into the outbox. */
async function writeOrderMail(tx: Queryable, deps: AppDeps, orderId: string): Promise<void> {
  const [order] = await tx.query<OrderMailRow>('SELECT public_id, invoice_number, email, amount, language FROM payment_order WHERE public_id = $1', [orderId]);
  if (order === undefined) throw new PermanentJobError(`order ${orderId} does not exist`);
  const language = languageOf(order.language);
  const texts = outboxTexts(language).order;
  const origin = siteOrigin(deps);
  const tickets = await loadTicketRows(tx, 't.order_id = $1', [orderId], language);
  const images: MailImage[] = [];
  const lines = tickets.map((ticket, index) => {
    const image = ticket.qr ? { cid: `ticket-${index + 1}@racekit`, qr: ticket.public_id } : undefined;
    if (image !== undefined) images.push(image);
    return ticketLine(ticket, language, image);
  });
  const policies = await tx.query<PolicyMailRow>(
    `SELECT p.number, p.start_date, p.insured, i.name, i.name_en, i.validity_time
       FROM insurance_policy p JOIN insurance i ON i.public_id = p.insurance_id
      WHERE p.order_id = $1 AND p.ticket_id IS NULL ORDER BY p.number`,
    [orderId],
  );
  const [goods] = await tx.query<{ count: unknown }>("SELECT count(*) AS count FROM order_line WHERE order_id = $1 AND kind IN ('shop', 'certificate')", [orderId]);
  const first = tickets[0];
  // where the mail's button leads: the tickets, else the order's goods, else the insurances (an order page lists goods only)
  const action =
    first !== undefined
      ? { label: texts.action, url: `${origin}/me` }
      : numberOf(goods?.count ?? 0) > 0 || policies.length === 0
        ? { label: texts.orderAction, url: `${origin}/me/shop/${encodeURIComponent(orderId)}` }
        : { label: texts.insurancesAction, url: `${origin}/me/insurances` };
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    // the order's one number: the same the account, the thanks page and Robokassa (InvId) show
    subject: fillPlaceholders(first === undefined ? texts.subjectShop : texts.subject, { number: order.invoice_number, event: first?.event_title ?? '' }),
    lines: [
      { text: first === undefined ? texts.textNoTickets : texts.text },
      { text: fillPlaceholders(texts.number, { number: order.invoice_number }) },
      ...lines,
      ...policies.map((policy) => policyLine(policy, language)),
      { text: fillPlaceholders(texts.total, { total: formatOrderAmount(numberOf(order.amount), language) }) },
    ],
    action,
  });
  await sendMail(tx, deps, { to: order.email, ...mail, images, dedupeKey: `order-paid:${orderId}`, orderId });
}

interface RefundMailRow {
  readonly ticket_id: string;
  readonly invoice_number: number;
  readonly order_id: string;
  readonly amount: unknown;
  readonly email: string;
  readonly language: string;
}

/** Writes the refund mail of refund `refundId` into the outbox. */
async function writeRefundMail(tx: Queryable, deps: AppDeps, refundId: string): Promise<void> {
  const [refund] = await tx.query<RefundMailRow>(
    `SELECT r.ticket_id, r.order_id, r.amount, o.email, o.language, o.invoice_number
       FROM refund r JOIN payment_order o ON o.public_id = r.order_id
      WHERE r.public_id = $1`,
    [refundId],
  );
  if (refund === undefined) throw new PermanentJobError(`refund ${refundId} does not exist`);
  const language = languageOf(refund.language);
  const [ticket] = await loadTicketRows(tx, 't.public_id = $1', [refund.ticket_id], language);
  if (ticket === undefined) throw new PermanentJobError(`the ticket of refund ${refundId} does not exist`);
  const texts = outboxTexts(language).refund;
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    subject: fillPlaceholders(texts.subject, { number: ticket.ticket_number }),
    lines: [
      {
        text: fillPlaceholders(texts.text, {
          number: ticket.ticket_number,
          order: refund.invoice_number,
          event: ticket.event_title,
          format: ticket.format_title,
          amount: formatOrderAmount(numberOf(refund.amount), language),
        }),
      },
    ],
    action: { label: texts.action, url: `${siteOrigin(deps)}/me` },
  });
  await sendMail(tx, deps, { to: refund.email, ...mail, dedupeKey: `refund:${refundId}`, orderId: refund.order_id });
}

/** Registers the handlers of the order and refund mails. */
export const orderMailJobs: JobModule = (jobs, deps) => {
  jobs.handle(orderMailJob, async ({ order }) => {
    await deps.db.transaction((tx) => writeOrderMail(tx, deps, order));
    return undefined;
  });
  jobs.handle(refundMailJob, async ({ refund }) => {
    await deps.db.transaction((tx) => writeRefundMail(tx, deps, refund));
    return undefined;
  });
};
