/**
 * Payments and what they issue (purchase.md §4 "Payment", account.md §3 "Ticket", "Order",
 * "Insurance record"): orders with their lines and stock holds, provider notifications and
 * refunds, issued tickets and insurance policies, the signed-in user's basket, club
 * membership, and uploaded files.
 *
 * Conventions (shared with 001 and 002): text `public_id`s, foreign keys by public_id, times
 * written by the server's clock. Money of an order is numeric roubles with kopecks (pricing
 * rounds to 2 decimals, sdk/basket/price-basket.ts).
 *
 * The order's `status` is a small state machine moved only by compare-and-set
 * (`UPDATE … WHERE status = 'pending'`): pending → paid | declined | expired, and
 * expired → paid (a late success whose holds could be taken again) | refund_required (a late
 * success whose tickets are gone: nothing is issued, the money goes back). `idempotency_key`
 * is UNIQUE, so two requests with one key can never both create an order.
 */
export const paymentMigrationSql = /* sql */ `
CREATE TABLE payment_order (
  public_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES app_user (public_id),
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'expired', 'refund_required')),
  goods_total numeric(12, 2) NOT NULL CHECK (goods_total >= 0),
  discount numeric(12, 2) NOT NULL CHECK (discount >= 0),
  delivery_cost numeric(12, 2) NOT NULL CHECK (delivery_cost >= 0),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  -- { phone, location_id, address, first_name, last_name } when goods travel
  delivery jsonb,
  register boolean NOT NULL DEFAULT false,
  -- what the order holds until it is paid or released: [{ hold, id, kind?, count }]
  holds jsonb NOT NULL DEFAULT '[]',
  holds_released boolean NOT NULL DEFAULT false,
  hold_until timestamptz NOT NULL,
  idempotency_key text UNIQUE,
  -- sha256 of the request: a retry must be the same request
  request_hash text NOT NULL,
  provider text NOT NULL,
  provider_payment_id text,
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX payment_order_user ON payment_order (user_id, created_at DESC);
CREATE INDEX payment_order_pending ON payment_order (hold_until) WHERE status = 'pending';

CREATE TABLE order_line (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES payment_order (public_id),
  position integer NOT NULL,
  -- ticket_insurance: the insurance attached to a ticket line (line_of is that line's position)
  kind text NOT NULL CHECK (kind IN ('ticket', 'shop', 'certificate', 'insurance', 'ticket_insurance')),
  line_of integer,
  -- the format, product or insurance product bought
  item_id text NOT NULL,
  title text NOT NULL,
  ticket_kind text,
  size text,
  count integer NOT NULL CHECK (count >= 1 AND count <= 500),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  promocode text,
  promo_units integer NOT NULL DEFAULT 0,
  -- the line as sent: participant info, cluster, insured person, delivery method…
  details jsonb NOT NULL DEFAULT '{}',
  UNIQUE (order_id, position)
);

-- every change of an order's status, once each (the compare-and-set winner writes it)
CREATE TABLE order_event (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES payment_order (public_id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX order_event_order ON order_event (order_id, id);

-- provider notifications as received (bad signatures included), for the audit trail
CREATE TABLE payment_notification (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text,
  body text NOT NULL,
  signature_ok boolean NOT NULL,
  applied boolean NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE ticket (
  public_id text PRIMARY KEY,
  ticket_number text NOT NULL UNIQUE,
  order_id text NOT NULL REFERENCES payment_order (public_id),
  order_line_id integer NOT NULL REFERENCES order_line (id),
  format_id text NOT NULL REFERENCES event_format (public_id),
  kind text NOT NULL,
  -- the holder; null while a transfer waits for an e-mail that has no account yet
  user_id text REFERENCES app_user (public_id),
  -- the buyer while the ticket is transferred away
  original_user_id text REFERENCES app_user (public_id),
  transfer_email text,
  transfer_accepted boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'processing')),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  registered boolean NOT NULL DEFAULT false,
  offline_registered boolean NOT NULL DEFAULT false,
  -- participant data: names, phone, ISO birth_date, gender, region, item_size, extra fields
  info jsonb NOT NULL DEFAULT '{}',
  cluster jsonb,
  select_field text,
  license text,
  license_file text,
  shirt_size_id text REFERENCES shirt_size (public_id),
  team_id text REFERENCES team (public_id),
  number integer,
  insurance_number text,
  created_at timestamptz NOT NULL,
  UNIQUE (format_id, number),
  CHECK (user_id IS NOT NULL OR transfer_email IS NOT NULL)
);
CREATE INDEX ticket_user ON ticket (user_id);
CREATE INDEX ticket_original_user ON ticket (original_user_id);
CREATE INDEX ticket_transfer_email ON ticket (transfer_email) WHERE user_id IS NULL;
CREATE INDEX ticket_order ON ticket (order_id);

-- one refund per ticket: the UNIQUE is what makes twenty concurrent returns refund once
CREATE TABLE refund (
  public_id text PRIMARY KEY,
  ticket_id text NOT NULL UNIQUE REFERENCES ticket (public_id),
  order_id text NOT NULL REFERENCES payment_order (public_id),
  user_id text NOT NULL REFERENCES app_user (public_id),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  provider_refund_id text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE insurance_policy (
  public_id text PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES app_user (public_id),
  order_id text NOT NULL REFERENCES payment_order (public_id),
  insurance_id text NOT NULL REFERENCES insurance (public_id),
  ticket_id text REFERENCES ticket (public_id),
  -- { first_name, last_name, second_name, phone, birth_date, gender }
  insured jsonb NOT NULL,
  start_date timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX insurance_policy_user ON insurance_policy (user_id, start_date DESC);

CREATE SEQUENCE issue_number START 100001;

CREATE TABLE user_basket (
  user_id text PRIMARY KEY REFERENCES app_user (public_id) ON DELETE CASCADE,
  goods jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL
);

CREATE TABLE club_member (
  club_id text NOT NULL REFERENCES club (public_id),
  user_id text NOT NULL REFERENCES app_user (public_id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, user_id)
);
CREATE INDEX club_member_user ON club_member (user_id);

CREATE TABLE uploaded_file (
  public_id text PRIMARY KEY,
  user_id text REFERENCES app_user (public_id) ON DELETE SET NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
`;
