/**
 * Going live (issue 19): what a real card provider and a public shop need.
 *
 * - `payment_order.invoice_number`: the order's integer number (Robokassa's InvId is an
 *   integer), from a sequence, unique.
 * - `payment_order.client_ip`, `held_places`, `basket_key`: who holds how many places unpaid
 *   (the per-guest and per-IP caps of create-order.ts count `held_places` of pending orders)
 *   and what was bought (a new payment of the same basket by the same buyer releases the
 *   previous pending order's holds).
 * - `refund_job`: money to send back, durably — written in the transaction that decides the
 *   refund (a late success whose places are gone, a cancelled ticket), then asked of the
 *   provider and polled until the provider confirms it, with attempts and backoff; a job past
 *   its last attempt stays `failed` for a person to see, never dropped.
 */
export const goLiveMigrationSql = /* sql */ `
CREATE SEQUENCE order_invoice_number AS integer START 1;
ALTER TABLE payment_order
  ADD COLUMN invoice_number integer NOT NULL DEFAULT nextval('order_invoice_number'),
  ADD COLUMN client_ip text,
  ADD COLUMN basket_key text,
  ADD COLUMN held_places integer NOT NULL DEFAULT 0 CHECK (held_places >= 0);
ALTER SEQUENCE order_invoice_number OWNED BY payment_order.invoice_number;
ALTER TABLE payment_order ADD CONSTRAINT payment_order_invoice_number_key UNIQUE (invoice_number);
CREATE INDEX payment_order_pending_ip ON payment_order (client_ip) WHERE status = 'pending';
CREATE INDEX payment_order_pending_user ON payment_order (user_id) WHERE status = 'pending';

CREATE TABLE refund_job (
  public_id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES payment_order (public_id),
  -- set for the return of one ticket (POST /api/payment/cancel)
  ticket_id text REFERENCES ticket (public_id),
  reason text NOT NULL CHECK (reason IN ('late_success', 'ticket_cancel')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  provider text NOT NULL,
  -- due: not asked yet (or asked again after a refusal); requested: the provider took it, polled until done
  state text NOT NULL CHECK (state IN ('due', 'requested', 'done', 'failed')),
  provider_refund_id text,
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
-- one refund per late-paid order, one per returned ticket
CREATE UNIQUE INDEX refund_job_late_order ON refund_job (order_id) WHERE reason = 'late_success';
CREATE UNIQUE INDEX refund_job_ticket ON refund_job (ticket_id) WHERE ticket_id IS NOT NULL;
CREATE INDEX refund_job_due ON refund_job (run_at) WHERE state IN ('due', 'requested');
`;
