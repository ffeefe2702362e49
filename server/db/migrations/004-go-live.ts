/**
 * Going live (issue 19): what a real card provider and a public shop need.
 *
 * - `payment_order.invoice_number`: the order's integer number (Robokassa's InvId is an
 *   integer), from a sequence, unique.
 * - `payment_order.client_ip`, `held_places`, `basket_key`: who holds how many places unpaid
 *   (the per-guest and per-IP caps of create-order.ts count `held_places` of pending orders)
 *   and what was bought (a new payment of the same basket by the same buyer releases the
 *   previous pending order's holds).
 * - `provider_refund`: money to send back and where it stands at the provider (its refund id,
 *   its state), written in the transaction that decides the refund (a late success whose
 *   places are gone, a returned ticket) together with a `refund` job of the durable queue
 *   (migration 005, server/jobs), which asks the provider and then asks again until the
 *   provider confirms it; a refund past its last attempt stays `failed` for a person to see.
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

CREATE TABLE provider_refund (
  public_id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES payment_order (public_id),
  -- set for the return of one ticket (POST /api/payment/cancel)
  ticket_id text REFERENCES ticket (public_id),
  reason text NOT NULL CHECK (reason IN ('late_success', 'ticket_cancel')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  provider text NOT NULL,
  -- due: not asked yet (or to ask again after the provider cancelled it); requested: the
  -- provider took it and is asked until it is done; failed: past the last attempt, for a person
  state text NOT NULL CHECK (state IN ('due', 'requested', 'done', 'failed')),
  provider_refund_id text,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
-- one refund per late-paid order, one per returned ticket
CREATE UNIQUE INDEX provider_refund_late_order ON provider_refund (order_id) WHERE reason = 'late_success';
CREATE UNIQUE INDEX provider_refund_ticket ON provider_refund (ticket_id) WHERE ticket_id IS NOT NULL;
CREATE INDEX provider_refund_open ON provider_refund (created_at) WHERE state IN ('due', 'requested', 'failed');
`;
