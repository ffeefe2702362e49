/**
 * A real SMTP server in the test process (smtp-server, by nodemailer's author) on 127.0.0.1 at
 * a free port: it accepts every mail, parses it (mailparser) and keeps it. `hold` can keep a
 * mail's final answer back (the server has the mail, the client waits for "250 OK"): the kill -9
 * test stops a sender at exactly that moment.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly parsed: ParsedMail;
  /** The Message-ID header. */
  readonly id: string;
  readonly from: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  /** The mails confirmed with 250, in order. */
  readonly mails: CaughtMail[];
  /** Mails received but held back (not confirmed). */
  readonly held: CaughtMail[];
  /** Decides per received mail whether to hold its answer back (default: never). */
  hold: (mail: CaughtMail) => boolean;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const held: CaughtMail[] = [];
  const catcher: Omit<MailCatcher, 'url' | 'close'> = { mails, held, hold: () => false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // skipImageLinks: keep `cid:` references as the mail has them (mailparser would inline them)
      simpleParser(stream, { skipImageLinks: true }).then(
        (parsed) => {
          const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
          const mail = { parsed, id: parsed.messageId ?? '', from };
          if (catcher.hold(mail)) {
            held.push(mail);
            return; // never answered: the client waits
          }
          mails.push(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
