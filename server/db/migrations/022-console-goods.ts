/**
 * The console's goods (issue 25 §2): insurance products, shop categories and goods, gift
 * certificates, and the pictures an organiser uploads for them.
 *
 * - `picture.content`: the bytes of an uploaded raster picture (jpeg, png, webp; POST
 *   /api/console/pictures), served at the same /api/files/picture/{name} as the seeded SVG
 *   pictures, whose text stays in `body`. A row has one or the other.
 * - `picture.original_name`: the uploaded file's own name (null for a seeded picture);
 *   `picture.created_at`: when it was stored (the seeded ones: when the migration ran).
 * - `version` on every record these console pages edit (optimistic locking,
 *   server/console/edit-version.ts).
 * - Indexes for the console's server-side lists.
 */
export const consoleGoodsMigrationSql = /* sql */ `
ALTER TABLE picture
  ADD COLUMN content bytea,
  ADD COLUMN original_name text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ALTER COLUMN body DROP NOT NULL,
  ADD CONSTRAINT picture_body_or_content CHECK ((body IS NULL) <> (content IS NULL));
ALTER TABLE insurance ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE shop_category ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN version integer NOT NULL DEFAULT 0;
CREATE INDEX product_kind_sort ON product (kind, sort, public_id);
CREATE INDEX insurance_sort ON insurance (sort, public_id);
`;
