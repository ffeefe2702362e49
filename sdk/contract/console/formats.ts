/**
 * The console's ticket formats (issue 25 §2–4): price, stock per ticket kind, buy limit, age
 * window, team settings, pre-registration, licence, hidden, and the participant form's fields of
 * purchase.md §3 (regions, clusters, the place select, additional fields, shirt). Stock changes
 * keep `tickets_left` exact while buyers pay: the server moves `tickets_left` by the change of
 * the total under the row's lock and refuses (409) to go below what is sold and held.
 */
import { array, boolean, integer, nullable, number, object, optional, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { valuesOf } from '../schemas/common.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, IsoInstant, Roubles, StockCount, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

/** A ticket kind of a format and its places: `tickets_total` is the stock, `tickets_left` what may still be bought. */
export const ConsoleTicketKind = type({ kind: string(), title: string(), tickets_total: integer(), tickets_left: integer() });
export type ConsoleTicketKind = Infer<typeof ConsoleTicketKind>;

// the participant form's fields, each text with its optional English twin (migration 010)
const ClusterInput = object({
  name: limitedText(TEXT_MAX.title),
  name_en: optional(nullable(limitedText(TEXT_MAX.title))),
  value: limitedText(TEXT_MAX.id),
  file: optional(boolean()),
});
const PlaceSelectInput = object({
  title: limitedText(TEXT_MAX.title),
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  values: size(array(limitedText(TEXT_MAX.title)), 1, 500),
});
const AdditionalFieldInput = object({
  name: limitedText(TEXT_MAX.id),
  label: limitedText(TEXT_MAX.title),
  label_en: optional(nullable(limitedText(TEXT_MAX.title))),
  required: optional(boolean()),
});

export const ConsoleFormat = type({
  public_id: string(),
  event_city_id: string(),
  event_id: string(),
  title: string(),
  title_en: nullable(string()),
  description: string(),
  description_en: nullable(string()),
  notes: nullable(string()),
  notes_en: nullable(string()),
  price: integer(),
  old_price: nullable(integer()),
  start_time: nullable(string()),
  max_count: integer(),
  min_count: integer(),
  buy_limit: nullable(integer()),
  age_min: nullable(integer()),
  age_max: nullable(integer()),
  preregistration: boolean(),
  region_ids: array(number()),
  clusters: array(type({ name: string(), name_en: optional(nullable(string())), value: string(), file: optional(boolean()) })),
  place_select: nullable(type({ title: string(), title_en: optional(nullable(string())), values: array(string()) })),
  additional_fields: array(type({ name: string(), label: string(), label_en: optional(nullable(string())), required: optional(boolean()) })),
  license_file: boolean(),
  is_team: boolean(),
  team_all: boolean(),
  fixed_count: boolean(),
  qr: boolean(),
  insurance_available: boolean(),
  with_shirt: boolean(),
  hidden: boolean(),
  sort: integer(),
  tickets: array(ConsoleTicketKind),
  version: integer(),
});
export type ConsoleFormat = Infer<typeof ConsoleFormat>;

const formatFields = {
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  description: optional(limitedText(TEXT_MAX.text)),
  description_en: optional(nullable(limitedText(TEXT_MAX.text))),
  notes: optional(nullable(limitedText(TEXT_MAX.text))),
  notes_en: optional(nullable(limitedText(TEXT_MAX.text))),
  old_price: optional(nullable(Roubles)),
  /** A wave's own start, when it differs from the event city's. */
  start_time: optional(nullable(IsoInstant)),
  /** Team size: `max_count` places a team, or from `min_count` to `max_count` when `fixed_count` is false. */
  max_count: optional(integer()),
  min_count: optional(integer()),
  buy_limit: optional(nullable(integer())),
  age_min: optional(nullable(integer())),
  age_max: optional(nullable(integer())),
  preregistration: optional(boolean()),
  region_ids: optional(size(array(integer()), 0, 200)),
  clusters: optional(size(array(ClusterInput), 0, 50)),
  place_select: optional(nullable(PlaceSelectInput)),
  additional_fields: optional(size(array(AdditionalFieldInput), 0, 50)),
  license_file: optional(boolean()),
  is_team: optional(boolean()),
  team_all: optional(boolean()),
  fixed_count: optional(boolean()),
  qr: optional(boolean()),
  insurance_available: optional(boolean()),
  with_shirt: optional(boolean()),
  hidden: optional(boolean()),
  sort: optional(integer()),
};

/** A ticket kind and its stock when the format is made (`athlete` alone when none is named). */
export const TicketKindInput = object({ kind: limitedText(TEXT_MAX.id), title: Title, total: StockCount });

export const FormatCreate = object({
  public_id: optional(CataloguePublicId),
  event_city_id: limitedText(TEXT_MAX.id),
  title: Title,
  price: Roubles,
  /** The stock of the default kind `athlete` (or give `tickets`). */
  stock: optional(StockCount),
  tickets: optional(size(array(TicketKindInput), 1, 10)),
  ...formatFields,
});
export type FormatCreate = Infer<typeof FormatCreate>;

/** An edit of everything but stock (stock has its own call). */
export const FormatUpdate = object({ version: EditVersion, title: optional(Title), price: optional(Roubles), ...formatFields });
export type FormatUpdate = Infer<typeof FormatUpdate>;

/** The new stock (total places) of one kind. */
export const StockChange = object({ version: EditVersion, kind: optional(limitedText(TEXT_MAX.id)), total: StockCount });
export type StockChange = Infer<typeof StockChange>;

/** One price or stock for many formats at once (one transaction, audited per format). */
export const FormatsBulkChange = object({
  format_ids: size(array(limitedText(TEXT_MAX.id)), 1, 1000),
  price: optional(Roubles),
  /** The new stock of kind `kind` (default `athlete`) of each format. */
  stock: optional(StockCount),
  kind: optional(limitedText(TEXT_MAX.id)),
});
export type FormatsBulkChange = Infer<typeof FormatsBulkChange>;

export const FormatHiddenChange = object({ version: EditVersion, hidden: boolean() });

/** `event_city_id` narrows to one event city's formats; `q` searches the title. */
export const FormatsQuery = object({ ...PageQueryFields, event_city_id: optional(limitedText(TEXT_MAX.id)) });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleFormatsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/formats',
    role: 'organiser',
    summary: 'Ticket formats with their stock, paged on the server.',
    query: FormatsQuery,
    response: Page(ConsoleFormat),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/formats/{id}',
    role: 'organiser',
    summary: 'One format as the console edits it.',
    params: IdParams,
    response: ConsoleFormat,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/formats',
    role: 'organiser',
    summary: 'Adds a ticket format to an event city.',
    body: FormatCreate,
    response: ConsoleFormat,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/formats/{id}',
    role: 'organiser',
    summary: 'Edits a format (optimistic version); stock has its own call.',
    params: IdParams,
    body: FormatUpdate,
    response: ConsoleFormat,
  }),
  hide: defineCall({
    method: 'PUT',
    path: '/api/console/formats/{id}/hidden',
    role: 'organiser',
    summary: 'Hides a format from the public lists (sold through links only), or shows it again.',
    params: IdParams,
    body: FormatHiddenChange,
    response: ConsoleFormat,
  }),
  stock: defineCall({
    method: 'PUT',
    path: '/api/console/formats/{id}/stock',
    role: 'organiser',
    summary: "Sets a kind's stock; tickets left move by the change, never below what is sold and held.",
    params: IdParams,
    body: StockChange,
    response: ConsoleFormat,
  }),
  bulk: defineCall({
    method: 'POST',
    path: '/api/console/formats/bulk',
    role: 'organiser',
    summary: 'Sets one price and/or stock on many formats in one transaction.',
    body: FormatsBulkChange,
    response: valuesOf(ConsoleFormat),
  }),
};

export const listConsoleFormats = (query: Infer<typeof FormatsQuery>) => invoke(consoleFormatsCalls.list, { query });
export const getConsoleFormat = (id: string) => invoke(consoleFormatsCalls.get, { params: { id } });
export const createConsoleFormat = (body: FormatCreate) => invoke(consoleFormatsCalls.create, { body });
export const updateConsoleFormat = (id: string, body: FormatUpdate) => invoke(consoleFormatsCalls.update, { params: { id }, body });
export const hideConsoleFormat = (id: string, body: Infer<typeof FormatHiddenChange>) => invoke(consoleFormatsCalls.hide, { params: { id }, body });
export const changeFormatStock = (id: string, body: StockChange) => invoke(consoleFormatsCalls.stock, { params: { id }, body });
export const changeFormatsInBulk = (body: FormatsBulkChange) => invoke(consoleFormatsCalls.bulk, { body });
