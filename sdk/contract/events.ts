/**
 * Events (purchase.md §7): the catalogue, one event, event types, cities, filtered event cities.
 *
 * Decided where the spec is silent:
 * - GET /api/event/list sends the token when there is one ("also with token"): the server may
 *   add events only some users see (a volunteer's); without one it answers the public list.
 * - GET /api/event_type/project: the event types that have a project page (`project.link`).
 * - POST /api/event_city/filtered is also the insurance event search of account.md §7
 *   ("city id, date_from, date_to, event_type public_id", path not shown): every filter is
 *   optional, dates are ISO (inclusive), and it answers event cities with their `event`,
 *   soonest first.
 */
import { object, optional, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, LocationId, valuesOf } from './schemas/common.ts';
import { City, EventCity } from './schemas/event-city.ts';
import { EventType } from './schemas/event-type.ts';
import { Event } from './schemas/event.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

/** The filter of POST /api/event_city/filtered. */
export const EventCityFilter = object({
  city_id: optional(LocationId),
  event_type: optional(limitedText(TEXT_MAX.id)),
  date_from: optional(limitedText(TEXT_MAX.date)),
  date_to: optional(limitedText(TEXT_MAX.date)),
});
export type EventCityFilter = Infer<typeof EventCityFilter>;

export const eventsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/event/list',
    auth: 'optional',
    summary: 'The event catalogue (with the token when signed in).',
    response: valuesOf(Event),
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/event/id/{id}',
    summary: 'One event by public_id.',
    params: IdParams,
    response: Event,
  }),
  types: defineCall({
    method: 'GET',
    path: '/api/event_type/list',
    summary: 'All event types.',
    response: valuesOf(EventType),
  }),
  projects: defineCall({
    method: 'GET',
    path: '/api/event_type/project',
    summary: 'Event types that have a project page.',
    response: valuesOf(EventType),
  }),
  cities: defineCall({
    method: 'GET',
    path: '/api/event/cities',
    summary: 'Cities that have events.',
    response: valuesOf(City),
  }),
  filtered: defineCall({
    method: 'POST',
    path: '/api/event_city/filtered',
    summary: 'Event cities matching a city, an event type and a date window.',
    body: EventCityFilter,
    response: valuesOf(EventCity),
  }),
};

/** The event catalogue. */
export const listEvents = () => invoke(eventsCalls.list, {});
/** One event by public_id. */
export const getEventById = (id: string) => invoke(eventsCalls.byId, { params: { id } });
/** All event types. */
export const listEventTypes = () => invoke(eventsCalls.types, {});
/** Event types that have a project page. */
export const listProjectEventTypes = () => invoke(eventsCalls.projects, {});
/** Cities that have events. */
export const listEventCities = () => invoke(eventsCalls.cities, {});
/** Event cities matching `filter` (also the insurance event search). */
export const filterEventCities = (filter: EventCityFilter) => invoke(eventsCalls.filtered, { body: filter });
