/**
 * The handlers of the outbox's `mail` and `sms` jobs: read the message, hand it to the
 * configured transport, and mark it sent (`sent_at`) as soon as the transport confirmed it, so
 * a job run again after a crash finds it sent and does not send it twice. Marking it sent also
 * empties its text, link and code (server/outbox/outbox-redaction.ts).
 */
import { array, object, string, validate } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { PermanentJobError } from '../jobs/job-kind.ts';
import type { JobModule } from '../jobs/job-registry.ts';
import { createMailTransport, type MailToSend } from './mail-transport.ts';
import { mailJob, smsJob } from './outbox-kinds.ts';
import { keepDevCopy, markSentRedacted, sweepOutboxSecrets } from './outbox-redaction.ts';
import { createSmsTransport } from './sms-transport.ts';
import { startPeriodicSweep } from '../limits/periodic-sweep.ts';

interface MessageRow {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly html: string | null;
  readonly images: unknown;
  readonly link: string | null;
  readonly code: string | null;
  readonly sent_at: Date | null;
}

const Images = array(object({ cid: string(), qr: string() }));

/** Sends message `id` with `send` unless it was sent already; answers the transport's id. */
async function deliver(deps: AppDeps, id: number, send: (row: MessageRow) => Promise<string>): Promise<string> {
  const [row] = await deps.db.query<MessageRow>('SELECT * FROM outbox_message WHERE id = $1', [id]);
  if (row === undefined) throw new PermanentJobError(`outbox message ${id} does not exist`);
  if (row.sent_at !== null) return 'sent before';
  const result = await send(row);
  keepDevCopy(deps.mode, deps.db, id, { text: row.body, link: row.link, code: row.code });
  await markSentRedacted(deps.db, id, deps.clock.now());
  return result;
}

function mailOf(row: MessageRow): MailToSend {
  const [error, images] = validate(row.images ?? [], Images);
  if (error !== undefined) throw new PermanentJobError(`outbox message ${row.id} has malformed images`);
  return { id: row.id, to: row.recipient, subject: row.subject ?? '', text: row.body, html: row.html, images, link: row.link, code: row.code };
}

/** Registers the mail and SMS handlers over the configured transports. */
export const outboxJobs: JobModule = (jobs, deps) => {
  const mail = createMailTransport(deps.outbox.mail, deps.log, deps.mode);
  const sms = createSmsTransport(deps.outbox.sms, deps.log, deps.mode);
  startPeriodicSweep(deps, 'expired secrets of undelivered messages', 60 * 60_000, sweepOutboxSecrets);
  // sent: logged once with the job's id; a failure is the worker's line (job.retry, job.failed)
  const sent = (kind: 'mail' | 'sms', job: number, message: number, result: string) => {
    if (result !== 'sent before') deps.log(`outbox: ${kind} job ${job} sent`, { event: `${kind}.sent`, job, message });
    return result;
  };
  jobs.handle(mailJob, async ({ message }, job) => sent('mail', job.id, message, await deliver(deps, message, (row) => mail.send(mailOf(row)))));
  jobs.handle(smsJob, async ({ message }, job) =>
    sent('sms', job.id, message, await deliver(deps, message, (row) => sms.send({ id: row.id, to: row.recipient, text: row.body, code: row.code }))),
  );
};
