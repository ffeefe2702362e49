/**
 * The console's event cities (issue 25 §2–3): an event's dates and places — the city, the start
 * time with its time zone, the address — and copying one with its formats to another city.
 */
import { integer, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, IsoInstant, TimeZone } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleEventCity = type({
  public_id: string(),
  event_id: string(),
  city_id: number(),
  city_name: string(),
  address: string(),
  address_en: nullable(string()),
  start_time: string(),
  timezone: string(),
  format_count: integer(),
  version: integer(),
});
export type ConsoleEventCity = Infer<typeof ConsoleEventCity>;

/** A city of the location list (GET /api/location/cities) by its geonames id. */
const CityId = integer();

export const EventCityCreate = object({
  public_id: optional(CataloguePublicId),
  event_id: limitedText(TEXT_MAX.id),
  city_id: CityId,
  address: limitedText(TEXT_MAX.address),
  address_en: optional(nullable(limitedText(TEXT_MAX.address))),
  start_time: IsoInstant,
  timezone: TimeZone,
});
export type EventCityCreate = Infer<typeof EventCityCreate>;

export const EventCityUpdate = object({
  version: EditVersion,
  city_id: optional(CityId),
  address: optional(limitedText(TEXT_MAX.address)),
  address_en: optional(nullable(limitedText(TEXT_MAX.address))),
  start_time: optional(IsoInstant),
  timezone: optional(TimeZone),
});
export type EventCityUpdate = Infer<typeof EventCityUpdate>;

/** Where and when the copy takes place; its formats are the original's, with full stock. */
export const EventCityCopy = object({
  public_id: optional(CataloguePublicId),
  city_id: CityId,
  address: limitedText(TEXT_MAX.address),
  address_en: optional(nullable(limitedText(TEXT_MAX.address))),
  start_time: IsoInstant,
  timezone: optional(TimeZone),
});
export type EventCityCopy = Infer<typeof EventCityCopy>;

/** `event_id` narrows to one event's cities; `q` searches the city's name and the address. */
export const EventCitiesQuery = object({ ...PageQueryFields, event_id: optional(limitedText(TEXT_MAX.id)) });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleEventCitiesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/event-cities',
    role: 'organiser',
    summary: 'Event cities, soonest first, paged on the server.',
    query: EventCitiesQuery,
    response: Page(ConsoleEventCity),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/event-cities/{id}',
    role: 'organiser',
    summary: 'One event city as the console edits it.',
    params: IdParams,
    response: ConsoleEventCity,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/event-cities',
    role: 'organiser',
    summary: 'Adds a city (a date and place) to an event.',
    body: EventCityCreate,
    response: ConsoleEventCity,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/event-cities/{id}',
    role: 'organiser',
    summary: 'Edits an event city (optimistic version).',
    params: IdParams,
    body: EventCityUpdate,
    response: ConsoleEventCity,
  }),
  copy: defineCall({
    method: 'POST',
    path: '/api/console/event-cities/{id}/copy',
    role: 'organiser',
    summary: 'Copies an event city with all its formats to another city and time.',
    params: IdParams,
    body: EventCityCopy,
    response: ConsoleEventCity,
  }),
};

export const listConsoleEventCities = (query: Infer<typeof EventCitiesQuery>) => invoke(consoleEventCitiesCalls.list, { query });
export const getConsoleEventCity = (id: string) => invoke(consoleEventCitiesCalls.get, { params: { id } });
export const createConsoleEventCity = (body: EventCityCreate) => invoke(consoleEventCitiesCalls.create, { body });
export const updateConsoleEventCity = (id: string, body: EventCityUpdate) => invoke(consoleEventCitiesCalls.update, { params: { id }, body });
export const copyConsoleEventCity = (id: string, body: EventCityCopy) => invoke(consoleEventCitiesCalls.copy, { params: { id }, body });
