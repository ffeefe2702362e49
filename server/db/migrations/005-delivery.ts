/**
 * Delivery: the one durable job queue, and what mail and SMS delivery keep with a message.
 *
 * `job` is written in the same transaction as the change that caused it (a mail, an SMS, a
 * refund to retry…). Workers take due rows with `FOR UPDATE SKIP LOCKED` and push `run_at` a
 * lease ahead while they run one (server/jobs/job-worker.ts): `run_at` is when a row may next
 * be taken, `attempts` how many times it was, `taken_at` the last take. A success is `done`
 * (with the handler's `result`, e.g. the gateway's message id); a failure waits for its
 * backoff, and past the kind's last attempt the row is kept as `failed`, never dropped.
 *
 * `outbox_message` (001) gains the visitor's language, an HTML part, the QR images drawn when
 * the mail is sent (`images`: [{ cid, qr }]), `sent_at` (the transport confirmed it) and a
 * `dedupe_key` (one message per cause, e.g. one order mail per order). An order keeps the
 * language of the visitor who placed it, for the mails sent when it is paid or refunded.
 */
export const deliveryMigrationSql = /* sql */ `
CREATE TABLE job (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  taken_at timestamptz,
  last_error text,
  result text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX job_due ON job (run_at, id) WHERE status = 'pending';
CREATE INDEX job_failed ON job (finished_at DESC) WHERE status = 'failed';

ALTER TABLE outbox_message
  ADD COLUMN language text NOT NULL DEFAULT 'ru' CHECK (language IN ('ru', 'en')),
  ADD COLUMN html text,
  ADD COLUMN images jsonb,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN dedupe_key text UNIQUE;

ALTER TABLE payment_order
  ADD COLUMN language text NOT NULL DEFAULT 'ru' CHECK (language IN ('ru', 'en'));
`;
