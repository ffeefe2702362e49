/**
 * The console's news (issue 25 §2; table `news`, read by the public news calls of
 * sdk/contract/news.ts): title, preview and text in Russian and English, the date, a picture
 * (a path on the site, as an uploaded picture's `/api/picture/…`, or an https address), and
 * whether it is shown. A new item is hidden (a draft) unless `hidden: false` is sent.
 */
import { boolean, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, IsoInstant, LinkText, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleNews = type({
  public_id: string(),
  title: string(),
  title_en: nullable(string()),
  date: string(),
  picture: nullable(string()),
  preview: string(),
  preview_en: nullable(string()),
  text: string(),
  text_en: nullable(string()),
  hidden: boolean(),
  version: integer(),
});
export type ConsoleNews = Infer<typeof ConsoleNews>;

const newsFields = {
  title: Title,
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  date: IsoInstant,
  picture: optional(nullable(LinkText)),
  preview: optional(limitedText(TEXT_MAX.address)),
  preview_en: optional(nullable(limitedText(TEXT_MAX.address))),
  /** Plain paragraphs separated by blank lines. */
  text: optional(limitedText(TEXT_MAX.text)),
  text_en: optional(nullable(limitedText(TEXT_MAX.text))),
  hidden: optional(boolean()),
};

export const NewsCreate = object({ public_id: optional(CataloguePublicId), ...newsFields });
export type NewsCreate = Infer<typeof NewsCreate>;

/** An edit: only the fields sent change; `hidden` publishes or hides; `version` as read. */
export const NewsUpdate = object({
  version: EditVersion,
  title: optional(Title),
  title_en: newsFields.title_en,
  date: optional(IsoInstant),
  picture: newsFields.picture,
  preview: newsFields.preview,
  preview_en: newsFields.preview_en,
  text: newsFields.text,
  text_en: newsFields.text_en,
  hidden: newsFields.hidden,
});
export type NewsUpdate = Infer<typeof NewsUpdate>;

/** `q` searches the title in either language and the id. */
export const NewsQuery = object({ ...PageQueryFields });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleNewsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/news',
    role: 'organiser',
    summary: 'News, hidden ones too, newest first, paged on the server.',
    query: NewsQuery,
    response: Page(ConsoleNews),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/news/{id}',
    role: 'organiser',
    summary: 'One news item.',
    params: IdParams,
    response: ConsoleNews,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/news',
    role: 'organiser',
    summary: 'Creates a news item (hidden unless `hidden: false`).',
    body: NewsCreate,
    response: ConsoleNews,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/news/{id}',
    role: 'organiser',
    summary: 'Edits, publishes or hides a news item (optimistic version).',
    params: IdParams,
    body: NewsUpdate,
    response: ConsoleNews,
  }),
};

export const listConsoleNews = (query: Infer<typeof NewsQuery>) => invoke(consoleNewsCalls.list, { query });
export const getConsoleNews = (id: string) => invoke(consoleNewsCalls.get, { params: { id } });
export const createConsoleNews = (body: NewsCreate) => invoke(consoleNewsCalls.create, { body });
export const updateConsoleNews = (id: string, body: NewsUpdate) => invoke(consoleNewsCalls.update, { params: { id }, body });
