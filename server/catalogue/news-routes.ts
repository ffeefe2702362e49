/** News (purchase.md §7): the list, one item, and the newest items for a preview block. */
import { newsCalls, type NewsItem } from '../../sdk/contract/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { Queryable } from '../db/database.ts';
import type { ApiApp } from '../http/api-env.ts';
import { badRequest } from '../http/http-error.ts';
import { route } from '../http/route.ts';
import { inLanguage } from './in-language.ts';
import { isoOf, notFound } from './sql-values.ts';

/** Items of the preview block when ?limit= is absent, and the most it may ask. */
export const NEWS_PREVIEW_DEFAULT = 3;
const NEWS_PREVIEW_MAX = 50;

interface NewsRow {
  readonly public_id: string;
  readonly title: string;
  readonly title_en: string | null;
  readonly date: unknown;
  readonly picture: string | null;
  readonly preview: string;
  readonly preview_en: string | null;
  readonly text: string;
  readonly text_en: string | null;
}

/**
 * News items in `language` where `where` holds. The public calls add `NOT hidden`; the console
 * reads an item back through this same query (server/console/news-writes.ts).
 */
export async function readNews(db: Queryable, language: Language, where: string, params: readonly unknown[], limit?: number): Promise<NewsItem[]> {
  const rows = await db.query<NewsRow>(
    `SELECT public_id, title, title_en, date, picture, preview, preview_en, text, text_en FROM news WHERE ${where} ORDER BY date DESC, public_id${
      limit === undefined ? '' : ` LIMIT ${limit}`
    }`,
    params,
  );
  return rows.map((row) => ({
    public_id: row.public_id,
    title: inLanguage(row.title, row.title_en, language),
    date: isoOf(row.date),
    picture: row.picture,
    preview: inLanguage(row.preview, row.preview_en, language),
    text: inLanguage(row.text, row.text_en, language),
  }));
}

/** Mounts the news reading calls (the subscription is the accounts engineer's). */
export function newsRoutes(app: ApiApp): void {
  route(app, newsCalls.list, async ({ deps, language }) => ({ values: await readNews(deps.db, language, 'NOT hidden', []) }));

  route(app, newsCalls.one, async ({ deps, params, language }) => {
    const [item] = await readNews(deps.db, language, 'public_id = $1 AND NOT hidden', [params.id]);
    if (item === undefined) throw notFound('server.catalogue.newsNotFound');
    return item;
  });

  route(app, newsCalls.preview, async ({ deps, query, language }) => {
    const limit = query.limit ?? NEWS_PREVIEW_DEFAULT;
    if (!Number.isInteger(limit)) throw badRequest('forms.valueInteger');
    if (limit <= 0) throw badRequest('forms.valuePositive');
    return { values: await readNews(deps.db, language, 'NOT hidden', [], Math.min(limit, NEWS_PREVIEW_MAX)) };
  });
}
