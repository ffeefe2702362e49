/** The console's news (sdk/contract/console/news.ts), written through news-writes.ts. */
import { consoleNewsCalls } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp } from '../http/api-env.ts';
import { requireAuth } from '../http/request-auth.ts';
import { route } from '../http/route.ts';
import { NEWS_COLUMNS, createNews, requireConsoleNews, toConsoleNews, updateNews } from './news-writes.ts';
import { containsPattern, pagedRows } from './page-query.ts';

export function consoleNewsRoutes(app: ApiApp, deps: AppDeps): void {
  route(app, consoleNewsCalls.list, async ({ query }) => {
    const where: string[] = [];
    const params: unknown[] = [];
    const q = query.q?.trim() ?? '';
    if (q !== '') {
      params.push(containsPattern(q));
      where.push(`(title ILIKE $1 OR title_en ILIKE $1 OR public_id ILIKE $1)`);
    }
    const page = await pagedRows<Parameters<typeof toConsoleNews>[0]>(
      deps.db,
      { from: 'news', where, params, columns: NEWS_COLUMNS, sortable: { date: 'date', title: 'title' }, defaultSort: 'date', defaultDir: 'desc', tieBreak: 'public_id' },
      query,
    );
    return { ...page, items: page.items.map(toConsoleNews) };
  });

  route(app, consoleNewsCalls.get, ({ params }) => requireConsoleNews(deps.db, params.id));

  route(app, consoleNewsCalls.create, ({ body, auth }) => deps.db.transaction((tx) => createNews(tx, requireAuth(auth), body, deps.clock.now())));

  route(app, consoleNewsCalls.update, ({ params, body, auth }) => {
    const { version, ...patch } = body;
    return deps.db.transaction((tx) => updateNews(tx, requireAuth(auth), params.id, version, patch, deps.clock.now()));
  });
}
