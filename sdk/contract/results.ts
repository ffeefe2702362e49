/**
 * Event results (account.md §7 "Results and seats").
 *
 * Decided where the spec is silent:
 * - POST /api/results/event_city/filtered takes the same optional filter as
 *   POST /api/event_city/filtered plus `search` (text in the event title) and answers the past
 *   event cities that have results, newest first.
 * - GET /api/results/cities: the cities that have results, `{ values: City[] }`.
 * - GET /api/external/formats/{event_city_id}: `{ values: ResultFormat[], city: EventCity }`.
 * - GET /api/event_results/{event_city_id}/{format}: `format` is a ResultFormat's public_id;
 *   answers `{ values: ResultRow[], settings: { formats: ResultFormat[] } }`.
 */
import { array, object, optional, type, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { LocationId, valuesOf } from './schemas/common.ts';
import { City, EventCity } from './schemas/event-city.ts';
import { EventResults, ResultFormat } from './schemas/event-results.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

/** The filter of POST /api/results/event_city/filtered. */
export const ResultsFilter = object({
  city_id: optional(LocationId),
  event_type: optional(limitedText(TEXT_MAX.id)),
  date_from: optional(limitedText(TEXT_MAX.date)),
  date_to: optional(limitedText(TEXT_MAX.date)),
  search: optional(limitedText(TEXT_MAX.search)),
});
export type ResultsFilter = Infer<typeof ResultsFilter>;

const EventCityParams = object({ event_city_id: limitedText(TEXT_MAX.id) });

export const resultsCalls = {
  filtered: defineCall({
    method: 'POST',
    path: '/api/results/event_city/filtered',
    summary: 'Past event cities with results, filtered.',
    body: ResultsFilter,
    response: valuesOf(EventCity),
  }),
  cities: defineCall({
    method: 'GET',
    path: '/api/results/cities',
    summary: 'Cities that have results.',
    response: valuesOf(City),
  }),
  formats: defineCall({
    method: 'GET',
    path: '/api/external/formats/{event_city_id}',
    summary: 'The results formats of an event city, and the city.',
    params: EventCityParams,
    response: type({ values: array(ResultFormat), city: EventCity }),
  }),
  table: defineCall({
    method: 'GET',
    path: '/api/event_results/{event_city_id}/{format}',
    summary: 'The results of one format of an event city.',
    params: object({ event_city_id: limitedText(TEXT_MAX.id), format: limitedText(TEXT_MAX.id) }),
    response: EventResults,
  }),
};

/** Past event cities with results matching `filter`. */
export const filterResultEventCities = (filter: ResultsFilter) => invoke(resultsCalls.filtered, { body: filter });
/** Cities that have results. */
export const listResultCities = () => invoke(resultsCalls.cities, {});
/** The results formats of event city `eventCityId`. */
export const listResultFormats = (eventCityId: string) =>
  invoke(resultsCalls.formats, { params: { event_city_id: eventCityId } });
/** The results of `format` at event city `eventCityId`. */
export const getEventResults = (eventCityId: string, format: string) =>
  invoke(resultsCalls.table, { params: { event_city_id: eventCityId, format } });
