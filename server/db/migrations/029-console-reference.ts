/**
 * The reference data an organiser fills in the console (issue 25 §2; server/console/reference-*):
 * event types, regions and cities get an edit `version` (optimistic locking, as the catalogue's
 * other records), and a region or city made in the console, which has no geonames id, takes one
 * from a sequence far above geonames' range (ids up to ~13 million today).
 */
export const consoleReferenceMigrationSql = /* sql */ `
ALTER TABLE event_type ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE location_region ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE location_city ADD COLUMN version integer NOT NULL DEFAULT 0;
CREATE SEQUENCE console_location_id START WITH 2000000001 MAXVALUE 2147483647;
CREATE INDEX location_city_name ON location_city (lower(name_ru));
`;
