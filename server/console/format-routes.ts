/** The console's ticket formats (sdk/contract/console/formats.ts), written through format-writes.ts. */
import { consoleFormatsCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { DEFAULT_KIND, FORMAT_COLUMNS, FORMAT_FROM, changeStock, createFormat, requireConsoleFormat, toConsoleFormats, updateFormat } from './format-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleFormatRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleFormatsCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.event_city_id !== undefined) {
      params.push(query.event_city_id);
      where.push(`f.event_city_id = $${params.length}`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(f.title ILIKE $${params.length} OR f.title_en ILIKE $${params.length} OR f.public_id ILIKE $${params.length})`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleFormats>[1][number]>(
      deps.db,
      {
        from: FORMAT_FROM,
        where,
        params,
        columns: FORMAT_COLUMNS,
        sortable: { sort: 'f.sort', title: 'f.title', price: 'f.price' },
        defaultSort: 'sort',
        tieBreak: 'f.public_id',
      },
      query,
    );
    return { ...page, items: await toConsoleFormats(deps.db, page.items) };
  });

  route(app, consoleFormatsCalls.get, ({ params }) => requireConsoleFormat(deps.db, params.id));

  route(app, consoleFormatsCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createFormat(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleFormatsCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateFormat(tx, requireAuth(auth), params.id, version, patch, 'format.update', deps.clock.now()));
  });

  route(app, consoleFormatsCalls.hide, ({ params, body, auth }) =>
    deps.db.transaction((tx) =>
      updateFormat(tx, requireAuth(auth), params.id, body.version, { hidden: body.hidden }, body.hidden ? 'format.hide' : 'format.show', deps.clock.now()),
    ),
  );

  route(app, consoleFormatsCalls.stock, ({ params, body, auth }) =>
    deps.db.transaction((tx) =>
      changeStock(tx, requireAuth(auth), params.id, body.version, body.kind ?? DEFAULT_KIND, body.total, 'format.stock', deps.clock.now()),
    ),
  );

  route(app, consoleFormatsCalls.bulk, async ({ body, auth }) => {
    const actor = requireAuth(auth);
    const { price, stock } = body;
    if (price === undefined && stock === undefined) throw badRequest('server.console.nothingToChange', { field: 'format_ids' });
    const now = deps.clock.now();
    const ids = [...new Set(body.format_ids)];
    const values = await deps.db.transaction(async (tx) => {
      const changed = [];
      for (const id of ids) {
        let format = price === undefined ? undefined : await updateFormat(tx, actor, id, null, { price }, 'format.bulkPrice', now);
        if (stock !== undefined) format = await changeStock(tx, actor, id, null, body.kind ?? DEFAULT_KIND, stock, 'format.bulkStock', now);
        if (format !== undefined) changed.push(format);
      }
      return changed;
    });
    return { values };
  });
}
