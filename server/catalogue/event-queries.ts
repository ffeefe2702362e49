/**
 * Reading events, their types and event cities in the contract's shapes
 * (sdk/contract/schemas/event.ts, event-city.ts, event-type.ts), in the request's language
 * (in-language.ts). Several calls list events or event cities (catalogue, filters, insurance
 * search, results), so the SQL lives here once.
 */
import type { Language } from '../../sdk/config/index.ts';
import type { Event, EventBanners, City, EventCity, EventSummary, EventType } from '../../sdk/contract/schemas/index.ts';
import type { Queryable } from '../db/database.ts';
import { inLanguage, nameColumn } from './in-language.ts';
import { isoOf } from './sql-values.ts';

interface EventTypeRow {
  readonly public_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly description: string;
  readonly description_en: string | null;
  readonly logo: string | null;
  readonly video_promo: string | null;
  readonly project_link: string | null;
  readonly project_picture_main: string | null;
}

interface EventRow {
  readonly public_id: string;
  readonly event_type_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly description: string;
  readonly description_en: string | null;
  readonly external_url: string | null;
  readonly slider: boolean;
  readonly banners: EventBanners;
}

interface EventCityRow {
  readonly public_id: string;
  readonly event_id: string;
  readonly address: string;
  readonly address_en: string | null;
  readonly start_time: unknown;
  readonly timezone: string;
  readonly city_id: number;
  readonly name_ru: string;
  readonly name_en: string;
}

const toEventType = (row: EventTypeRow, language: Language): EventType => ({
  public_id: row.public_id,
  title: inLanguage(row.title, row.title_en, language),
  description: inLanguage(row.description, row.description_en, language),
  logo: row.logo,
  video_promo: row.video_promo,
  project: row.project_link === null ? null : { link: row.project_link, picture_main: row.project_picture_main },
});

/** Every event type in catalogue order; `withProject` keeps those with a project page. */
export async function listEventTypes(db: Queryable, language: Language, withProject = false): Promise<EventType[]> {
  const rows = await db.query<EventTypeRow>(
    `SELECT * FROM event_type ${withProject ? 'WHERE project_link IS NOT NULL' : ''} ORDER BY sort, title`,
  );
  return rows.map((row) => toEventType(row, language));
}

async function eventTypesById(db: Queryable, language: Language): Promise<Map<string, EventType>> {
  return new Map((await listEventTypes(db, language)).map((type) => [type.public_id, type]));
}

const EVENT_CITY_COLUMNS = `ec.public_id, ec.event_id, ec.address, ec.address_en, ec.start_time, ec.timezone,
         c.id AS city_id, c.name_ru, c.name_en`;

const EVENT_CITY_SELECT = `
  SELECT ${EVENT_CITY_COLUMNS}
    FROM event_city ec JOIN location_city c ON c.id = ec.city_id`;

/** Event cities with their event's title and type, for calls that list them on their own. */
const WITH_EVENT_SELECT = `
  SELECT e.title AS event_title, e.title_en AS event_title_en, e.event_type_id, ${EVENT_CITY_COLUMNS}
    FROM event_city ec JOIN event e ON e.public_id = ec.event_id JOIN location_city c ON c.id = ec.city_id`;

type WithEventRow = EventCityRow & { readonly event_title: string; readonly event_title_en: string | null; readonly event_type_id: string };

function toEventCity(row: EventCityRow, language: Language, event?: EventSummary): EventCity {
  return {
    public_id: row.public_id,
    city: { id: row.city_id, name_ru: inLanguage(row.name_ru, row.name_en, language) },
    start_time: isoOf(row.start_time),
    address: inLanguage(row.address, row.address_en, language),
    timezone: row.timezone,
    ...(event === undefined ? {} : { event }),
  };
}

const withEvent = (row: WithEventRow, language: Language, types: ReadonlyMap<string, EventType>): EventCity =>
  toEventCity(row, language, {
    public_id: row.event_id,
    title: inLanguage(row.event_title, row.event_title_en, language),
    event_type: types.get(row.event_type_id) ?? null,
  });

/** Which event cities an event shows. */
export type EventCityScope = 'all' | 'upcoming';

/**
 * Events by public_id (in the given order), each with its event cities soonest first.
 * `upcoming` keeps only the cities still ahead of `now` (the catalogue's view). Drafts (not yet
 * published, migration 019) are left out unless `drafts` (the console reads its own drafts).
 */
export async function loadEvents(
  db: Queryable,
  ids: readonly string[],
  scope: EventCityScope,
  now: Date,
  language: Language,
  drafts = false,
): Promise<Event[]> {
  if (ids.length === 0) return [];
  const [rows, cities, types] = await Promise.all([
    db.query<EventRow>(`SELECT * FROM event WHERE public_id = ANY($1)${drafts ? '' : ' AND published'}`, [ids]),
    db.query<EventCityRow>(
      `${EVENT_CITY_SELECT} WHERE ec.event_id = ANY($1) ${scope === 'upcoming' ? 'AND ec.start_time > $2' : ''} ORDER BY ec.start_time, ec.public_id`,
      scope === 'upcoming' ? [ids, now] : [ids],
    ),
    eventTypesById(db, language),
  ]);
  const byId = new Map(rows.map((row) => [row.public_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    return [
      {
        public_id: row.public_id,
        title: inLanguage(row.title, row.title_en, language),
        description: inLanguage(row.description, row.description_en, language),
        external_url: row.external_url,
        slider: row.slider,
        event_city: cities.filter((city) => city.event_id === id).map((city) => toEventCity(city, language)),
        banners: row.banners,
        event_type: types.get(row.event_type_id) ?? null,
      },
    ];
  });
}

/**
 * The catalogue: events with at least one city still ahead, soonest first. Volunteer-only
 * events are listed to volunteers alone.
 */
export async function listCatalogueEvents(db: Queryable, now: Date, volunteer: boolean, language: Language): Promise<Event[]> {
  const rows = await db.query<{ public_id: string }>(
    `SELECT e.public_id
       FROM event e JOIN event_city ec ON ec.event_id = e.public_id
      WHERE NOT e.hidden AND e.published AND ec.start_time > $1 AND ($2 OR NOT e.volunteer_only)
      GROUP BY e.public_id, e.sort
      ORDER BY min(ec.start_time), e.sort`,
    [now, volunteer],
  );
  return loadEvents(
    db,
    rows.map((row) => row.public_id),
    'upcoming',
    now,
    language,
  );
}

/** Filter of the event-city searches (both the catalogue's and the results'). */
export interface EventCitySearch {
  readonly cityId?: number | undefined;
  readonly eventType?: string | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  /** Text in the event's title, in either language (case-insensitive). */
  readonly search?: string | undefined;
  /** Only event cities whose timing system has published results. */
  readonly withResults?: boolean;
  readonly order: 'soonest' | 'newest';
}

/** Event cities of public events matching `filter`, each with its event. */
export async function searchEventCities(db: Queryable, filter: EventCitySearch, language: Language): Promise<EventCity[]> {
  const conditions = ['NOT e.hidden', 'e.published', 'NOT e.volunteer_only'];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.cityId !== undefined) add((p) => `ec.city_id = ${p}`, filter.cityId);
  if (filter.eventType !== undefined) add((p) => `e.event_type_id = ${p}`, filter.eventType);
  if (filter.from !== undefined) add((p) => `ec.start_time >= ${p}`, filter.from);
  if (filter.to !== undefined) add((p) => `ec.start_time <= ${p}`, filter.to);
  if (filter.search !== undefined && filter.search.trim() !== '') {
    add((p) => `(strpos(lower(e.title), lower(${p})) > 0 OR strpos(lower(COALESCE(e.title_en, '')), lower(${p})) > 0)`, filter.search.trim());
  }
  if (filter.withResults === true) {
    conditions.push('EXISTS (SELECT 1 FROM external_format xf JOIN event_result r ON r.external_format_id = xf.public_id WHERE xf.event_city_id = ec.public_id)');
  }
  const rows = await db.query<WithEventRow>(
    `${WITH_EVENT_SELECT}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ec.start_time ${filter.order === 'soonest' ? 'ASC' : 'DESC'}, ec.public_id`,
    params,
  );
  const types = await eventTypesById(db, language);
  return rows.map((row) => withEvent(row, language, types));
}

/** One event city with its event, or undefined (also for a draft event's city, unless `drafts`). */
export async function findEventCity(db: Queryable, id: string, language: Language, drafts = false): Promise<EventCity | undefined> {
  const rows = await db.query<WithEventRow>(`${WITH_EVENT_SELECT} WHERE ec.public_id = $1${drafts ? '' : ' AND e.published'}`, [id]);
  const row = rows[0];
  if (row === undefined) return undefined;
  return withEvent(row, language, await eventTypesById(db, language));
}

/** Cities of the event cities chosen by `where` (SQL over `ec` and `e`), by name in `language`. */
export async function citiesOf(db: Queryable, where: string, params: readonly unknown[], language: Language): Promise<City[]> {
  const rows = await db.query<{ id: number; name_ru: string; name_en: string }>(
    `SELECT DISTINCT c.id, c.name_ru, c.name_en
       FROM event_city ec JOIN event e ON e.public_id = ec.event_id JOIN location_city c ON c.id = ec.city_id
      WHERE ${where}
      ORDER BY ${nameColumn('c', language)}`,
    params,
  );
  return rows.map((row) => ({ id: row.id, name_ru: inLanguage(row.name_ru, row.name_en, language) }));
}
