/** The console's event cities (sdk/contract/console/event-cities.ts), written through event-city-writes.ts. */
import { consoleEventCitiesCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { EVENT_CITY_COLUMNS, EVENT_CITY_FROM, copyEventCity, createEventCity, requireConsoleEventCity, toConsoleEventCity, updateEventCity } from './event-city-writes.ts';
import { copyFormat } from './format-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleEventCityRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleEventCitiesCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.event_id !== undefined) {
      params.push(query.event_id);
      where.push(`ec.event_id = $${params.length}`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(c.name_ru ILIKE $${params.length} OR c.name_en ILIKE $${params.length} OR ec.address ILIKE $${params.length})`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleEventCity>[0]>(
      deps.db,
      {
        from: EVENT_CITY_FROM,
        where,
        params,
        columns: EVENT_CITY_COLUMNS,
        sortable: { start_time: 'ec.start_time', city: 'c.name_ru' },
        defaultSort: 'start_time',
        tieBreak: 'ec.public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsoleEventCity) };
  });

  route(app, consoleEventCitiesCalls.get, ({ params }) => requireConsoleEventCity(deps.db, params.id));

  route(app, consoleEventCitiesCalls.create, ({ body, auth }) =>
    deps.db.transaction((tx) => createEventCity(tx, requireAuth(auth), body, deps.clock.now())),
  );

  route(app, consoleEventCitiesCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateEventCity(tx, requireAuth(auth), params.id, version, patch, deps.clock.now()));
  });

  route(app, consoleEventCitiesCalls.copy, ({ params, body, auth }) => {
    const actor = requireAuth(auth);
    const now = deps.clock.now();
    return deps.db.transaction((tx) =>
      copyEventCity(tx, actor, params.id, body, now, async (inner, formatId, eventCityId, shiftMs) => {
        await copyFormat(inner, actor, formatId, eventCityId, shiftMs, now);
      }),
    );
  });
}
