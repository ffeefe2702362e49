/**
 * Holds and scopes (issue 28).
 *
 * - `event_format.hold_share_percent`: the share (1–100) of a format's places one client (an
 *   address, an account) may hold unpaid; NULL follows HOLD_SHARE_PERCENT (server/payment/hold-caps.ts).
 *   A column of the format so the organiser's console can tune it per format.
 * - `auth_session.partner_origin`: set when the session was opened, or its token used, on a
 *   partner's origin (a request whose Origin is not PUBLIC_URL's): a partner-scoped session,
 *   which may buy and see tickets but not change the account (server/accounts/partner-scope.ts).
 * - `sign_in_link.partner_origin`: a link made by a partner-scoped session opens one too (a
 *   link never widens what the session that made it may do).
 */
export const holdsAndScopesMigrationSql = /* sql */ `
ALTER TABLE event_format ADD COLUMN hold_share_percent integer CHECK (hold_share_percent BETWEEN 1 AND 100);
ALTER TABLE auth_session ADD COLUMN partner_origin text;
ALTER TABLE sign_in_link ADD COLUMN partner_origin text;
`;
