/**
 * Locations for delivery (purchase.md §7): the regions of Russia, the cities of a region, a
 * city with its region (the default city 524901 without ?id=), and the address of a postal
 * index ('Введите корректный Индекс' for a malformed one; `address: null` when unknown).
 */
import { locationCalls } from '../../sdk/contract/location.ts';
import { validatePostalIndex } from '../../sdk/forms/generic-fields.ts';
import type { ApiApp } from '../http/api-env.ts';
import { refuseMessage } from '../http/form-rules.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { locationIdOf, notFound } from './sql-values.ts';

/** The default city (purchase.md §9); its region is the delivery fallback 524894. */
export const DEFAULT_CITY_ID = 524901;

/** Mounts the location calls. */
export function locationRoutes(app: ApiApp): void {
  route(app, locationCalls.regions, async ({ deps }) => ({
    values: await deps.db.query<{ id: number; name: string }>(
      "SELECT id, name_ru AS name FROM location_region WHERE country = 'RU' ORDER BY sort, name_ru",
    ),
  }));

  route(app, locationCalls.cities, async ({ deps, params }) => {
    const regionId = locationIdOf(params.id, 'Некорректный идентификатор региона');
    const [region] = await deps.db.query('SELECT 1 FROM location_region WHERE id = $1', [regionId]);
    if (region === undefined) throw notFound('Регион не найден');
    return {
      values: await deps.db.query<{ id: number; name: string; region_id: number }>(
        'SELECT id, name_ru AS name, region_id FROM location_city WHERE region_id = $1 ORDER BY sort, name_ru',
        [regionId],
      ),
    };
  });

  route(app, locationCalls.detailed, async ({ deps, query }) => {
    if (query.id !== undefined && (!Number.isSafeInteger(query.id) || query.id <= 0)) {
      throw badRequest('Некорректный идентификатор города');
    }
    const cityId = query.id ?? DEFAULT_CITY_ID;
    const [row] = await deps.db.query<{ id: number; name: string; region_id: number; region_name: string }>(
      `SELECT c.id, c.name_ru AS name, c.region_id, r.name_ru AS region_name
         FROM location_city c JOIN location_region r ON r.id = c.region_id
        WHERE c.id = $1`,
      [cityId],
    );
    if (row === undefined) throw notFound('Город не найден');
    return {
      info: { city: { id: row.id, name: row.name, region_id: row.region_id }, region: { id: row.region_id, name: row.region_name } },
    };
  });

  route(app, locationCalls.postal, async ({ deps, params }) => {
    refuseMessage(validatePostalIndex(params.index), 'index');
    const [row] = await deps.db.query<{ address: string; city: string; region: string }>(
      `SELECT p.address, c.name_ru AS city, r.name_ru AS region
         FROM postal_index p JOIN location_city c ON c.id = p.city_id JOIN location_region r ON r.id = c.region_id
        WHERE p.postal_index = $1`,
      [params.index],
    );
    return row === undefined
      ? { index: params.index, address: null, city: null, region: null }
      : { index: params.index, address: row.address, city: row.city, region: row.region };
  });
}
