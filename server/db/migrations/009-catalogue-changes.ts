/**
 * When each page of the catalogue last changed, for the sitemap's `<lastmod>` (issue 18):
 * `updated_at` on events, their cities and formats, news and products, set by the database
 * on every change of the row (a trigger), so an edit made by any tool counts. Existing rows
 * start at the time of this migration.
 */
export const catalogueChangesMigrationSql = /* sql */ `
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

ALTER TABLE event ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE event_city ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE event_format ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE news ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE product ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TRIGGER event_touch BEFORE UPDATE ON event FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER event_city_touch BEFORE UPDATE ON event_city FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER event_format_touch BEFORE UPDATE ON event_format FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER news_touch BEFORE UPDATE ON news FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER product_touch BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
`;
