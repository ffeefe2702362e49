/**
 * The console's catalogue writes (issue 25 §2–4).
 *
 * - `event.published`: an event the console creates is a draft (published = false, set by the
 *   console and the import) until the organiser publishes it; public reads show published events
 *   only. The column's default is true, so every existing event (the demo catalogue's) and every
 *   event inserted by SQL or the seed stays on the site as before.
 * - `event.sales_open_at`: tickets of the event are sold from this moment (NULL: at once); a
 *   payment before it is refused (server/payment/plan-order.ts).
 * - `version` on every record the console edits (optimistic locking, server/console/edit-version.ts).
 * - `promocode.batch_id`: the codes made together by one batch, downloaded together as CSV;
 *   `promocode.created_at` orders the console's list.
 * - Indexes for the console's server-side lists (20,000 rows page fast).
 */
export const consoleCatalogueMigrationSql = /* sql */ `
ALTER TABLE event
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN sales_open_at timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE event_city ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE event_format ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE promocode
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD COLUMN batch_id text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX promocode_batch ON promocode (batch_id) WHERE batch_id IS NOT NULL;
CREATE INDEX promocode_created ON promocode (created_at, public_id);
CREATE INDEX event_sort ON event (sort, public_id);
CREATE INDEX event_format_sort ON event_format (event_city_id, sort, public_id);
`;
