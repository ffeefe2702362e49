/**
 * Ticket formats and teams (purchase.md §7).
 *
 * Decided where the spec is silent:
 * - GET /api/event_format/event/{id}: `id` is an event city's public_id; it answers the
 *   formats of that event city and the city itself. "Load tickets" (named, no path) is this call.
 * - "Load ticket availability by format id" (named, no path) is our
 *   GET /api/event_format/availability/{id} → `{ tickets_left: { kind: n }, max_count, buy_limit }`,
 *   read fresh before payment; the spec's GET /api/event_format/{id} carries the same fields
 *   with the whole format.
 * - GET /api/teams/{id}: `id` is a format public_id; it answers that format's team settings.
 */
import { array, object, optional, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, QueryBoolean } from './schemas/common.ts';
import { EventCity } from './schemas/event-city.ts';
import { EventFormat, TicketAvailability } from './schemas/event-format.ts';
import { Team } from './schemas/team.ts';

export const formatsCalls = {
  byEventCity: defineCall({
    method: 'GET',
    path: '/api/event_format/event/{id}',
    summary: 'The formats of an event city and the city (hidden formats too with ?hidden=true).',
    params: IdParams,
    query: object({ hidden: optional(QueryBoolean) }),
    response: type({ values: array(EventFormat), city: EventCity }),
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/event_format/{id}',
    summary: 'One ticket format.',
    params: IdParams,
    response: EventFormat,
  }),
  availability: defineCall({
    method: 'GET',
    path: '/api/event_format/availability/{id}',
    summary: 'Tickets left per kind, max_count and buy_limit of a format, right now.',
    params: IdParams,
    response: TicketAvailability,
  }),
  team: defineCall({
    method: 'GET',
    path: '/api/teams/{id}',
    summary: 'The team settings of a format.',
    params: IdParams,
    response: Team,
  }),
};

/** The formats of event city `eventCityId` (with hidden ones when `hidden`) and the city. */
export const listFormatsByEventCity = (eventCityId: string, hidden?: boolean) =>
  invoke(formatsCalls.byEventCity, { params: { id: eventCityId }, query: hidden === undefined ? {} : { hidden } });
/** One ticket format by public_id. */
export const getFormat = (id: string) => invoke(formatsCalls.byId, { params: { id } });
/** What is left of format `formatId` now. */
export const getTicketAvailability = (formatId: string) => invoke(formatsCalls.availability, { params: { id: formatId } });
/** The team settings of format `formatId`. */
export const getTeam = (formatId: string) => invoke(formatsCalls.team, { params: { id: formatId } });
