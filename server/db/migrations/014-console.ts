/**
 * The organiser's console (issue 25): who on the staff may enter, and what every console write
 * changed.
 *
 * - `app_user.staff_role`: `staff` (orders read, check-in) or `organiser` (everything); NULL for a
 *   buyer. Apart from `role`, which holds the spec's buyer roles (vip, volunteer) and travels to
 *   the client in the user object; a staff role never does.
 * - `audit_log`: one row per console write: who, when, the action, the entity and its id, and
 *   the entity's fields before and after (NULL before a create, NULL after a delete). Append-only:
 *   nothing in racekit updates or deletes a row of it.
 */
export const consoleMigrationSql = /* sql */ `
ALTER TABLE app_user ADD COLUMN staff_role text CHECK (staff_role IN ('staff', 'organiser'));
CREATE INDEX app_user_staff ON app_user (staff_role) WHERE staff_role IS NOT NULL;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id text NOT NULL,
  actor_email text,
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  entity text NOT NULL CHECK (length(entity) BETWEEN 1 AND 100),
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);
CREATE INDEX audit_log_at ON audit_log (at, id);
`;
