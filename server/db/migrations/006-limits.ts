/**
 * Limits an attacker cannot race (issue 19 §3): the rate limiter's rows, one-time sign-in
 * links, and the mark that tells an attached upload from an orphan.
 *
 * - `rate_limit`: one row per limit and subject (`sms-ip:203.0.113.7`), holding the times of
 *   the takes inside the window (at most the limit's `max` of them). A take is one
 *   INSERT … ON CONFLICT DO UPDATE (server/limits/rate-limit.ts), so the row lock makes
 *   parallel takes, from any number of server processes, count exactly. `taken` is the answer
 *   of the row's last take, written by that same statement so its RETURNING can report it.
 *   `expires_at` is when the row holds nothing that still counts (swept).
 * - `sign_in_link`: /token/{id} links (server/accounts/sign-in-links.ts): the sha256 of the
 *   secret, the account it signs into, a short life, and `used_at` (one use).
 * - `uploaded_file.attached_at`: set when a ticket, an order or a competition result takes the
 *   file; files never attached are removed a day after upload. Files uploaded before this
 *   migration count as attached (nothing that existed is deleted by the new rule).
 */
export const limitsMigrationSql = /* sql */ `
CREATE TABLE rate_limit (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL,
  taken boolean NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_expires ON rate_limit (expires_at);

CREATE TABLE sign_in_link (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES app_user (public_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_link_expires ON sign_in_link (expires_at);

ALTER TABLE uploaded_file ADD COLUMN attached_at timestamptz;
UPDATE uploaded_file SET attached_at = created_at;
CREATE INDEX uploaded_file_orphan ON uploaded_file (created_at) WHERE attached_at IS NULL;
`;
