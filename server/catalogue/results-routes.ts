/**
 * Results of past events (account.md §7 "Results and seats"): the past event cities that
 * have results (filtered), their cities, the results formats of an event city, and the table
 * of one format with every column of account.md §2 (`overall_place` is answered as overallPlace).
 */
import { resultsCalls } from '../../sdk/contract/index.ts';
import type { ResultFormat, ResultRow } from '../../sdk/contract/schemas/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { citiesOf, findEventCity, searchEventCities } from './event-queries.ts';
import { inLanguage } from './in-language.ts';
import { filterDate, locationIdOf, notFound } from './sql-values.ts';

const HAS_RESULTS =
  'EXISTS (SELECT 1 FROM external_format xf JOIN event_result r ON r.external_format_id = xf.public_id WHERE xf.event_city_id = ec.public_id)';

async function resultFormats(db: Queryable, eventCityId: string, language: Language): Promise<ResultFormat[]> {
  const rows = await db.query<{ public_id: string; title: string; title_en: string | null; columns: readonly string[] }>(
    'SELECT public_id, title, title_en, columns FROM external_format WHERE event_city_id = $1 ORDER BY sort, public_id',
    [eventCityId],
  );
  return rows.map((row) => ({ public_id: row.public_id, title: inLanguage(row.title, row.title_en, language), columns: [...row.columns] }));
}

const eventCityNotFound = () => notFound('server.catalogue.eventCityNotFound');

/** Mounts the results calls. */
export function resultsRoutes(app: ApiApp): void {
  route(app, resultsCalls.filtered, async ({ deps, body, language }) => {
    const from = filterDate(body.date_from);
    const to = filterDate(body.date_to);
    if (from !== undefined && to !== undefined && to < from) throw badRequest('server.catalogue.dateRangeReversed');
    return {
      values: await searchEventCities(deps.db, {
        cityId: body.city_id === undefined ? undefined : locationIdOf(body.city_id),
        eventType: body.event_type,
        from,
        to: to !== undefined && body.date_to?.length === 10 ? new Date(to.getTime() + 86_399_999) : to,
        search: body.search,
        withResults: true,
        order: 'newest',
      }, language),
    };
  });

  route(app, resultsCalls.cities, async ({ deps, language }) => ({
    values: await citiesOf(deps.db, `NOT e.hidden AND e.published AND ${HAS_RESULTS}`, [], language),
  }));

  route(app, resultsCalls.formats, async ({ deps, params, language }) => {
    const city = await findEventCity(deps.db, params.event_city_id, language);
    if (city === undefined) throw eventCityNotFound();
    return { values: await resultFormats(deps.db, params.event_city_id, language), city };
  });

  route(app, resultsCalls.table, async ({ deps, params, language }) => {
    if ((await findEventCity(deps.db, params.event_city_id, language)) === undefined) throw eventCityNotFound();
    const formats = await resultFormats(deps.db, params.event_city_id, language);
    if (!formats.some((format) => format.public_id === params.format)) throw notFound('server.catalogue.resultsNotFound');
    const rows = await deps.db.query<ResultRow>(
      `SELECT distance, comments, status, time_start, time_finish, position_absolute, position_gen_absolute,
              position_cat_absolute, last_name, category, gender, first_name, start_number, absolute_time_result,
              individual_time_result, fine_time_result, time_result, position, position_gen, position_age,
              position_cat, position_gen_age, overall_place AS "overallPlace"
         FROM event_result
        WHERE external_format_id = $1
        ORDER BY position NULLS LAST, last_name, first_name, id`,
      [params.format],
    );
    return { values: rows, settings: { formats } };
  });
}
