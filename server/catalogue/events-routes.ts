/**
 * The event catalogue (purchase.md §7): the list (with the token, volunteers also see the
 * volunteer-only events), one event, event types, project types, cities, and the event-city
 * filter that is also the insurance event search (account.md §7).
 */
import { eventsCalls } from '../../sdk/contract/index.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { citiesOf, listCatalogueEvents, listEventTypes, loadEvents, searchEventCities } from './event-queries.ts';
import { filterDate, locationIdOf, notFound } from './sql-values.ts';

/** Mounts the event calls. */
export function eventsRoutes(app: ApiApp): void {
  route(app, eventsCalls.list, async ({ deps, auth, language }) => {
    const volunteer = auth?.user.role.includes('volunteer') ?? false;
    return { values: await listCatalogueEvents(deps.db, deps.clock.now(), volunteer, language) };
  });

  route(app, eventsCalls.byId, async ({ deps, params, language }) => {
    const [event] = await loadEvents(deps.db, [params.id], 'all', deps.clock.now(), language);
    if (event === undefined) throw notFound('server.catalogue.eventNotFound');
    return event;
  });

  route(app, eventsCalls.types, async ({ deps, language }) => ({ values: await listEventTypes(deps.db, language) }));

  route(app, eventsCalls.projects, async ({ deps, language }) => ({ values: await listEventTypes(deps.db, language, true) }));

  route(app, eventsCalls.cities, async ({ deps, language }) => ({
    values: await citiesOf(deps.db, 'NOT e.hidden AND e.published AND NOT e.volunteer_only AND ec.start_time > $1', [deps.clock.now()], language),
  }));

  route(app, eventsCalls.filtered, async ({ deps, body, language }) => {
    const from = filterDate(body.date_from) ?? deps.clock.now();
    const to = filterDate(body.date_to);
    if (to !== undefined && to < from) throw badRequest('server.catalogue.dateRangeReversed');
    return {
      values: await searchEventCities(deps.db, {
        cityId: body.city_id === undefined ? undefined : locationIdOf(body.city_id),
        eventType: body.event_type,
        from,
        // a date without a time means the whole day
        to: to !== undefined && body.date_to !== undefined && body.date_to.length === 10 ? new Date(to.getTime() + 86_399_999) : to,
        order: 'soonest',
      }, language),
    };
  });
}
