/**
 * The console's shop (issue 25 §2): categories, and goods with their texts in Russian and
 * English, price, picture, sizes with stock per size (or one stock for a good without sizes),
 * the event cities whose buyers are offered it, the home page / basket / heroes placements, and
 * `hidden`. Gift certificates are products too (`kind: certificate`) with calls of their own
 * (certificates.ts).
 *
 * Stock is what is LEFT (payments take from it: server/payment/stock-holds.ts), so the console
 * changes it by a delta, never by writing a number read a moment ago: `+20` after a delivery,
 * `-3` for damaged ones; one guarded `UPDATE … SET count = count + delta WHERE count + delta >= 0`
 * under the row's lock, so a sale racing with the change is counted once and stock never goes
 * below zero (a larger decrease is 409 naming what is left).
 */
import { array, boolean, enums, integer, max, min, nullable, object, optional, pattern, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { ProductGender } from '../schemas/product.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, Roubles, StockCount, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { EnglishText, EnglishTitle, HiddenFilter, OptionalLongText, OptionalTitle, SiteLink } from './goods-fields.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleShopCategory = type({
  public_id: string(),
  slug: string(),
  title: string(),
  title_en: nullable(string()),
  sort: integer(),
  /** Goods and certificates in it. */
  product_count: integer(),
  version: integer(),
});
export type ConsoleShopCategory = Infer<typeof ConsoleShopCategory>;

const Slug = pattern(size(string(), 1, TEXT_MAX.id), /^[a-z0-9][a-z0-9-]*$/);

export const CategoryCreate = object({ public_id: optional(CataloguePublicId), slug: Slug, title: Title, title_en: EnglishTitle, sort: optional(integer()) });
export type CategoryCreate = Infer<typeof CategoryCreate>;
export const CategoryUpdate = object({ version: EditVersion, slug: optional(Slug), title: OptionalTitle, title_en: EnglishTitle, sort: optional(integer()) });
export type CategoryUpdate = Infer<typeof CategoryUpdate>;

export const ConsoleProductSize = type({ public_id: string(), name: string(), count: integer(), sort: integer() });
export type ConsoleProductSize = Infer<typeof ConsoleProductSize>;

export const ProductKind = enums(['good', 'certificate']);

export const ConsoleProduct = type({
  public_id: string(),
  kind: ProductKind,
  category_id: string(),
  category_title: string(),
  title: string(),
  title_en: nullable(string()),
  description: string(),
  description_en: nullable(string()),
  price: integer(),
  old_price: nullable(integer()),
  gender: ProductGender,
  group_name: nullable(string()),
  group_name_en: nullable(string()),
  subgroup_name: nullable(string()),
  subgroup_name_en: nullable(string()),
  picture: nullable(string()),
  /** What is left of a good without sizes (null: its sizes hold the stock). */
  stock: nullable(integer()),
  sizes: array(ConsoleProductSize),
  /** Event cities whose ticket buyers are offered it. */
  event_city_ids: array(string()),
  hero: boolean(),
  hero_preview: boolean(),
  on_home: boolean(),
  in_basket_offer: boolean(),
  delivery: boolean(),
  hidden: boolean(),
  sort: integer(),
  version: integer(),
});
export type ConsoleProduct = Infer<typeof ConsoleProduct>;

/** A size as created: its name (`M`, `42-44`, `122`) and how many there are. */
export const SizeCreate = object({ name: size(string(), 1, 32), count: StockCount });
export type SizeCreate = Infer<typeof SizeCreate>;

const EventCityIds = size(array(limitedText(TEXT_MAX.id)), 0, 1000);
const GroupName = optional(nullable(size(string(), 0, TEXT_MAX.title)));

const goodFields = {
  category_id: limitedText(TEXT_MAX.id),
  title: Title,
  title_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  price: Roubles,
  old_price: optional(nullable(Roubles)),
  gender: optional(ProductGender),
  group_name: GroupName,
  group_name_en: GroupName,
  subgroup_name: GroupName,
  subgroup_name_en: GroupName,
  picture: optional(nullable(SiteLink)),
  event_city_ids: optional(EventCityIds),
  hero: optional(boolean()),
  hero_preview: optional(boolean()),
  on_home: optional(boolean()),
  in_basket_offer: optional(boolean()),
  delivery: optional(boolean()),
  hidden: optional(boolean()),
  sort: optional(integer()),
};

/** A new good: `sizes` (each with its stock) or one `stock`, not both. */
export const ProductCreate = object({
  public_id: optional(CataloguePublicId),
  ...goodFields,
  stock: optional(StockCount),
  sizes: optional(size(array(SizeCreate), 1, 50)),
});
export type ProductCreate = Infer<typeof ProductCreate>;

/** Edits a good's fields; stock moves by ProductStockChange, sizes are added by SizeAdd. */
export const ProductUpdate = object({
  version: EditVersion,
  category_id: optional(goodFields.category_id),
  title: OptionalTitle,
  title_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  price: optional(Roubles),
  old_price: goodFields.old_price,
  gender: goodFields.gender,
  group_name: GroupName,
  group_name_en: GroupName,
  subgroup_name: GroupName,
  subgroup_name_en: GroupName,
  picture: goodFields.picture,
  event_city_ids: goodFields.event_city_ids,
  hero: goodFields.hero,
  hero_preview: goodFields.hero_preview,
  on_home: goodFields.on_home,
  in_basket_offer: goodFields.in_basket_offer,
  delivery: goodFields.delivery,
  hidden: goodFields.hidden,
  sort: goodFields.sort,
});
export type ProductUpdate = Infer<typeof ProductUpdate>;

/** Moves what is left by `delta` (of one size, or of a good without sizes). */
export const ProductStockChange = object({
  version: EditVersion,
  size_id: optional(limitedText(TEXT_MAX.id)),
  delta: max(min(integer(), -1_000_000), 1_000_000),
});
export type ProductStockChange = Infer<typeof ProductStockChange>;

/** Adds a size to a good that has sizes. */
export const SizeAdd = object({ version: EditVersion, name: SizeCreate.schema.name, count: StockCount });
export type SizeAdd = Infer<typeof SizeAdd>;

/** `q` searches the title in both languages and the id; `category_id` and `hidden` narrow. */
export const ProductsQuery = object({ ...PageQueryFields, category_id: optional(limitedText(TEXT_MAX.id)), hidden: HiddenFilter });
export const CategoriesQuery = object(PageQueryFields);
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleShopCalls = {
  categories: defineCall({
    method: 'GET',
    path: '/api/console/shop/categories',
    role: 'organiser',
    summary: 'Shop categories, paged on the server.',
    query: CategoriesQuery,
    response: Page(ConsoleShopCategory),
  }),
  createCategory: defineCall({
    method: 'POST',
    path: '/api/console/shop/categories',
    role: 'organiser',
    summary: 'Creates a shop category.',
    body: CategoryCreate,
    response: ConsoleShopCategory,
  }),
  updateCategory: defineCall({
    method: 'PUT',
    path: '/api/console/shop/categories/{id}',
    role: 'organiser',
    summary: 'Edits a shop category (optimistic version).',
    params: IdParams,
    body: CategoryUpdate,
    response: ConsoleShopCategory,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/console/shop/products',
    role: 'organiser',
    summary: 'Shop goods (not certificates), hidden ones too, paged on the server.',
    query: ProductsQuery,
    response: Page(ConsoleProduct),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/shop/products/{id}',
    role: 'organiser',
    summary: 'One good as the console edits it.',
    params: IdParams,
    response: ConsoleProduct,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/shop/products',
    role: 'organiser',
    summary: 'Creates a good with its sizes and stock.',
    body: ProductCreate,
    response: ConsoleProduct,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/shop/products/{id}',
    role: 'organiser',
    summary: 'Edits a good but its stock (optimistic version); `hidden` takes it off the shop.',
    params: IdParams,
    body: ProductUpdate,
    response: ConsoleProduct,
  }),
  stock: defineCall({
    method: 'PUT',
    path: '/api/console/shop/products/{id}/stock',
    role: 'organiser',
    summary: 'Moves what is left of a size (or of a good without sizes) by a delta; never below zero.',
    params: IdParams,
    body: ProductStockChange,
    response: ConsoleProduct,
  }),
  addSize: defineCall({
    method: 'POST',
    path: '/api/console/shop/products/{id}/sizes',
    role: 'organiser',
    summary: 'Adds a size with its stock to a good that has sizes.',
    params: IdParams,
    body: SizeAdd,
    response: ConsoleProduct,
  }),
};

export const listShopCategories = (query: Infer<typeof CategoriesQuery>) => invoke(consoleShopCalls.categories, { query });
export const createShopCategory = (body: CategoryCreate) => invoke(consoleShopCalls.createCategory, { body });
export const updateShopCategory = (id: string, body: CategoryUpdate) => invoke(consoleShopCalls.updateCategory, { params: { id }, body });
export const listConsoleProducts = (query: Infer<typeof ProductsQuery>) => invoke(consoleShopCalls.list, { query });
export const getConsoleProduct = (id: string) => invoke(consoleShopCalls.get, { params: { id } });
export const createConsoleProduct = (body: ProductCreate) => invoke(consoleShopCalls.create, { body });
export const updateConsoleProduct = (id: string, body: ProductUpdate) => invoke(consoleShopCalls.update, { params: { id }, body });
export const changeProductStock = (id: string, body: ProductStockChange) => invoke(consoleShopCalls.stock, { params: { id }, body });
export const addProductSize = (id: string, body: SizeAdd) => invoke(consoleShopCalls.addSize, { params: { id }, body });
