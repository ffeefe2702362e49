/**
 * Race-day check-in (issue 26; server/checkin, docs/checkin.md).
 *
 * - `checkin`: at most one per ticket — its primary key is what makes two devices scanning one
 *   ticket at the same moment give one `valid` and one `already`, across processes.
 * - `checkin_scan`: every scan the server decided or received, by the device's nonce: a nonce
 *   sent again (a retried request, a re-uploaded offline queue) answers what it answered first.
 * - `checkin_conflict`: a ticket checked in offline at two devices, reported in the event
 *   city's stats after sync, never merged silently.
 * - `app_user.staff_events`: the events a member of staff may check in (NULL: every event).
 */
export const checkinMigrationSql = /* sql */ `
ALTER TABLE app_user ADD COLUMN staff_events text[];

CREATE TABLE checkin (
  ticket_id text PRIMARY KEY REFERENCES ticket (public_id),
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  at timestamptz NOT NULL,
  device text NOT NULL,
  staff_id text NOT NULL REFERENCES app_user (public_id),
  nonce text NOT NULL,
  offline boolean NOT NULL DEFAULT false
);
CREATE INDEX checkin_event_city ON checkin (event_city_id, at);

CREATE TABLE checkin_scan (
  nonce text PRIMARY KEY,
  code text NOT NULL,
  ticket_id text REFERENCES ticket (public_id),
  result text NOT NULL CHECK (result IN ('valid', 'already', 'cancelled', 'returned', 'transferred', 'wrong_event', 'unknown')),
  device text NOT NULL,
  staff_id text NOT NULL REFERENCES app_user (public_id),
  scanned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL,
  offline boolean NOT NULL DEFAULT false
);
CREATE INDEX checkin_scan_ticket ON checkin_scan (ticket_id);

CREATE TABLE checkin_conflict (
  id bigserial PRIMARY KEY,
  ticket_id text NOT NULL REFERENCES ticket (public_id),
  event_city_id text NOT NULL REFERENCES event_city (public_id),
  first_at timestamptz NOT NULL,
  first_device text NOT NULL,
  second_at timestamptz NOT NULL,
  second_device text NOT NULL,
  nonce text NOT NULL UNIQUE
);
CREATE INDEX checkin_conflict_city ON checkin_conflict (event_city_id);
CREATE INDEX IF NOT EXISTS ticket_format ON ticket (format_id);
`;
