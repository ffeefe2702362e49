/** News (purchase.md §7): the list, one item, and the newest items for a preview block. */
import { newsCalls, type NewsItem } from '../../sdk/contract/news.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { isoOf, notFound } from './sql-values.ts';

/** Items of the preview block when ?limit= is absent, and the most it may ask. */
export const NEWS_PREVIEW_DEFAULT = 3;
const NEWS_PREVIEW_MAX = 50;

async function news(db: Queryable, where: string, params: readonly unknown[], limit?: number): Promise<NewsItem[]> {
  const rows = await db.query<{ public_id: string; title: string; date: unknown; picture: string | null; preview: string; text: string }>(
    `SELECT public_id, title, date, picture, preview, text FROM news WHERE ${where} ORDER BY date DESC, public_id${
      limit === undefined ? '' : ` LIMIT ${limit}`
    }`,
    params,
  );
  return rows.map((row) => ({ ...row, date: isoOf(row.date) }));
}

/** Mounts the news reading calls (the subscription is the accounts engineer's). */
export function newsRoutes(app: ApiApp): void {
  route(app, newsCalls.list, async ({ deps }) => ({ values: await news(deps.db, 'true', []) }));

  route(app, newsCalls.one, async ({ deps, params }) => {
    const [item] = await news(deps.db, 'public_id = $1', [params.id]);
    if (item === undefined) throw notFound('Новость не найдена');
    return item;
  });

  route(app, newsCalls.preview, async ({ deps, query }) => {
    const limit = query.limit ?? NEWS_PREVIEW_DEFAULT;
    if (!Number.isInteger(limit)) throw badRequest('Значение должно быть целым числом');
    if (limit <= 0) throw badRequest('Значение должно быть больше 0');
    return { values: await news(deps.db, 'true', [], Math.min(limit, NEWS_PREVIEW_MAX)) };
  });
}
