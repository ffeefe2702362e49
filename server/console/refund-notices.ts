/**
 * The mails of the console's refunds, one per press (not one per ticket): a refund of an order
 * or its line lists what goes back and the sum; a cancelled event city mails each buyer once,
 * listing their tickets of it. Written into the outbox in the caller's transaction, in the
 * language of the visitor who placed the order, with the link on PUBLIC_URL.
 */
import { languages, type Language } from '../../sdk/config/index.ts';
import { formatOrderAmount } from '../../sdk/format/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { fillPlaceholders } from '../http/fill-placeholders.ts';
import { composeMail, outboxTexts } from '../outbox/compose-mail.ts';
import { sendMail } from '../outbox/outbox.ts';

export const languageOf = (value: string): Language => languages.find((language) => language === value) ?? 'ru';

/** One refunded item of a mail. */
export interface RefundedItem {
  /** null for the delivery. */
  readonly title: string | null;
  readonly amount: number;
}

const siteLink = (deps: AppDeps) => `${(deps.publicUrl ?? '').replace(/\/+$/, '')}/me`;

/** Mails the buyer of order `order` what one console refund sends back. */
export async function mailOrderRefund(
  tx: Queryable,
  deps: AppDeps,
  order: { readonly public_id: string; readonly invoice_number: number; readonly email: string; readonly language: string },
  items: readonly RefundedItem[],
  key: string,
): Promise<void> {
  const language = languageOf(order.language);
  const texts = outboxTexts(language).consoleRefund;
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  const money = (amount: number) => formatOrderAmount(amount, language);
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    subject: fillPlaceholders(texts.subject, { number: order.invoice_number }),
    lines: [
      { text: fillPlaceholders(texts.text, { number: order.invoice_number, amount: money(total) }) },
      ...items.map((item) => ({ text: fillPlaceholders(texts.line, { title: item.title ?? texts.delivery, amount: money(item.amount) }) })),
    ],
    action: { label: texts.action, url: siteLink(deps) },
  });
  await sendMail(tx, deps, { to: order.email, ...mail, dedupeKey: `console-refund:${key}`, orderId: order.public_id });
}

/** Mails one buyer of a cancelled event city its tickets going back. */
export async function mailCityCancel(
  tx: Queryable,
  deps: AppDeps,
  buyer: { readonly email: string; readonly language: string; readonly orderId: string },
  city: { readonly id: string; readonly event: string; readonly city: string },
  tickets: readonly { readonly number: string; readonly amount: number }[],
): Promise<void> {
  const language = languageOf(buyer.language);
  const texts = outboxTexts(language).cityCancel;
  const money = (amount: number) => formatOrderAmount(amount, language);
  const total = tickets.reduce((sum, ticket) => sum + ticket.amount, 0);
  const mail = composeMail({
    language,
    organiser: deps.outbox.organiser,
    subject: fillPlaceholders(texts.subject, { event: city.event, city: city.city }),
    lines: [
      { text: fillPlaceholders(texts.text, { event: city.event, city: city.city, amount: money(total) }) },
      ...tickets.map((ticket) => ({ text: fillPlaceholders(texts.line, { number: ticket.number, amount: money(ticket.amount) }) })),
    ],
    action: { label: texts.action, url: siteLink(deps) },
  });
  // one mail per buyer and city, however often the job runs
  await sendMail(tx, deps, { to: buyer.email, ...mail, dedupeKey: `city-cancel:${city.id}:${buyer.email}`, orderId: buyer.orderId });
}
