/**
 * The console's content (issue 25 §2: sales, news, banners).
 *
 * - `version` on each (optimistic locking, server/console/edit-version.ts).
 * - `sale.timezone`: the zone the organiser typed the sale's window in, so the console shows it
 *   back in that zone (the window itself is two instants); `sale.created_at` orders the list.
 * - `news.hidden`: a hidden item is on no public call (list, one, preview, sitemap); every
 *   existing item stays shown (default false).
 * - `banner.hidden`, `banner.show_from`, `banner.show_until`: a banner is on the site only when
 *   not hidden and inside its window (NULL: open on that side).
 */
export const consoleContentMigrationSql = /* sql */ `
ALTER TABLE sale
  ADD COLUMN timezone text NOT NULL DEFAULT 'Europe/Moscow',
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE news
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE banner
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN show_from timestamptz,
  ADD COLUMN show_until timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT banner_window CHECK (show_from IS NULL OR show_until IS NULL OR show_from < show_until);
CREATE INDEX sale_created ON sale (created_at, public_id);
`;
