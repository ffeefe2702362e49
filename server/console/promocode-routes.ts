/** The console's promo codes (sdk/contract/console/promocodes.ts), written through promocode-writes.ts. */
import { consolePromocodesCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { attachment } from '../catalogue/documents-routes.ts';
import { isoOrNull } from '../catalogue/sql-values.ts';
import { CSV_BOM, csvLine } from '../exports/safe-cell.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { containsPattern, pagedRows } from './page-query.ts';
import { PROMOCODE_COLUMNS, createPromocode, createPromocodeBatch, requireConsolePromocode, toConsolePromocode, updatePromocode } from './promocode-writes.ts';

export function consolePromocodeRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consolePromocodesCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.batch_id !== undefined) {
      params.push(query.batch_id);
      where.push(`batch_id = $${params.length}`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`code ILIKE $${params.length}`);
    }
    const page = await pagedRows<Parameters<typeof toConsolePromocode>[0]>(
      deps.db,
      {
        from: 'promocode',
        where,
        params,
        columns: PROMOCODE_COLUMNS,
        sortable: { created_at: 'created_at', code: 'code' },
        defaultSort: 'created_at',
        defaultDir: 'desc',
        tieBreak: 'public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsolePromocode) };
  });

  route(app, consolePromocodesCalls.get, ({ params }) => requireConsolePromocode(deps.db, params.id));

  route(app, consolePromocodesCalls.create, ({ body, auth }) =>
    deps.db.transaction((tx) => createPromocode(tx, requireAuth(auth), body, deps.clock.now())),
  );

  route(app, consolePromocodesCalls.batch, ({ body, auth }) =>
    deps.db.transaction((tx) => createPromocodeBatch(tx, requireAuth(auth), body, deps.clock.now())),
  );

  route(app, consolePromocodesCalls.batchCsv, async ({ params }) => {
    const rows = await deps.db.query<{ code: string; total_count: number; used_count: number; valid_until: unknown; active: boolean }>(
      'SELECT code, total_count, used_count, valid_until, active FROM promocode WHERE batch_id = $1 ORDER BY code',
      [params.id],
    );
    const lines = rows.map((row) => csvLine([row.code, row.total_count, row.used_count, isoOrNull(row.valid_until), row.active ? 'yes' : 'no']));
    const body = CSV_BOM + csvLine(['code', 'uses', 'used', 'valid_until', 'active']) + lines.join('');
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachment(`promocodes-${params.id}.csv`),
        'cache-control': 'no-store',
      },
    });
  });

  route(app, consolePromocodesCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updatePromocode(tx, requireAuth(auth), params.id, version, patch, deps.clock.now()));
  });
}
