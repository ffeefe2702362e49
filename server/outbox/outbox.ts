/**
 * The outbox: every mail and SMS the server sends is a row of `outbox_message` plus a `mail` or
 * `sms` job (server/jobs), both written in the transaction of the change that caused them, so a
 * message exists exactly when its cause committed. The job worker then hands it to the
 * configured transport (server/outbox/outbox-jobs.ts): SMTP and the SMS gateway in production,
 * the server log outside it by default. Outside production `GET /api/dev/outbox` lists the rows,
 * so a person trying the site (or a test) can follow the links and type the codes.
 */
import type { Language } from '../../sdk/config/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { mailJob, smsJob } from './outbox-kinds.ts';

/** A QR code drawn as a PNG when the mail is sent, shown by the HTML part as `<img src="cid:…">`. */
export interface MailImage {
  /** The content id the HTML refers to. */
  readonly cid: string;
  /** The text the QR code holds. */
  readonly qr: string;
}

/** A mail: `link` (a site route of account.md §2) and `code` are kept apart for readers. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  /** The plain-text part. */
  readonly text: string;
  /** The HTML part (default: the text part, escaped). */
  readonly html?: string;
  readonly images?: readonly MailImage[];
  /** The visitor's language (default Russian). */
  readonly language?: Language;
  readonly link?: string;
  readonly code?: string;
  /** One message per key: a second mail with the same key is not sent. */
  readonly dedupeKey?: string;
  /** The order the mail is about: the console lists an order's mails and sends one again. */
  readonly orderId?: string;
}

/** An SMS with its code. */
export interface OutgoingSms {
  readonly to: string;
  readonly text: string;
  readonly code: string;
  readonly language?: Language;
}

type Outgoing = { channel: 'mail'; message: OutgoingMail } | { channel: 'sms'; message: OutgoingSms };

async function store(tx: Queryable, deps: AppDeps, outgoing: Outgoing): Promise<void> {
  const mail = outgoing.channel === 'mail' ? outgoing.message : undefined;
  const { message } = outgoing;
  const now = deps.clock.now();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox_message (channel, recipient, subject, body, link, code, created_at, language, html, images, dedupe_key, order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [
      outgoing.channel,
      message.to,
      mail?.subject ?? null,
      message.text,
      mail?.link ?? null,
      message.code ?? null,
      now,
      message.language ?? 'ru',
      mail?.html ?? null,
      mail?.images === undefined ? null : JSON.stringify(mail.images),
      mail?.dedupeKey ?? null,
      mail?.orderId ?? null,
    ],
  );
  if (row === undefined) return; // this cause's message exists already
  await enqueueJob(tx, outgoing.channel === 'mail' ? mailJob : smsJob, { message: row.id }, now);
}

/** Sends a mail: stores it in the outbox for the delivery worker. */
export const sendMail = (tx: Queryable, deps: AppDeps, mail: OutgoingMail) => store(tx, deps, { channel: 'mail', message: mail });

/** Sends an SMS: stores it in the outbox for the delivery worker. */
export const sendSms = (tx: Queryable, deps: AppDeps, sms: OutgoingSms) => store(tx, deps, { channel: 'sms', message: sms });
