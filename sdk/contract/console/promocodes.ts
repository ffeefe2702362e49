/**
 * The console's promo codes (issue 25 §2): one code, or a batch of N unique codes downloaded
 * as CSV; how many uses each has, until when it is valid, and what it applies to (`item_type`
 * and `public_ids`: the formats, products or insurance products; empty: every item of the type).
 */
import { array, boolean, enums, integer, max, min, nullable, number, object, optional, pattern, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { DiscountForm } from '../schemas/sale.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { IsoInstant, Roubles, StockCount } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

/** What a promo code applies to: tickets (formats), products or insurance products. */
export const PromoItemType = enums(['ticket', 'product', 'insurance']);
export type PromoItemType = Infer<typeof PromoItemType>;

export const ConsolePromocode = type({
  public_id: string(),
  code: string(),
  item_type: PromoItemType,
  public_ids: array(string()),
  discount: number(),
  discount_form: DiscountForm,
  price: nullable(integer()),
  total_count: integer(),
  used_count: integer(),
  active: boolean(),
  valid_until: nullable(string()),
  batch_id: nullable(string()),
  created_at: string(),
  version: integer(),
});
export type ConsolePromocode = Infer<typeof ConsolePromocode>;

/** A code as buyers type it: letters and digits (stored upper-case). */
export const PromoCodeText = pattern(size(string(), 3, TEXT_MAX.code), /^[A-Za-z0-9_-]+$/);

const promoFields = {
  item_type: PromoItemType,
  public_ids: optional(size(array(limitedText(TEXT_MAX.id)), 0, 1000)),
  /** Percent (0–100) or roubles off, by `discount_form`. */
  discount: max(min(number(), 0), 10_000_000),
  discount_form: DiscountForm,
  /** A special price instead of the item's own. */
  price: optional(nullable(Roubles)),
  /** How many times the code may be used. */
  total_count: StockCount,
  valid_until: optional(nullable(IsoInstant)),
  active: optional(boolean()),
};

export const PromocodeCreate = object({ code: PromoCodeText, ...promoFields });
export type PromocodeCreate = Infer<typeof PromocodeCreate>;

/** `count` unique codes `PREFIX-XXXXXXXX`, each with `total_count` uses. */
export const PromocodeBatchCreate = object({ prefix: pattern(size(string(), 1, 20), /^[A-Za-z0-9]+$/), count: max(min(integer(), 1), 10_000), ...promoFields });
export type PromocodeBatchCreate = Infer<typeof PromocodeBatchCreate>;

export const PromocodeBatch = type({ batch_id: string(), count: integer(), codes: array(string()) });

export const PromocodeUpdate = object({
  version: EditVersion,
  public_ids: promoFields.public_ids,
  discount: optional(promoFields.discount),
  discount_form: optional(DiscountForm),
  price: promoFields.price,
  total_count: optional(StockCount),
  valid_until: promoFields.valid_until,
  active: optional(boolean()),
});
export type PromocodeUpdate = Infer<typeof PromocodeUpdate>;

/** `q` searches the code; `batch_id` narrows to one batch. */
export const PromocodesQuery = object({ ...PageQueryFields, batch_id: optional(limitedText(TEXT_MAX.id)) });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consolePromocodesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/promocodes',
    role: 'organiser',
    summary: 'Promo codes, newest first, paged on the server.',
    query: PromocodesQuery,
    response: Page(ConsolePromocode),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/promocodes/{id}',
    role: 'organiser',
    summary: 'One promo code.',
    params: IdParams,
    response: ConsolePromocode,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/promocodes',
    role: 'organiser',
    summary: 'Creates one promo code.',
    body: PromocodeCreate,
    response: ConsolePromocode,
  }),
  batch: defineCall({
    method: 'POST',
    path: '/api/console/promocodes/batch',
    role: 'organiser',
    summary: 'Creates a batch of unique promo codes.',
    body: PromocodeBatchCreate,
    response: PromocodeBatch,
  }),
  batchCsv: defineCall({
    method: 'GET',
    path: '/api/console/promocodes/batch/{id}/csv',
    role: 'organiser',
    summary: 'The codes of a batch as CSV (UTF-8 with BOM).',
    params: IdParams,
    response: 'file',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/promocodes/{id}',
    role: 'organiser',
    summary: 'Edits a promo code (optimistic version); `active: false` switches it off.',
    params: IdParams,
    body: PromocodeUpdate,
    response: ConsolePromocode,
  }),
};

export const listConsolePromocodes = (query: Infer<typeof PromocodesQuery>) => invoke(consolePromocodesCalls.list, { query });
export const getConsolePromocode = (id: string) => invoke(consolePromocodesCalls.get, { params: { id } });
export const createConsolePromocode = (body: PromocodeCreate) => invoke(consolePromocodesCalls.create, { body });
export const createPromocodeBatch = (body: PromocodeBatchCreate) => invoke(consolePromocodesCalls.batch, { body });
export const downloadPromocodeBatch = (id: string) => invoke(consolePromocodesCalls.batchCsv, { params: { id } });
export const updateConsolePromocode = (id: string, body: PromocodeUpdate) => invoke(consolePromocodesCalls.update, { params: { id }, body });
