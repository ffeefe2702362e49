/**
 * The console's sales (issue 25 §2; tables `sale`, `sale_format`): a percent or fixed discount
 * on the listed formats, inside a window (two instants; `timezone` is the zone the organiser
 * typed them in), once the basket holds at least `count` tickets of those formats. The public
 * format answers carry it (`EventFormat.sale`) and sdk/basket prices with it, so every write is
 * checked to be one the basket can use: percent 1–99, a fixed amount above 0 and below the
 * cheapest covered price, the end after the start, at least one known format.
 */
import { array, boolean, integer, max, min, number, object, optional, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { DiscountForm } from '../schemas/sale.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { IsoInstant, TimeZone } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleSale = type({
  public_id: string(),
  active: boolean(),
  start_date: string(),
  end_date: string(),
  timezone: string(),
  discount: number(),
  discount_form: DiscountForm,
  count: integer(),
  formats: array(string()),
  created_at: string(),
  version: integer(),
});
export type ConsoleSale = Infer<typeof ConsoleSale>;

const saleFields = {
  /** Percent (1–99) or roubles off each ticket, by `discount_form`. */
  discount: max(min(number(), 0), 10_000_000),
  discount_form: DiscountForm,
  start_date: IsoInstant,
  end_date: IsoInstant,
  timezone: TimeZone,
  /** The threshold: how many tickets of the sale's formats the basket must hold. */
  count: max(min(integer(), 1), 1000),
  formats: size(array(limitedText(TEXT_MAX.id)), 0, 1000),
  active: optional(boolean()),
};

export const SaleCreate = object(saleFields);
export type SaleCreate = Infer<typeof SaleCreate>;

/** An edit: only the fields sent change; `version` as read. */
export const SaleUpdate = object({
  version: EditVersion,
  discount: optional(saleFields.discount),
  discount_form: optional(DiscountForm),
  start_date: optional(IsoInstant),
  end_date: optional(IsoInstant),
  timezone: optional(TimeZone),
  count: optional(saleFields.count),
  formats: optional(saleFields.formats),
  active: saleFields.active,
});
export type SaleUpdate = Infer<typeof SaleUpdate>;

export const SaleEnd = object({ version: EditVersion });

/** `q` searches the sale's id and its formats' ids; `format_id` narrows to the sales of one format. */
export const SalesQuery = object({ ...PageQueryFields, format_id: optional(limitedText(TEXT_MAX.id)) });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleSalesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/sales',
    role: 'organiser',
    summary: 'Sales, newest first, paged on the server.',
    query: SalesQuery,
    response: Page(ConsoleSale),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/sales/{id}',
    role: 'organiser',
    summary: 'One sale.',
    params: IdParams,
    response: ConsoleSale,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/sales',
    role: 'organiser',
    summary: 'Creates a sale on the listed formats.',
    body: SaleCreate,
    response: ConsoleSale,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/sales/{id}',
    role: 'organiser',
    summary: 'Edits a sale (optimistic version).',
    params: IdParams,
    body: SaleUpdate,
    response: ConsoleSale,
  }),
  end: defineCall({
    method: 'POST',
    path: '/api/console/sales/{id}/end',
    role: 'organiser',
    summary: 'Ends a sale now: switched off, its window closed at this moment.',
    params: IdParams,
    body: SaleEnd,
    response: ConsoleSale,
  }),
};

export const listConsoleSales = (query: Infer<typeof SalesQuery>) => invoke(consoleSalesCalls.list, { query });
export const getConsoleSale = (id: string) => invoke(consoleSalesCalls.get, { params: { id } });
export const createConsoleSale = (body: SaleCreate) => invoke(consoleSalesCalls.create, { body });
export const updateConsoleSale = (id: string, body: SaleUpdate) => invoke(consoleSalesCalls.update, { params: { id }, body });
export const endConsoleSale = (id: string, version: number) => invoke(consoleSalesCalls.end, { params: { id }, body: { version } });
