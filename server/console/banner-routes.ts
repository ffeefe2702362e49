/** The console's banners (sdk/contract/console/banners.ts), written through banner-writes.ts. */
import { consoleBannersCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { BANNER_COLUMNS, createBanner, requireConsoleBanner, toConsoleBanner, updateBanner } from './banner-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleBannerRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleBannersCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.on_page !== undefined) {
      params.push(query.on_page);
      where.push(`page = $${params.length}`);
    }
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(title ILIKE $${params.length} OR title_en ILIKE $${params.length} OR public_id ILIKE $${params.length})`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleBanner>[0]>(
      deps.db,
      { from: 'banner', where, params, columns: BANNER_COLUMNS, sortable: { sort: 'sort', title: 'title' }, defaultSort: 'sort', tieBreak: 'public_id' },
      query,
    );
    return { ...page, items: page.items.map(toConsoleBanner) };
  });

  route(app, consoleBannersCalls.get, ({ params }) => requireConsoleBanner(deps.db, params.id));

  route(app, consoleBannersCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createBanner(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleBannersCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateBanner(tx, requireAuth(auth), params.id, version, patch, deps.clock.now()));
  });
}
