/**
 * News for the console (issue 25 §2; sdk/contract/console/news.ts), inside the caller's
 * transaction: a picture only on the site or over https, the read-back through the public news
 * query against `NewsItem`, and the audit record. A hidden item is on no public call.
 */
import type { ConsoleNews, NewsCreate, NewsUpdate } from '../../sdk/contract/console/index.ts';
import { NewsItem } from '../../sdk/contract/index.ts';
import { readNews } from '../catalogue/news-routes.ts';
import { isoOf, notFound } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { recordAudit, type AuditActor } from './audit-log.ts';
import { LANGUAGES, idTaken, mustShow, newPublicId, setClause } from './catalogue-checks.ts';
import { checkSiteLink } from './content-checks.ts';
import { staleVersion } from './edit-version.ts';

type NewsRecordRow = Omit<ConsoleNews, 'date'> & { readonly date: unknown };

export const NEWS_COLUMNS = 'public_id, title, title_en, date, picture, preview, preview_en, text, text_en, hidden, version';

export const toConsoleNews = (row: NewsRecordRow): ConsoleNews => ({ ...row, date: isoOf(row.date) });

async function readConsoleNews(db: Queryable, id: string): Promise<ConsoleNews | undefined> {
  const [row] = await db.query<NewsRecordRow>(`SELECT ${NEWS_COLUMNS} FROM news WHERE public_id = $1`, [id]);
  return row === undefined ? undefined : toConsoleNews(row);
}

export async function requireConsoleNews(db: Queryable, id: string): Promise<ConsoleNews> {
  const item = await readConsoleNews(db, id);
  if (item === undefined) throw notFound('server.console.newsNotFound');
  return item;
}

async function checkNewsShows(tx: Queryable, id: string): Promise<ConsoleNews> {
  for (const language of LANGUAGES) {
    const [item] = await readNews(tx, language, 'public_id = $1', [id]);
    mustShow(item, NewsItem, 'news');
  }
  return requireConsoleNews(tx, id);
}

/** Creates a news item: hidden (a draft) unless `hidden: false`. */
export async function createNews(tx: Queryable, actor: AuditActor, input: NewsCreate, now: Date): Promise<ConsoleNews> {
  const id = input.public_id ?? newPublicId('news');
  if ((await readConsoleNews(tx, id)) !== undefined) throw idTaken(id);
  checkSiteLink(input.picture, 'picture');
  await tx.query(
    `INSERT INTO news (public_id, title, title_en, date, picture, preview, preview_en, text, text_en, hidden)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      input.title,
      input.title_en ?? null,
      input.date,
      input.picture ?? null,
      input.preview ?? '',
      input.preview_en ?? null,
      input.text ?? '',
      input.text_en ?? null,
      input.hidden ?? true,
    ],
  );
  const after = await checkNewsShows(tx, id);
  await recordAudit(tx, actor, { action: 'news.create', entity: 'news', entityId: id, after }, now);
  return after;
}

const NEWS_EDITABLE = ['title', 'title_en', 'date', 'picture', 'preview', 'preview_en', 'text', 'text_en', 'hidden'] as const;

/** Changes, publishes or hides an item read at `version` (409 when someone changed it since). */
export async function updateNews(tx: Queryable, actor: AuditActor, id: string, version: number, patch: Omit<NewsUpdate, 'version'>, now: Date): Promise<ConsoleNews> {
  const before = await requireConsoleNews(tx, id);
  checkSiteLink(patch.picture, 'picture');
  // a null clears an optional text or the picture; an absent field stays
  const set = setClause(patch, NEWS_EDITABLE, 3);
  const updated = await tx.query(
    `UPDATE news SET ${set.sql === '' ? '' : `${set.sql}, `}version = version + 1 WHERE public_id = $1 AND version = $2 RETURNING 1`,
    [id, version, ...set.values],
  );
  if (updated.length === 0) throw staleVersion();
  const after = await checkNewsShows(tx, id);
  await recordAudit(tx, actor, { action: 'news.update', entity: 'news', entityId: id, before, after }, now);
  return after;
}
