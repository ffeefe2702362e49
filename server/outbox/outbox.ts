/**
 * The development outbox: every mail and SMS the server "sends" is stored in `outbox_message`
 * and printed to the log, so a person trying the site (or a test) can follow the links and
 * type the codes. No real mail or SMS gateway is wired in; one would drain this table.
 * In production the log line leaves out links and codes.
 */
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';

/** A mail: `link` (a site route of account.md §2) and `code` are kept apart for readers. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link?: string;
  readonly code?: string;
}

/** An SMS with its code. */
export interface OutgoingSms {
  readonly to: string;
  readonly text: string;
  readonly code: string;
}

type Outgoing = { channel: 'mail'; message: OutgoingMail } | { channel: 'sms'; message: OutgoingSms };

async function store(tx: Queryable, deps: AppDeps, outgoing: Outgoing): Promise<void> {
  const { channel, message } = outgoing;
  const subject = channel === 'mail' ? outgoing.message.subject : null;
  const link = channel === 'mail' ? (outgoing.message.link ?? null) : null;
  const code = message.code ?? null;
  await tx.query(
    `INSERT INTO outbox_message (channel, recipient, subject, body, link, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [channel, message.to, subject, message.text, link, code, deps.clock.now()],
  );
  const about = subject ?? 'SMS';
  const secret = deps.mode === 'production' ? '' : [link, code === null ? null : `code ${code}`].filter(Boolean).join(' ');
  deps.log(`outbox: ${channel} to ${message.to}: ${about}${secret === '' ? '' : ` — ${secret}`}`);
}

/** "Sends" a mail: stores it in the outbox and logs it. */
export const sendMail = (tx: Queryable, deps: AppDeps, mail: OutgoingMail) =>
  store(tx, deps, { channel: 'mail', message: mail });

/** "Sends" an SMS: stores it in the outbox and logs it. */
export const sendSms = (tx: Queryable, deps: AppDeps, sms: OutgoingSms) =>
  store(tx, deps, { channel: 'sms', message: sms });
