/**
 * Partners (issue 17): who sold a purchase. A partner has a name (what `data-partner` says), a
 * title (what the thanks page's way back names), the origins its pages live on (the only
 * places a way back may lead), and the sha256 of its API key (GET /api/partner/report); the key
 * itself is printed once by `npm run partner:add` and never stored.
 *
 * An order keeps the partner it was attributed to (a known one only), the `utm_*` of its first
 * touch, and — when the checkout started on an allowed origin — the page to go back to with a
 * random key that lets that page confirm the order is paid (GET /api/order/{id}/purchase).
 */
export const partnersMigrationSql = /* sql */ `
CREATE TABLE partner (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- exact origins (scheme://host[:port]) of the partner's pages
  origins text[] NOT NULL DEFAULT '{}',
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

ALTER TABLE payment_order ADD COLUMN partner text REFERENCES partner (name);
-- { source, medium, campaign, term, content } of the first touch
ALTER TABLE payment_order ADD COLUMN utm jsonb;
ALTER TABLE payment_order ADD COLUMN return_url text;
ALTER TABLE payment_order ADD COLUMN return_key text;
ALTER TABLE payment_order ADD CONSTRAINT payment_order_return CHECK ((return_url IS NULL) = (return_key IS NULL));
CREATE INDEX payment_order_partner ON payment_order (partner, created_at) WHERE partner IS NOT NULL;
`;
