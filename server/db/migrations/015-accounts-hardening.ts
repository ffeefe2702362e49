/**
 * Accounts hardening (issue 28; docs/server.md "Security model").
 *
 * - `login_lock`: the wrong-password count and lock of an e-mail that has no account, so an
 *   unknown address "locks" after five wrong passwords exactly as a known one does
 *   (server/accounts/counted-password.ts) and the lock is no oracle. Rows untouched for 30 days
 *   are swept.
 * - Messages already delivered lose their text, link, code and images, as delivery empties them
 *   from now on (server/outbox/outbox-redaction.ts).
 */
export const accountsHardeningMigrationSql = /* sql */ `
CREATE TABLE login_lock (
  email text PRIMARY KEY,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX login_lock_updated ON login_lock (updated_at);

UPDATE outbox_message SET body = '', html = NULL, link = NULL, code = NULL, images = NULL WHERE sent_at IS NOT NULL;
`;
