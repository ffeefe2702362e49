/**
 * The console's reference data (sdk/contract/console/reference.ts): event types, regions and
 * cities, each write guarded by its edit version and audited inside the caller's transaction. An
 * event type is read back through the public site's own query and checked against the public
 * schema, as every catalogue write is (catalogue-checks.ts).
 */
import type {
  ConsoleEventType,
  ConsoleLocationCity,
  ConsoleRegion,
  EventTypeCreate,
  EventTypeUpdate,
  LocationCityCreate,
  LocationCityUpdate,
  RegionCreate,
  RegionUpdate,
} from '../../sdk/contract/console/index.ts';
import { EventType } from '../../sdk/contract/schemas/index.ts';
import { cityRows, regionRows } from '../catalogue/russian-locations.ts';
import { listEventTypes } from '../catalogue/event-queries.ts';
import { notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

export const EVENT_TYPE_COLUMNS = `t.public_id, t.title, t.title_en, t.description, t.description_en, t.sort, t.version,
  (SELECT count(*)::integer FROM event e WHERE e.event_type_id = t.public_id) AS events`;
export const REGION_COLUMNS = `r.id, r.name_ru, r.name_en, r.sort, r.version,
  (SELECT count(*)::integer FROM location_city c WHERE c.region_id = r.id) AS cities`;
export const CITY_COLUMNS = `c.id, c.region_id, r.name_ru AS region, c.name_ru, c.name_en, c.timezone, c.sort, c.version,
  (SELECT count(*)::integer FROM event_city ec WHERE ec.city_id = c.id) AS events`;
export const CITY_FROM = 'location_city c JOIN location_region r ON r.id = c.region_id';

export async function requireEventType(db: Queryable, id: string): Promise<ConsoleEventType> {
  const [row] = await db.query<ConsoleEventType>(`SELECT ${EVENT_TYPE_COLUMNS} FROM event_type t WHERE t.public_id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.eventTypeNotFound');
  return row;
}

export async function requireRegion(db: Queryable, id: number): Promise<ConsoleRegion> {
  const [row] = await db.query<ConsoleRegion>(`SELECT ${REGION_COLUMNS} FROM location_region r WHERE r.id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.regionNotFound');
  return row;
}

export async function requireCity(db: Queryable, id: number): Promise<ConsoleLocationCity> {
  const [row] = await db.query<ConsoleLocationCity>(`SELECT ${CITY_COLUMNS} FROM ${CITY_FROM} WHERE c.id = $1`, [id]);
  if (row === undefined) throw notFound('server.console.cityNotFound');
  return row;
}

/** Refuses (400) an event type the public list could not show. */
async function checkEventTypeShows(tx: Queryable, id: string): Promise<void> {
  for (const language of LANGUAGES) {
    const shown = (await listEventTypes(tx, language)).find((type) => type.public_id === id);
    mustShow(shown, EventType, 'event_type');
  }
}

const TYPE_EDITABLE = ['title', 'title_en', 'description', 'description_en', 'sort'] as const;

export async function createEventType(tx: Queryable, actor: AuditActor, input: EventTypeCreate, now: Date): Promise<ConsoleEventType> {
  const id = input.public_id ?? newPublicId('et');
  const [taken] = await tx.query('SELECT 1 FROM event_type WHERE public_id = $1', [id]);
  if (taken !== undefined) throw idTaken(id);
  await tx.query('INSERT INTO event_type (public_id, title, title_en, description, description_en, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    input.title.trim(),
    input.title_en ?? null,
    input.description ?? '',
    input.description_en ?? null,
    input.sort ?? 0,
  ]);
  await checkEventTypeShows(tx, id);
  const after = await requireEventType(tx, id);
  await recordAudit(tx, actor, { action: 'eventType.create', entity: 'event_type', entityId: id, after }, now);
  return after;
}

export async function updateEventType(tx: Queryable, actor: AuditActor, id: string, input: EventTypeUpdate, now: Date): Promise<ConsoleEventType> {
  const before = await requireEventType(tx, id);
  const { version, ...patch } = input;
  const set = setClause(patch, TYPE_EDITABLE, 3);
  const updated = await tx.query(`UPDATE event_type SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`, [
    id,
    version,
    ...set.values,
  ]);
  if (updated.length === 0) throw staleVersion();
  await checkEventTypeShows(tx, id);
  const after = await requireEventType(tx, id);
  await recordAudit(tx, actor, { action: 'eventType.update', entity: 'event_type', entityId: id, before, after }, now);
  return after;
}

/** The id a region or city gets: its geonames id, or the console's own (migration 029). */
async function locationId(tx: Queryable, table: 'location_region' | 'location_city', wanted: number | undefined): Promise<number> {
  if (wanted === undefined) {
    const [next] = await tx.query<{ id: string }>("SELECT nextval('console_location_id')::text AS id");
    return Number(next?.id);
  }
  const [taken] = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [wanted]);
  if (taken !== undefined) throw new HttpError(409, { key: 'server.console.locationIdTaken', values: { id: String(wanted) } }, { field: 'id' });
  return wanted;
}

export async function createRegion(tx: Queryable, actor: AuditActor, input: RegionCreate, now: Date): Promise<ConsoleRegion> {
  const id = await locationId(tx, 'location_region', input.id);
  await tx.query("INSERT INTO location_region (id, country, name_ru, name_en, sort) VALUES ($1, 'RU', $2, $3, $4)", [id, input.name_ru.trim(), input.name_en.trim(), input.sort ?? 0]);
  const after = await requireRegion(tx, id);
  await recordAudit(tx, actor, { action: 'region.create', entity: 'location_region', entityId: String(id), after }, now);
  return after;
}

export async function updateRegion(tx: Queryable, actor: AuditActor, id: number, input: RegionUpdate, now: Date): Promise<ConsoleRegion> {
  const before = await requireRegion(tx, id);
  const { version, ...patch } = input;
  const set = setClause(patch, ['name_ru', 'name_en', 'sort'], 3);
  const updated = await tx.query(`UPDATE location_region SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE id = $1 AND version = $2 RETURNING 1`, [
    id,
    version,
    ...set.values,
  ]);
  if (updated.length === 0) throw staleVersion();
  const after = await requireRegion(tx, id);
  await recordAudit(tx, actor, { action: 'region.update', entity: 'location_region', entityId: String(id), before, after }, now);
  return after;
}

async function requireRegionRef(tx: Queryable, regionId: number): Promise<void> {
  const [region] = await tx.query('SELECT 1 FROM location_region WHERE id = $1', [regionId]);
  if (region === undefined) throw unknownReference('region_id', regionId);
}

export async function createCity(tx: Queryable, actor: AuditActor, input: LocationCityCreate, now: Date): Promise<ConsoleLocationCity> {
  await requireRegionRef(tx, input.region_id);
  const id = await locationId(tx, 'location_city', input.id);
  await tx.query('INSERT INTO location_city (id, region_id, name_ru, name_en, timezone, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    input.region_id,
    input.name_ru.trim(),
    input.name_en.trim(),
    input.timezone,
    input.sort ?? 0,
  ]);
  const after = await requireCity(tx, id);
  await recordAudit(tx, actor, { action: 'city.create', entity: 'location_city', entityId: String(id), after }, now);
  return after;
}

export async function updateCity(tx: Queryable, actor: AuditActor, id: number, input: LocationCityUpdate, now: Date): Promise<ConsoleLocationCity> {
  const before = await requireCity(tx, id);
  const { version, ...patch } = input;
  if (patch.region_id !== undefined) await requireRegionRef(tx, patch.region_id);
  const set = setClause(patch, ['region_id', 'name_ru', 'name_en', 'timezone', 'sort'], 3);
  const updated = await tx.query(`UPDATE location_city SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE id = $1 AND version = $2 RETURNING 1`, [
    id,
    version,
    ...set.values,
  ]);
  if (updated.length === 0) throw staleVersion();
  const after = await requireCity(tx, id);
  await recordAudit(tx, actor, { action: 'city.update', entity: 'location_city', entityId: String(id), before, after }, now);
  return after;
}

/**
 * Adds the built-in regions and cities (server/catalogue/russian-locations.ts) that are not
 * there yet; a record the organiser already has, changed or not, stays as it is.
 */
export async function loadRussianLocations(tx: Queryable, actor: AuditActor, now: Date): Promise<{ regions_added: number; cities_added: number; regions: number; cities: number }> {
  const regions = regionRows();
  const cities = cityRows();
  const addedRegions = await tx.query<{ id: number }>(
    `INSERT INTO location_region (id, country, name_ru, name_en, sort)
       SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::integer[])
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [regions.map((row) => row['id']), regions.map((row) => row['country']), regions.map((row) => row['name_ru']), regions.map((row) => row['name_en']), regions.map((row) => row['sort'])],
  );
  const addedCities = await tx.query<{ id: number }>(
    `INSERT INTO location_city (id, region_id, name_ru, name_en, timezone, latitude, longitude, sort)
       SELECT * FROM unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::integer[])
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      cities.map((row) => row['id']),
      cities.map((row) => row['region_id']),
      cities.map((row) => row['name_ru']),
      cities.map((row) => row['name_en']),
      cities.map((row) => row['timezone']),
      cities.map((row) => row['latitude']),
      cities.map((row) => row['longitude']),
      cities.map((row) => row['sort']),
    ],
  );
  const result = { regions_added: addedRegions.length, cities_added: addedCities.length, regions: regions.length, cities: cities.length };
  await recordAudit(
    tx,
    actor,
    { action: 'region.loadRussia', entity: 'location_region', entityId: 'RU', after: { ...result, region_ids: addedRegions.map((row) => row.id), city_ids: addedCities.map((row) => row.id) } },
    now,
  );
  return result;
}
