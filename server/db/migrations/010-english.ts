/**
 * English catalogue data (issue 15): every text a visitor reads in the catalogue gets an
 * English twin, `<column>_en`, beside the Russian one. The API answers the English text when the
 * request asks for English (server/http/request-language.ts) and the twin is filled, else the
 * Russian one, under the spec's field name (`title`, `name`, `description`…): a client never
 * sees an `_en` field. Russian stays NOT NULL — the default and the fallback — English is
 * optional (NULL or '' falls back).
 *
 * Texts inside jsonb columns carry their twin inside the JSON, key by key: a cluster
 * `{ name, name_en, value, file }`, an additional field `{ name, label, label_en, required }`,
 * the place select `{ title, title_en, values }` (its values are what a participant submits and
 * the ticket keeps, so they stay one list in every language). Cities and regions already have
 * `name_en` (002).
 */
export const englishMigrationSql = /* sql */ `
ALTER TABLE event_type ADD COLUMN title_en text, ADD COLUMN description_en text;
ALTER TABLE event ADD COLUMN title_en text, ADD COLUMN description_en text;
ALTER TABLE event_city ADD COLUMN address_en text;
ALTER TABLE event_format ADD COLUMN title_en text, ADD COLUMN description_en text, ADD COLUMN notes_en text;
ALTER TABLE space ADD COLUMN title_en text;
ALTER TABLE space_map ADD COLUMN title_en text;
ALTER TABLE insurance
  ADD COLUMN name_en text,
  ADD COLUMN title_en text,
  ADD COLUMN subtitle_en text,
  ADD COLUMN description_en text,
  ADD COLUMN footnote_en text;
ALTER TABLE shop_category ADD COLUMN title_en text;
ALTER TABLE product
  ADD COLUMN title_en text,
  ADD COLUMN description_en text,
  ADD COLUMN group_name_en text,
  ADD COLUMN subgroup_name_en text;
ALTER TABLE banner ADD COLUMN title_en text;
ALTER TABLE delivery_method ADD COLUMN name_en text;
ALTER TABLE news ADD COLUMN title_en text, ADD COLUMN preview_en text, ADD COLUMN text_en text;
ALTER TABLE competition_type ADD COLUMN title_en text;
ALTER TABLE external_format ADD COLUMN title_en text;
`;
