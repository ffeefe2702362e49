/** The console's events (sdk/contract/console/events.ts): reads, and writes through event-writes.ts. */
import { consoleEventsCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { EVENT_COLUMNS, createEvent, requireConsoleEvent, toConsoleEvent, updateEvent } from './event-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleEventRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleEventsCalls.list, async ({ query }) => {
    const q = query.q?.trim() ?? '';
    const page = await pagedRows<Parameters<typeof toConsoleEvent>[0]>(
      deps.db,
      {
        from: 'event e',
        where: q === '' ? [] : ['(e.title ILIKE $1 OR e.title_en ILIKE $1 OR e.public_id ILIKE $1)'],
        params: q === '' ? [] : [containsPattern(q)],
        columns: EVENT_COLUMNS,
        sortable: { sort: 'e.sort', title: 'e.title', updated_at: 'e.updated_at' },
        defaultSort: 'sort',
        tieBreak: 'e.public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsoleEvent) };
  });

  route(app, consoleEventsCalls.get, ({ params }) => requireConsoleEvent(deps.db, params.id));

  route(app, consoleEventsCalls.create, ({ body, auth }) =>
    deps.db.transaction((tx) => createEvent(tx, requireAuth(auth), body, deps.clock.now())),
  );

  route(app, consoleEventsCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateEvent(tx, requireAuth(auth), params.id, version, patch, 'event.update', deps.clock.now()));
  });

  route(app, consoleEventsCalls.hide, ({ params, body, auth }) =>
    deps.db.transaction((tx) =>
      updateEvent(tx, requireAuth(auth), params.id, body.version, { hidden: body.hidden }, body.hidden ? 'event.hide' : 'event.show', deps.clock.now()),
    ),
  );

  route(app, consoleEventsCalls.publish, ({ params, body, auth }) =>
    deps.db.transaction((tx) => updateEvent(tx, requireAuth(auth), params.id, body.version, { published: true }, 'event.publish', deps.clock.now())),
  );
}
