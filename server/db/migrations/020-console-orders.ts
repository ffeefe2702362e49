/**
 * The console's orders, refunds, start lists and partners (issue 25 §5–7).
 *
 * - `outbox_message.order_id`: the mails sent about an order (its order mail, its refund mails),
 *   so the order page lists them and a person can send one again; the mails written before this
 *   migration are linked by their dedupe keys.
 * - `provider_refund`: refunds decided in the console (`console`: a whole order or one line) and
 *   by cancelling an event city (`city_cancel`); a refund of a shop good or another line
 *   without a ticket names its `order_line_id` (one refund per line: UNIQUE), the delivery of an
 *   order is refunded once (UNIQUE per order); a city's refunds name the city for its progress.
 * - `city_cancellation`: one row per cancelled event city (its primary key is what makes a
 *   second press do nothing twice), read for the progress of the background refunds.
 * - `partner.version` (optimistic locking of the console's edits) and `key_revoked_at`: a
 *   revoked key answers 401 until a new one is issued (rotate).
 * - indexes for the console's searches and start lists over 20,000 rows.
 */
export const consoleOrdersMigrationSql = /* sql */ `
ALTER TABLE outbox_message ADD COLUMN order_id text;
UPDATE outbox_message SET order_id = substr(dedupe_key, 12) WHERE dedupe_key LIKE 'order-paid:%';
UPDATE outbox_message SET order_id = substr(dedupe_key, 13) WHERE dedupe_key LIKE 'late-refund:%';
UPDATE outbox_message m SET order_id = r.order_id FROM refund r WHERE m.dedupe_key = 'refund:' || r.public_id;
CREATE INDEX outbox_message_order ON outbox_message (order_id, id) WHERE order_id IS NOT NULL;

ALTER TABLE provider_refund DROP CONSTRAINT provider_refund_reason_check;
ALTER TABLE provider_refund ADD CONSTRAINT provider_refund_reason_check
  CHECK (reason IN ('late_success', 'ticket_cancel', 'console', 'city_cancel'));
ALTER TABLE provider_refund ADD COLUMN order_line_id integer REFERENCES order_line (id);
ALTER TABLE provider_refund ADD COLUMN event_city_id text REFERENCES event_city (public_id);
CREATE UNIQUE INDEX provider_refund_line ON provider_refund (order_line_id) WHERE ticket_id IS NULL AND order_line_id IS NOT NULL;
CREATE UNIQUE INDEX provider_refund_delivery ON provider_refund (order_id) WHERE reason = 'console' AND ticket_id IS NULL AND order_line_id IS NULL;
CREATE INDEX provider_refund_order ON provider_refund (order_id);
CREATE INDEX provider_refund_city ON provider_refund (event_city_id, state) WHERE event_city_id IS NOT NULL;
CREATE INDEX refund_order ON refund (order_id);

CREATE TABLE city_cancellation (
  event_city_id text PRIMARY KEY REFERENCES event_city (public_id),
  state text NOT NULL CHECK (state IN ('running', 'done')),
  -- the paid tickets of the city when it was cancelled
  tickets_total integer NOT NULL CHECK (tickets_total >= 0),
  actor_id text NOT NULL,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

ALTER TABLE partner ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE partner ADD COLUMN key_revoked_at timestamptz;

CREATE INDEX payment_order_email ON payment_order (lower(email) text_pattern_ops);
CREATE INDEX payment_order_created ON payment_order (created_at, public_id);
CREATE INDEX ticket_format_last_name ON ticket (format_id, lower(info ->> 'last_name'));
CREATE INDEX ticket_format_created ON ticket (format_id, created_at);
CREATE INDEX ticket_last_name ON ticket (lower(info ->> 'last_name') text_pattern_ops);
`;
