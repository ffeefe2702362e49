/** The console's reference data (sdk/contract/console/reference.ts), written through reference-writes.ts. */
import { consoleReferenceCalls, type ConsoleEventType, type ConsoleLocationCity, type ConsoleRegion } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { locationIdOf } from '../catalogue/sql-values.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { containsPattern, pagedRows } from './page-query.ts';
import {
  CITY_COLUMNS,
  CITY_FROM,
  EVENT_TYPE_COLUMNS,
  REGION_COLUMNS,
  createCity,
  createEventType,
  createRegion,
  loadRussianLocations,
  updateCity,
  updateEventType,
  updateRegion,
} from './reference-writes.ts';

export function consoleReferenceRoutes(app: ApiApp, deps: AppDeps): void {
  const { db, clock } = deps;

  route(app, consoleReferenceCalls.eventTypes, async ({ query }) => {
    const q = query.q?.trim() ?? '';
    const where = q === '' ? [] : ['(t.title ILIKE $1 OR t.title_en ILIKE $1 OR t.public_id ILIKE $1)'];
    return pagedRows<ConsoleEventType>(
      db,
      { from: 'event_type t', where, params: q === '' ? [] : [containsPattern(q)], columns: EVENT_TYPE_COLUMNS, sortable: { sort: 't.sort', title: 't.title' }, defaultSort: 'sort', tieBreak: 't.public_id' },
      query,
    );
  });
  route(app, consoleReferenceCalls.createEventType, ({ body, auth }) => db.transaction((tx) => createEventType(tx, requireAuth(auth), body, clock.now())));
  route(app, consoleReferenceCalls.updateEventType, ({ params, body, auth }) => db.transaction((tx) => updateEventType(tx, requireAuth(auth), params.id, body, clock.now())));

  route(app, consoleReferenceCalls.regions, async ({ query }) => {
    const q = query.q?.trim() ?? '';
    const where = q === '' ? [] : ['(r.name_ru ILIKE $1 OR r.name_en ILIKE $1)'];
    return pagedRows<ConsoleRegion>(
      db,
      { from: 'location_region r', where, params: q === '' ? [] : [containsPattern(q)], columns: REGION_COLUMNS, sortable: { sort: 'r.sort', name_ru: 'r.name_ru', id: 'r.id' }, defaultSort: 'sort', tieBreak: 'r.id' },
      query,
    );
  });
  route(app, consoleReferenceCalls.createRegion, ({ body, auth }) => db.transaction((tx) => createRegion(tx, requireAuth(auth), body, clock.now())));
  route(app, consoleReferenceCalls.updateRegion, ({ params, body, auth }) =>
    db.transaction((tx) => updateRegion(tx, requireAuth(auth), locationIdOf(params.id, 'server.catalogue.badRegionId'), body, clock.now())),
  );
  route(app, consoleReferenceCalls.loadRussia, ({ auth }) => db.transaction((tx) => loadRussianLocations(tx, requireAuth(auth), clock.now())));

  route(app, consoleReferenceCalls.cities, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.region_id !== undefined) {
      params.push(locationIdOf(query.region_id, 'server.catalogue.badRegionId'));
      where.push(`c.region_id = $${params.length}`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(c.name_ru ILIKE $${params.length} OR c.name_en ILIKE $${params.length})`);
    }
    return pagedRows<ConsoleLocationCity>(
      db,
      { from: CITY_FROM, where, params, columns: CITY_COLUMNS, sortable: { sort: 'c.sort', name_ru: 'c.name_ru', region: 'r.name_ru' }, defaultSort: 'name_ru', tieBreak: 'c.id' },
      query,
    );
  });
  route(app, consoleReferenceCalls.createCity, ({ body, auth }) => db.transaction((tx) => createCity(tx, requireAuth(auth), body, clock.now())));
  route(app, consoleReferenceCalls.updateCity, ({ params, body, auth }) =>
    db.transaction((tx) => updateCity(tx, requireAuth(auth), locationIdOf(params.id), body, clock.now())),
  );
}
