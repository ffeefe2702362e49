/**
 * Locations for delivery (purchase.md §7 "Location", "GET /api/pochta/{index}").
 * Ids are geonames ids (default city 524901, default region fallback 524894).
 *
 * Decided where the spec is silent:
 * - GET /api/location/region/list/RU: the regions of Russia, `{ values: Region[] }`.
 * - GET /api/location/city/region/{id}: the cities of region `id`, `{ values: LocationCity[] }`.
 * - GET /api/location/detailed (optional `?id=` city id) answers `{ info: { city, region } }`:
 *   that city with its region, or without `id` the visitor's city (the default city 524901
 *   when unknown; the region falls back to 524894).
 * - GET /api/pochta/{index} answers `{ index, address, city?, region? }`; `address` is null for
 *   an unknown index ('Попробуйте другой индекс').
 */
import { object, optional, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { Region } from './schemas/basket-item.ts';
import { IdParams, QueryNumber, valuesOf } from './schemas/common.ts';
import { LocationCity, LocationInfo, PostalAddress } from './schemas/location.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

export const locationCalls = {
  regions: defineCall({
    method: 'GET',
    path: '/api/location/region/list/RU',
    summary: 'The regions of Russia.',
    response: valuesOf(Region),
  }),
  cities: defineCall({
    method: 'GET',
    path: '/api/location/city/region/{id}',
    summary: 'The cities of a region.',
    params: IdParams,
    response: valuesOf(LocationCity),
  }),
  detailed: defineCall({
    method: 'GET',
    path: '/api/location/detailed',
    summary: "A city with its region (the visitor's city without ?id=).",
    query: object({ id: optional(QueryNumber) }),
    response: type({ info: LocationInfo }),
  }),
  postal: defineCall({
    method: 'GET',
    path: '/api/pochta/{index}',
    summary: 'The address of a postal index.',
    params: object({ index: limitedText(TEXT_MAX.code) }),
    response: PostalAddress,
  }),
};

/** The regions of Russia. */
export const listRegions = () => invoke(locationCalls.regions, {});
/** The cities of region `regionId`. */
export const listRegionCities = (regionId: number | string) =>
  invoke(locationCalls.cities, { params: { id: String(regionId) } });
/** City `cityId` with its region, or the visitor's city without it. */
export const getLocationDetails = (cityId?: number) =>
  invoke(locationCalls.detailed, { query: cityId === undefined ? {} : { id: cityId } });
/** The address of postal `index`. */
export const findAddressByIndex = (index: string) => invoke(locationCalls.postal, { params: { index } });
