/**
 * Ticket formats (purchase.md §7): the formats of an event city (hidden ones too with
 * ?hidden=true), one format, what is left of it right now, and its team settings.
 */
import { formatsCalls } from '../../sdk/contract/index.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { findEventCity } from './event-queries.ts';
import { findAvailability, findFormat, loadFormats, teamOf } from './format-queries.ts';
import { notFound } from './sql-values.ts';

/** The 404 of an unknown format. */
export const formatNotFound = () => notFound('server.catalogue.formatNotFound');

/** Mounts the format calls. */
export function formatsRoutes(app: ApiApp): void {
  route(app, formatsCalls.byEventCity, async ({ deps, params, query, language }) => {
    const city = await findEventCity(deps.db, params.id, language);
    if (city === undefined) throw notFound('server.catalogue.eventCityNotFound');
    const values = await loadFormats(deps.db, { by: 'event city', eventCityId: params.id, withHidden: query.hidden === true }, language);
    return { values, city };
  });

  route(app, formatsCalls.byId, async ({ deps, params, language }) => {
    const format = await findFormat(deps.db, params.id, language);
    if (format === undefined) throw formatNotFound();
    return format;
  });

  route(app, formatsCalls.availability, async ({ deps, params }) => {
    const availability = await findAvailability(deps.db, params.id);
    if (availability === undefined) throw formatNotFound();
    return availability;
  });

  route(app, formatsCalls.team, async ({ deps, params, language }) => {
    const format = await findFormat(deps.db, params.id, language);
    if (format === undefined) throw formatNotFound();
    return teamOf(format);
  });
}
