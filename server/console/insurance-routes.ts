/** The console's insurance products (sdk/contract/console/insurance.ts), written through insurance-writes.ts. */
import { consoleInsuranceCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { INSURANCE_COLUMNS, createInsurance, requireConsoleInsurance, toConsoleInsurance, updateInsurance } from './insurance-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleInsuranceRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleInsuranceCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.hidden !== undefined) where.push(query.hidden === 'true' ? 'NOT i.active' : 'i.active');
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      const n = params.length;
      where.push(`i.name ILIKE $${n} OR i.name_en ILIKE $${n} OR i.title ILIKE $${n} OR i.title_en ILIKE $${n} OR i.public_id ILIKE $${n}`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleInsurance>[0]>(
      deps.db,
      {
        from: 'insurance i',
        where,
        params,
        columns: INSURANCE_COLUMNS,
        sortable: { sort: 'i.sort', name: 'i.name', price: 'i.price' },
        defaultSort: 'sort',
        tieBreak: 'i.public_id',
      },
      query,
    );
    return { ...page, items: page.items.map(toConsoleInsurance) };
  });

  route(app, consoleInsuranceCalls.get, ({ params }) => requireConsoleInsurance(deps.db, params.id));

  route(app, consoleInsuranceCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createInsurance(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleInsuranceCalls.update, ({ params, body, auth }) =>
    deps.db.transaction((tx) => updateInsurance(tx, requireAuth(auth), params.id, body, deps.clock.now())),
  );
}
