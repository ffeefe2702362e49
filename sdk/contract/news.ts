/**
 * News (purchase.md §7): the list, one item, the preview block, and the newsletter subscription.
 * Not shown by the spec, decided here: a news item carries public_id, title, picture, a short
 * `preview` text, the full `text` (plain paragraphs separated by blank lines) and `date` (ISO).
 */
import { boolean, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, MessageResponse, QueryNumber, maybe, valuesOf } from './schemas/common.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

export const NewsItem = type({
  public_id: string(),
  title: string(),
  date: string(),
  picture: maybe(string()),
  preview: maybe(string()),
  text: maybe(string()),
});
export type NewsItem = Infer<typeof NewsItem>;

export const newsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/news',
    summary: 'All news, newest first.',
    response: valuesOf(NewsItem),
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/news/one/{id}',
    summary: 'One news item with its full text.',
    params: IdParams,
    response: NewsItem,
  }),
  preview: defineCall({
    method: 'GET',
    path: '/api/news/preview',
    summary: 'The newest items for a preview block (optional ?limit=).',
    query: object({ limit: optional(QueryNumber) }),
    response: valuesOf(NewsItem),
  }),
  subscribe: defineCall({
    method: 'PUT',
    path: '/api/user/subscribe/news',
    auth: 'optional',
    summary: 'Subscribes an e-mail to the newsletter (or unsubscribes it with mailing: false).',
    body: object({ email: limitedText(TEXT_MAX.email), mailing: optional(boolean()) }),
    response: MessageResponse,
  }),
};

/** All news. */
export const listNews = () => invoke(newsCalls.list, {});
/** One news item by public_id. */
export const getNews = (id: string) => invoke(newsCalls.one, { params: { id } });
/** The newest `limit` items. */
export const previewNews = (limit?: number) =>
  invoke(newsCalls.preview, { query: limit === undefined ? {} : { limit } });
/** Subscribes `email` to the newsletter (`mailing` false unsubscribes it). */
export const subscribeNews = (email: string, mailing?: boolean) =>
  invoke(newsCalls.subscribe, { body: mailing === undefined ? { email } : { email, mailing } });
