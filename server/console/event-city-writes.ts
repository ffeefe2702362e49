/**
 * Reading and writing event cities for the console and the catalogue import (issue 25 §2–3),
 * inside the caller's transaction, each checked through the public read and audited.
 */
import type { ConsoleEventCity, EventCityCopy, EventCityCreate, EventCityUpdate } from '../../sdk/contract/console/index.ts';
import { EventCity } from '../../sdk/contract/schemas/index.ts';
import { findEventCity } from '../catalogue/event-queries.ts';
import { isoOf, notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { serialQueries } from '../payment/serial-queries.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause, unknownReference } from './catalogue-checks.ts';
import { staleVersion } from './edit-version.ts';

interface EventCityRecordRow {
  readonly public_id: string;
  readonly event_id: string;
  readonly city_id: number;
  readonly city_name: string;
  readonly address: string;
  readonly address_en: string | null;
  readonly start_time: unknown;
  readonly timezone: string;
  readonly format_count: string | number;
  readonly version: number;
}

/** FROM of the console's event-city reads (`ec`, its city `c`). */
export const EVENT_CITY_FROM = 'event_city ec JOIN location_city c ON c.id = ec.city_id';
export const EVENT_CITY_COLUMNS = `ec.public_id, ec.event_id, ec.city_id, c.name_ru AS city_name, ec.address, ec.address_en, ec.start_time,
  ec.timezone, ec.version, (SELECT count(*) FROM event_format f WHERE f.event_city_id = ec.public_id) AS format_count`;

export const toConsoleEventCity = (row: EventCityRecordRow): ConsoleEventCity => ({
  ...row,
  city_id: Number(row.city_id),
  start_time: isoOf(row.start_time),
  format_count: Number(row.format_count),
});

export async function readConsoleEventCity(db: Queryable, id: string): Promise<ConsoleEventCity | undefined> {
  const [row] = await db.query<EventCityRecordRow>(`SELECT ${EVENT_CITY_COLUMNS} FROM ${EVENT_CITY_FROM} WHERE ec.public_id = $1`, [id]);
  return row === undefined ? undefined : toConsoleEventCity(row);
}

export async function requireConsoleEventCity(db: Queryable, id: string): Promise<ConsoleEventCity> {
  const city = await readConsoleEventCity(db, id);
  if (city === undefined) throw notFound('server.catalogue.eventCityNotFound');
  return city;
}

/** Refuses (400) an event city the public site could not show. */
export async function checkEventCityShows(tx: Queryable, id: string): Promise<void> {
  for (const language of LANGUAGES) mustShow(await findEventCity(serialQueries(tx), id, language, true), EventCity, 'event_city');
}

async function checkCity(tx: Queryable, cityId: number | undefined): Promise<void> {
  if (cityId === undefined) return;
  const [city] = await tx.query('SELECT 1 FROM location_city WHERE id = $1', [cityId]);
  if (city === undefined) throw unknownReference('city_id', cityId);
}

/** Adds a date and place to an event. */
export async function createEventCity(
  tx: Queryable,
  actor: AuditActor,
  input: EventCityCreate,
  now: Date,
  action = 'eventCity.create',
): Promise<ConsoleEventCity> {
  const id = input.public_id ?? newPublicId('ec');
  if ((await readConsoleEventCity(tx, id)) !== undefined) throw idTaken(id);
  const [event] = await tx.query('SELECT 1 FROM event WHERE public_id = $1', [input.event_id]);
  if (event === undefined) throw unknownReference('event_id', input.event_id);
  await checkCity(tx, input.city_id);
  await tx.query(
    'INSERT INTO event_city (public_id, event_id, city_id, address, address_en, start_time, timezone) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, input.event_id, input.city_id, input.address, input.address_en ?? null, input.start_time, input.timezone],
  );
  await checkEventCityShows(tx, id);
  const after = await requireConsoleEventCity(tx, id);
  await recordAudit(tx, actor, { action, entity: 'event_city', entityId: id, after }, now);
  return after;
}

const EVENT_CITY_EDITABLE = ['city_id', 'address', 'address_en', 'start_time', 'timezone'] as const;

/** Changes an event city read at `version` (409 when it has moved). */
export async function updateEventCity(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  version: number,
  patch: Omit<EventCityUpdate, 'version'>,
  now: Date,
): Promise<ConsoleEventCity> {
  const before = await requireConsoleEventCity(tx, id);
  await checkCity(tx, patch.city_id);
  const set = setClause(patch, EVENT_CITY_EDITABLE, 3);
  const updated = await tx.query(
    `UPDATE event_city SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  await checkEventCityShows(tx, id);
  const after = await requireConsoleEventCity(tx, id);
  await recordAudit(tx, actor, { action: 'eventCity.update', entity: 'event_city', entityId: id, before, after }, now);
  return after;
}

/**
 * Copies event city `id` with every format (their settings, insurance products and sale links;
 * stock full, nothing sold) to another city and time; a format's own start moves with the city.
 */
export async function copyEventCity(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  input: EventCityCopy,
  now: Date,
  copyFormat: (tx: Queryable, formatId: string, eventCityId: string, shiftMs: number) => Promise<void>,
): Promise<ConsoleEventCity> {
  const source = await requireConsoleEventCity(tx, id);
  const copy = await createEventCity(
    tx,
    actor,
    {
      public_id: input.public_id,
      event_id: source.event_id,
      city_id: input.city_id,
      address: input.address,
      address_en: input.address_en,
      start_time: input.start_time,
      timezone: input.timezone ?? source.timezone,
    },
    now,
    'eventCity.copy',
  );
  const shiftMs = Date.parse(input.start_time) - Date.parse(source.start_time);
  const formats = await tx.query<{ public_id: string }>('SELECT public_id FROM event_format WHERE event_city_id = $1 ORDER BY sort, public_id', [id]);
  for (const format of formats) await copyFormat(tx, format.public_id, copy.public_id, shiftMs);
  return requireConsoleEventCity(tx, copy.public_id);
}
