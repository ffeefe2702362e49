/**
 * Where mail goes: the server log (`MAIL_TRANSPORT=log`, the default outside production: one
 * line per mail with its link and code, beside the development outbox) or an SMTP server
 * through nodemailer (`smtp`). QR images travel as PNG attachments referred to by content id
 * (`<img src="cid:…">`): Gmail, Outlook and most other clients show neither inline SVG nor
 * `data:` images.
 */
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { ServerMode } from '../app-deps.ts';
import type { MailSettings } from './outbox-settings.ts';
import type { MailImage } from './outbox.ts';

/** A stored mail on its way out. */
export interface MailToSend {
  /** The outbox row: also the Message-ID, so a mail is recognisable wherever it arrives. */
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly images: readonly MailImage[];
  readonly link: string | null;
  readonly code: string | null;
}

export interface MailTransport {
  /** Sends one mail; resolves once the transport accepted it (answers its id), throws otherwise. */
  send(mail: MailToSend): Promise<string>;
}

/** Seconds the SMTP client waits for a connection, the greeting and each answer. */
const SMTP_TIMEOUT_MS = 20_000;

/** A QR code as a PNG for a mail: level L, 200 px, as the ticket card shows it (account.md §4, §9). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'L', margin: 2, width: 200 });
}

function logTransport(log: (line: string) => void, mode: ServerMode): MailTransport {
  return {
    send(mail) {
      const secret = mode === 'production' ? '' : [mail.link, mail.code === null ? null : `code ${mail.code}`].filter(Boolean).join(' ');
      log(`outbox: mail to ${mail.to}: ${mail.subject}${secret === '' ? '' : ` — ${secret}`}`);
      return Promise.resolve('log');
    },
  };
}

function smtpTransport(settings: Extract<MailSettings, { transport: 'smtp' }>): MailTransport {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    requireTLS: settings.requireTls,
    ...(user === '' ? {} : { auth: { user, pass: decodeURIComponent(url.password) } }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = settings.from.match(/@([^\s>]+)/)?.[1] ?? 'racekit.local';
  return {
    async send(mail) {
      const attachments = await Promise.all(
        mail.images.map(async (image) => ({ cid: image.cid, filename: `${image.cid}.png`, contentType: 'image/png', content: await qrPng(image.qr) })),
      );
      const info = await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        attachments,
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
      if (info.rejected.length > 0) throw new Error(`the SMTP server refused ${mail.to}: ${String(info.response)}`);
      return `${info.messageId} ${String(info.response)}`.slice(0, 500);
    },
  };
}

/** The mail transport of `settings`. */
export function createMailTransport(settings: MailSettings, log: (line: string) => void, mode: ServerMode): MailTransport {
  return settings.transport === 'smtp' ? smtpTransport(settings) : logTransport(log, mode);
}
