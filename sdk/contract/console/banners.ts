/**
 * The console's banners (issue 25 §2; table `banner`, read by GET /api/page/banner/{type}: the
 * main page's shop promo and the basket's carousel take page `shop`, type `external_shop`):
 * title in Russian and English, a link (a path on the site or an https address), a picture,
 * the price shown, the order, a window when it shows, and whether it is hidden.
 */
import { boolean, integer, nullable, object, optional, pattern, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, IsoInstant, LinkText, Roubles, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleBanner = type({
  public_id: string(),
  page: string(),
  banner_type: string(),
  title: string(),
  title_en: nullable(string()),
  link: string(),
  picture_main: string(),
  price: nullable(integer()),
  old_price: nullable(integer()),
  sort: integer(),
  show_from: nullable(string()),
  show_until: nullable(string()),
  hidden: boolean(),
  version: integer(),
});
export type ConsoleBanner = Infer<typeof ConsoleBanner>;

/** A page or banner type name: `shop`, `external_shop`. */
const BannerName = pattern(size(string(), 1, TEXT_MAX.id), /^[a-z0-9_-]+$/);

const bannerFields = {
  /** The page type that shows it (default `shop`). */
  page: optional(BannerName),
  /** Default `external_shop` (the kind the basket's carousel shows). */
  banner_type: optional(BannerName),
  title: Title,
  title_en: optional(nullable(limitedText(TEXT_MAX.title))),
  link: size(LinkText, 1, 2048),
  picture_main: size(LinkText, 1, 2048),
  price: optional(nullable(Roubles)),
  old_price: optional(nullable(Roubles)),
  sort: optional(integer()),
  show_from: optional(nullable(IsoInstant)),
  show_until: optional(nullable(IsoInstant)),
  hidden: optional(boolean()),
};

export const BannerCreate = object({ public_id: optional(CataloguePublicId), ...bannerFields });
export type BannerCreate = Infer<typeof BannerCreate>;

/** An edit: only the fields sent change; `version` as read. */
export const BannerUpdate = object({
  version: EditVersion,
  page: bannerFields.page,
  banner_type: bannerFields.banner_type,
  title: optional(Title),
  title_en: bannerFields.title_en,
  link: optional(bannerFields.link),
  picture_main: optional(bannerFields.picture_main),
  price: bannerFields.price,
  old_price: bannerFields.old_price,
  sort: bannerFields.sort,
  show_from: bannerFields.show_from,
  show_until: bannerFields.show_until,
  hidden: bannerFields.hidden,
});
export type BannerUpdate = Infer<typeof BannerUpdate>;

/** `q` searches the title in either language and the id; `on_page` narrows to one page type. */
export const BannersQuery = object({ ...PageQueryFields, on_page: optional(limitedText(TEXT_MAX.id)) });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleBannersCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/banners',
    role: 'organiser',
    summary: 'Banners, hidden ones too, in their order, paged on the server.',
    query: BannersQuery,
    response: Page(ConsoleBanner),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/banners/{id}',
    role: 'organiser',
    summary: 'One banner.',
    params: IdParams,
    response: ConsoleBanner,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/banners',
    role: 'organiser',
    summary: 'Creates a banner.',
    body: BannerCreate,
    response: ConsoleBanner,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/banners/{id}',
    role: 'organiser',
    summary: 'Edits or hides a banner (optimistic version).',
    params: IdParams,
    body: BannerUpdate,
    response: ConsoleBanner,
  }),
};

export const listConsoleBanners = (query: Infer<typeof BannersQuery>) => invoke(consoleBannersCalls.list, { query });
export const getConsoleBanner = (id: string) => invoke(consoleBannersCalls.get, { params: { id } });
export const createConsoleBanner = (body: BannerCreate) => invoke(consoleBannersCalls.create, { body });
export const updateConsoleBanner = (id: string, body: BannerUpdate) => invoke(consoleBannersCalls.update, { params: { id }, body });
