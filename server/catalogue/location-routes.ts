/**
 * Locations for delivery (purchase.md §7): the regions of Russia, the cities of a region, a
 * city with its region (the default city 524901 without ?id=), and the address of a postal
 * index ('Введите корректный Индекс' for a malformed one; `address: null` when unknown).
 */
import type { Language } from '../../sdk/config/index.ts';
import { locationCalls } from '../../sdk/contract/index.ts';
import { validatePostalIndex } from '../../sdk/forms/index.ts';
import type { ApiApp } from '../http/api-env.ts';
import { refuseMessage } from '../http/form-rules.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { inLanguage, nameColumn } from './in-language.ts';
import { locationIdOf, notFound } from './sql-values.ts';

interface Named {
  readonly id: number;
  readonly name_ru: string;
  readonly name_en: string;
}

const nameOf = (row: Named, language: Language) => inLanguage(row.name_ru, row.name_en, language);

/** The default city (purchase.md §9); its region is the delivery fallback 524894. */
export const DEFAULT_CITY_ID = 524901;

/** Mounts the location calls. */
export function locationRoutes(app: ApiApp): void {
  route(app, locationCalls.regions, async ({ deps, language }) => ({
    values: (
      await deps.db.query<Named>(`SELECT r.id, r.name_ru, r.name_en FROM location_region r WHERE r.country = 'RU' ORDER BY r.sort, ${nameColumn('r', language)}`)
    ).map((row) => ({ id: row.id, name: nameOf(row, language) })),
  }));

  route(app, locationCalls.cities, async ({ deps, params, language }) => {
    const regionId = locationIdOf(params.id, 'server.catalogue.badRegionId');
    const [region] = await deps.db.query('SELECT 1 FROM location_region WHERE id = $1', [regionId]);
    if (region === undefined) throw notFound('server.catalogue.regionNotFound');
    const rows = await deps.db.query<Named & { region_id: number }>(
      `SELECT c.id, c.name_ru, c.name_en, c.region_id FROM location_city c WHERE c.region_id = $1 ORDER BY c.sort, ${nameColumn('c', language)}`,
      [regionId],
    );
    return { values: rows.map((row) => ({ id: row.id, name: nameOf(row, language), region_id: row.region_id })) };
  });

  route(app, locationCalls.detailed, async ({ deps, query, language }) => {
    if (query.id !== undefined && (!Number.isSafeInteger(query.id) || query.id <= 0)) {
      throw badRequest('server.catalogue.badCityId');
    }
    const cityId = query.id ?? DEFAULT_CITY_ID;
    const [row] = await deps.db.query<Named & { region_id: number; region_name_ru: string; region_name_en: string }>(
      `SELECT c.id, c.name_ru, c.name_en, c.region_id, r.name_ru AS region_name_ru, r.name_en AS region_name_en
         FROM location_city c JOIN location_region r ON r.id = c.region_id
        WHERE c.id = $1`,
      [cityId],
    );
    if (row === undefined) throw notFound('server.catalogue.cityNotFound');
    const region = inLanguage(row.region_name_ru, row.region_name_en, language);
    return {
      info: { city: { id: row.id, name: nameOf(row, language), region_id: row.region_id }, region: { id: row.region_id, name: region } },
    };
  });

  route(app, locationCalls.postal, async ({ deps, params, language }) => {
    refuseMessage(validatePostalIndex(params.index), 'index');
    const [row] = await deps.db.query<{ address: string; city_ru: string; city_en: string; region_ru: string; region_en: string }>(
      `SELECT p.address, c.name_ru AS city_ru, c.name_en AS city_en, r.name_ru AS region_ru, r.name_en AS region_en
         FROM postal_index p JOIN location_city c ON c.id = p.city_id JOIN location_region r ON r.id = c.region_id
        WHERE p.postal_index = $1`,
      [params.index],
    );
    return row === undefined
      ? { index: params.index, address: null, city: null, region: null }
      : {
          index: params.index,
          // the postal address as the post office writes it (Russian in every language)
          address: row.address,
          city: inLanguage(row.city_ru, row.city_en, language),
          region: inLanguage(row.region_ru, row.region_en, language),
        };
  });
}
