/**
 * The console's gift certificates (issue 25 §2). A certificate is sold as a shop product of kind
 * `certificate` (GET /api/shop/items/certificates lists them by price; a payment takes one from
 * its stock; no promo code applies, nothing is delivered): its `price` is its nominal value.
 * These calls edit only certificates and keep what makes one (no sizes, no delivery, never on the
 * home page's goods); without `category_id` a certificate goes into the category with slug
 * `certificates`, made on the first certificate when missing. Stock moves by a delta as a good's
 * does (shop.ts).
 */
import { boolean, integer, nullable, object, optional, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, Roubles, StockCount, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { EnglishText, EnglishTitle, HiddenFilter, OptionalLongText, OptionalTitle, SiteLink } from './goods-fields.ts';
import { Page, PageQueryFields } from './paging.ts';
import { ConsoleProduct, ProductStockChange } from './shop.ts';

export const CertificateCreate = object({
  public_id: optional(CataloguePublicId),
  category_id: optional(limitedText(TEXT_MAX.id)),
  title: Title,
  title_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  /** The nominal value, which is also what it costs. */
  price: Roubles,
  picture: optional(nullable(SiteLink)),
  stock: StockCount,
  hidden: optional(boolean()),
  sort: optional(integer()),
});
export type CertificateCreate = Infer<typeof CertificateCreate>;

export const CertificateUpdate = object({
  version: EditVersion,
  category_id: optional(limitedText(TEXT_MAX.id)),
  title: OptionalTitle,
  title_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  price: optional(Roubles),
  picture: optional(nullable(SiteLink)),
  hidden: optional(boolean()),
  sort: optional(integer()),
});
export type CertificateUpdate = Infer<typeof CertificateUpdate>;

/** `q` searches the title in both languages and the id. */
export const CertificatesQuery = object({ ...PageQueryFields, hidden: HiddenFilter });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleCertificateCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/certificates',
    role: 'organiser',
    summary: 'Gift certificates, hidden ones too, by nominal value, paged on the server.',
    query: CertificatesQuery,
    response: Page(ConsoleProduct),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/certificates/{id}',
    role: 'organiser',
    summary: 'One gift certificate.',
    params: IdParams,
    response: ConsoleProduct,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/certificates',
    role: 'organiser',
    summary: 'Puts a gift certificate of a nominal value on sale.',
    body: CertificateCreate,
    response: ConsoleProduct,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/certificates/{id}',
    role: 'organiser',
    summary: 'Edits a gift certificate (optimistic version); `hidden` takes it off sale.',
    params: IdParams,
    body: CertificateUpdate,
    response: ConsoleProduct,
  }),
  stock: defineCall({
    method: 'PUT',
    path: '/api/console/certificates/{id}/stock',
    role: 'organiser',
    summary: 'Moves how many certificates are left by a delta; never below zero.',
    params: IdParams,
    body: ProductStockChange,
    response: ConsoleProduct,
  }),
};

export const listConsoleCertificates = (query: Infer<typeof CertificatesQuery>) => invoke(consoleCertificateCalls.list, { query });
export const getConsoleCertificate = (id: string) => invoke(consoleCertificateCalls.get, { params: { id } });
export const createConsoleCertificate = (body: CertificateCreate) => invoke(consoleCertificateCalls.create, { body });
export const updateConsoleCertificate = (id: string, body: CertificateUpdate) => invoke(consoleCertificateCalls.update, { params: { id }, body });
export const changeCertificateStock = (id: string, body: ProductStockChange) => invoke(consoleCertificateCalls.stock, { params: { id }, body });
