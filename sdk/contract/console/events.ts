/**
 * The console's events (issue 25 §2): list, read, create, edit, hide and publish. An event the
 * console creates is a draft — the public site shows it only once published — and may open its
 * sales at a set time (`sales_open_at`; a payment before it is refused). Pictures are references
 * (`banners`: picture addresses, uploaded through POST /api/console/pictures on the event page).
 */
import { boolean, integer, nullable, object, optional, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { EventBanners } from '../schemas/event.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, IsoInstant, LinkText, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleEvent = type({
  public_id: string(),
  event_type_id: string(),
  title: string(),
  title_en: nullable(string()),
  description: string(),
  description_en: nullable(string()),
  external_url: nullable(string()),
  slider: boolean(),
  banners: EventBanners,
  volunteer_only: boolean(),
  hidden: boolean(),
  published: boolean(),
  sales_open_at: nullable(string()),
  sort: integer(),
  city_count: integer(),
  version: integer(),
});
export type ConsoleEvent = Infer<typeof ConsoleEvent>;

/** What the organiser types about an event (every field but `title` and `event_type_id` optional). */
const eventFields = {
  event_type_id: limitedText(TEXT_MAX.id),
  title: Title,
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  description: optional(limitedText(TEXT_MAX.text)),
  description_en: optional(nullable(limitedText(TEXT_MAX.text))),
  external_url: optional(nullable(LinkText)),
  slider: optional(boolean()),
  banners: optional(EventBanners),
  volunteer_only: optional(boolean()),
  sort: optional(integer()),
  sales_open_at: optional(nullable(IsoInstant)),
};

export const EventCreate = object({ public_id: optional(CataloguePublicId), ...eventFields });
export type EventCreate = Infer<typeof EventCreate>;

/** An edit: only the fields sent change; `version` as read. */
export const EventUpdate = object({
  version: EditVersion,
  event_type_id: optional(eventFields.event_type_id),
  title: optional(Title),
  title_en: eventFields.title_en,
  description: eventFields.description,
  description_en: eventFields.description_en,
  external_url: eventFields.external_url,
  slider: eventFields.slider,
  banners: eventFields.banners,
  volunteer_only: eventFields.volunteer_only,
  sort: eventFields.sort,
  sales_open_at: eventFields.sales_open_at,
});
export type EventUpdate = Infer<typeof EventUpdate>;

export const HiddenChange = object({ version: EditVersion, hidden: boolean() });
export const PublishChange = object({ version: EditVersion });

const IdParams = object({ id: limitedText(TEXT_MAX.id) });
/** `q` searches the title in either language and the id. */
export const EventsQuery = object({ ...PageQueryFields });

export const consoleEventsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/events',
    role: 'organiser',
    summary: 'Every event, drafts and hidden ones too, paged on the server.',
    query: EventsQuery,
    response: Page(ConsoleEvent),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/events/{id}',
    role: 'organiser',
    summary: 'One event as the console edits it.',
    params: IdParams,
    response: ConsoleEvent,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/events',
    role: 'organiser',
    summary: 'Creates an event as a draft.',
    body: EventCreate,
    response: ConsoleEvent,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/events/{id}',
    role: 'organiser',
    summary: 'Edits an event (optimistic version).',
    params: IdParams,
    body: EventUpdate,
    response: ConsoleEvent,
  }),
  hide: defineCall({
    method: 'PUT',
    path: '/api/console/events/{id}/hidden',
    role: 'organiser',
    summary: 'Hides an event from the public catalogue, or shows it again.',
    params: IdParams,
    body: HiddenChange,
    response: ConsoleEvent,
  }),
  publish: defineCall({
    method: 'POST',
    path: '/api/console/events/{id}/publish',
    role: 'organiser',
    summary: 'Publishes a draft event: the public site shows it from the next cache lifetime.',
    params: IdParams,
    body: PublishChange,
    response: ConsoleEvent,
  }),
};

export const listConsoleEvents = (query: Infer<typeof EventsQuery>) => invoke(consoleEventsCalls.list, { query });
export const getConsoleEvent = (id: string) => invoke(consoleEventsCalls.get, { params: { id } });
export const createConsoleEvent = (body: EventCreate) => invoke(consoleEventsCalls.create, { body });
export const updateConsoleEvent = (id: string, body: EventUpdate) => invoke(consoleEventsCalls.update, { params: { id }, body });
export const hideConsoleEvent = (id: string, body: Infer<typeof HiddenChange>) => invoke(consoleEventsCalls.hide, { params: { id }, body });
export const publishConsoleEvent = (id: string, body: Infer<typeof PublishChange>) => invoke(consoleEventsCalls.publish, { params: { id }, body });
