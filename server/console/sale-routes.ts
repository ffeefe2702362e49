/** The console's sales (sdk/contract/console/sales.ts), written through sale-writes.ts. */
import { consoleSalesCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { containsPattern, pagedRows } from './page-query.ts';
import { SALE_COLUMNS, createSale, endSale, requireConsoleSale, toConsoleSale, updateSale } from './sale-writes.ts';

export function consoleSaleRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleSalesCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.format_id !== undefined) {
      params.push(query.format_id);
      where.push(`EXISTS (SELECT 1 FROM sale_format f WHERE f.sale_id = s.public_id AND f.format_id = $${params.length})`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(s.public_id ILIKE $${params.length} OR EXISTS (SELECT 1 FROM sale_format f WHERE f.sale_id = s.public_id AND f.format_id ILIKE $${params.length}))`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleSale>[0]>(
      deps.db,
      {
        from: 'sale s',
        where,
        params,
        columns: SALE_COLUMNS,
        sortable: { created_at: 's.created_at', start_date: 's.start_date', end_date: 's.end_date' },
        defaultSort: 'created_at',
        defaultDir: 'desc',
        tieBreak: 's.public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsoleSale) };
  });

  route(app, consoleSalesCalls.get, ({ params }) => requireConsoleSale(deps.db, params.id));

  route(app, consoleSalesCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createSale(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleSalesCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateSale(tx, requireAuth(auth), params.id, version, patch, deps.clock.now()));
  });

  route(app, consoleSalesCalls.end, ({ params, body, auth }) =>
    deps.db.transaction((tx) => endSale(tx, requireAuth(auth), params.id, body.version, deps.clock.now())),
  );
}
