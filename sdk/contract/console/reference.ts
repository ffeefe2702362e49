/**
 * The console's reference data (issue 25 §2): event types, regions and cities. A fresh
 * production database has none of them (the demo catalogue is off), and an event cannot be made
 * without a type and a city, so the organiser makes them here — or loads Russia's regions and
 * cities in one press (`loadRussia`: the built-in list, geonames ids; a record already there is
 * left as it is). A region or city made by hand gets an id of its own, far above geonames' range.
 */
import { integer, max, min, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, TimeZone, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields, type PageQuery } from './paging.ts';

/** A geonames id (or one the console gave). */
export const LocationRecordId = max(min(integer(), 1), 2_147_483_647);
const SortOrder = max(min(integer(), -1_000_000), 1_000_000);

export const ConsoleEventType = type({
  public_id: string(),
  title: string(),
  title_en: nullable(string()),
  description: string(),
  description_en: nullable(string()),
  sort: integer(),
  /** Events of this type, drafts included. */
  events: integer(),
  version: integer(),
});
export type ConsoleEventType = Infer<typeof ConsoleEventType>;

const eventTypeFields = {
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  description: optional(limitedText(TEXT_MAX.text)),
  description_en: optional(nullable(limitedText(TEXT_MAX.text))),
  sort: optional(SortOrder),
};
export const EventTypeCreate = object({ public_id: optional(CataloguePublicId), title: Title, ...eventTypeFields });
export type EventTypeCreate = Infer<typeof EventTypeCreate>;
export const EventTypeUpdate = object({ version: EditVersion, title: optional(Title), ...eventTypeFields });
export type EventTypeUpdate = Infer<typeof EventTypeUpdate>;

export const ConsoleRegion = type({ id: integer(), name_ru: string(), name_en: string(), sort: integer(), cities: integer(), version: integer() });
export type ConsoleRegion = Infer<typeof ConsoleRegion>;
export const RegionCreate = object({ id: optional(LocationRecordId), name_ru: Title, name_en: Title, sort: optional(SortOrder) });
export type RegionCreate = Infer<typeof RegionCreate>;
export const RegionUpdate = object({ version: EditVersion, name_ru: optional(Title), name_en: optional(Title), sort: optional(SortOrder) });
export type RegionUpdate = Infer<typeof RegionUpdate>;

export const ConsoleLocationCity = type({
  id: integer(),
  region_id: integer(),
  region: string(),
  name_ru: string(),
  name_en: string(),
  timezone: string(),
  sort: integer(),
  /** Event cities held here. */
  events: integer(),
  version: integer(),
});
export type ConsoleLocationCity = Infer<typeof ConsoleLocationCity>;
export const LocationCityCreate = object({
  id: optional(LocationRecordId),
  region_id: LocationRecordId,
  name_ru: Title,
  name_en: Title,
  timezone: TimeZone,
  sort: optional(SortOrder),
});
export type LocationCityCreate = Infer<typeof LocationCityCreate>;
export const LocationCityUpdate = object({
  version: EditVersion,
  region_id: optional(LocationRecordId),
  name_ru: optional(Title),
  name_en: optional(Title),
  timezone: optional(TimeZone),
  sort: optional(SortOrder),
});
export type LocationCityUpdate = Infer<typeof LocationCityUpdate>;

/** What loading the built-in list added (records already there are kept as they are). */
export const LocationsLoaded = type({ regions_added: integer(), cities_added: integer(), regions: integer(), cities: integer() });

const TypeParams = object({ id: limitedText(TEXT_MAX.id) });
const NumberParams = object({ id: limitedText(TEXT_MAX.id) });
/** `region_id` narrows the cities to one region; `q` searches the names. */
export const LocationCitiesQuery = object({ ...PageQueryFields, region_id: optional(limitedText(TEXT_MAX.id)) });
export const RegionsQuery = object(PageQueryFields);

export const consoleReferenceCalls = {
  eventTypes: defineCall({
    method: 'GET',
    path: '/api/console/event-types',
    role: 'organiser',
    summary: 'Event types with how many events each has, paged on the server.',
    query: object(PageQueryFields),
    response: Page(ConsoleEventType),
  }),
  createEventType: defineCall({
    method: 'POST',
    path: '/api/console/event-types',
    role: 'organiser',
    summary: 'Creates an event type (an id is made when none is given).',
    body: EventTypeCreate,
    response: ConsoleEventType,
  }),
  updateEventType: defineCall({
    method: 'PUT',
    path: '/api/console/event-types/{id}',
    role: 'organiser',
    summary: 'Edits an event type (optimistic version).',
    params: TypeParams,
    body: EventTypeUpdate,
    response: ConsoleEventType,
  }),
  regions: defineCall({
    method: 'GET',
    path: '/api/console/regions',
    role: 'organiser',
    summary: 'Regions with how many cities each has, paged on the server.',
    query: RegionsQuery,
    response: Page(ConsoleRegion),
  }),
  createRegion: defineCall({
    method: 'POST',
    path: '/api/console/regions',
    role: 'organiser',
    summary: 'Creates a region (its geonames id, or one of the console’s own).',
    body: RegionCreate,
    response: ConsoleRegion,
  }),
  updateRegion: defineCall({
    method: 'PUT',
    path: '/api/console/regions/{id}',
    role: 'organiser',
    summary: 'Renames or reorders a region (optimistic version).',
    params: NumberParams,
    body: RegionUpdate,
    response: ConsoleRegion,
  }),
  cities: defineCall({
    method: 'GET',
    path: '/api/console/cities',
    role: 'organiser',
    summary: 'Cities, optionally of one region, paged on the server.',
    query: LocationCitiesQuery,
    response: Page(ConsoleLocationCity),
  }),
  createCity: defineCall({
    method: 'POST',
    path: '/api/console/cities',
    role: 'organiser',
    summary: 'Creates a city in a region, with its time zone.',
    body: LocationCityCreate,
    response: ConsoleLocationCity,
  }),
  updateCity: defineCall({
    method: 'PUT',
    path: '/api/console/cities/{id}',
    role: 'organiser',
    summary: 'Edits a city (optimistic version).',
    params: NumberParams,
    body: LocationCityUpdate,
    response: ConsoleLocationCity,
  }),
  loadRussia: defineCall({
    method: 'POST',
    path: '/api/console/regions/load-russia',
    role: 'organiser',
    summary: "Adds the built-in list of Russia's regions and cities; what is there already stays as it is.",
    response: LocationsLoaded,
  }),
};


export const listConsoleEventTypes = (query: PageQuery) => invoke(consoleReferenceCalls.eventTypes, { query });
export const createConsoleEventType = (body: EventTypeCreate) => invoke(consoleReferenceCalls.createEventType, { body });
export const updateConsoleEventType = (id: string, body: EventTypeUpdate) => invoke(consoleReferenceCalls.updateEventType, { params: { id }, body });
export const listConsoleRegions = (query: Infer<typeof RegionsQuery>) => invoke(consoleReferenceCalls.regions, { query });
export const createConsoleRegion = (body: RegionCreate) => invoke(consoleReferenceCalls.createRegion, { body });
export const updateConsoleRegion = (id: number, body: RegionUpdate) => invoke(consoleReferenceCalls.updateRegion, { params: { id: String(id) }, body });
export const listConsoleCities = (query: Infer<typeof LocationCitiesQuery>) => invoke(consoleReferenceCalls.cities, { query });
export const createConsoleCity = (body: LocationCityCreate) => invoke(consoleReferenceCalls.createCity, { body });
export const updateConsoleCity = (id: number, body: LocationCityUpdate) => invoke(consoleReferenceCalls.updateCity, { params: { id: String(id) }, body });
export const loadRussianLocations = () => invoke(consoleReferenceCalls.loadRussia, {});
