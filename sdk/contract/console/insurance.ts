/**
 * The console's insurance products (issue 25 §2): the texts of the purchase popup in Russian and
 * English (account.md §2: name, title, subtitle, description, footnote), the terms link, logo,
 * price, how long a policy is valid, which formats offer it, and `hidden` (a hidden product is
 * sold nowhere; its policies already bought stay valid).
 *
 * Which formats: `format_ids` is the whole list; `event_type_ids` adds, at the moment of the
 * write, every format of every event of those types (a season's 200 formats in one field). A
 * format offers its insurance only while its own `insurance_available` is on (the format page).
 */
import { array, boolean, integer, max, min, nullable, object, optional, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { CataloguePublicId, Roubles, Title } from './catalogue-fields.ts';
import { EditVersion } from './edit-version.ts';
import { EnglishText, EnglishTitle, HiddenFilter, OptionalLongText, OptionalTitle, SiteLink } from './goods-fields.ts';
import { Page, PageQueryFields } from './paging.ts';

export const ConsoleInsurance = type({
  public_id: string(),
  name: string(),
  name_en: nullable(string()),
  title: string(),
  title_en: nullable(string()),
  subtitle: string(),
  subtitle_en: nullable(string()),
  description: string(),
  description_en: nullable(string()),
  footnote: string(),
  footnote_en: nullable(string()),
  legals: string(),
  logo: nullable(string()),
  price: integer(),
  /** Seconds a policy is valid from its start (shown in days). */
  validity_time: integer(),
  hidden: boolean(),
  sort: integer(),
  format_ids: array(string()),
  /** Policies sold. */
  policies: integer(),
  version: integer(),
});
export type ConsoleInsurance = Infer<typeof ConsoleInsurance>;

/** A policy's validity: one second to a year. */
export const ValiditySeconds = max(min(integer(), 1), 366 * 86_400);
const FormatIds = size(array(limitedText(TEXT_MAX.id)), 0, 5000);
const EventTypeIds = size(array(limitedText(TEXT_MAX.id)), 0, 100);

export const InsuranceCreate = object({
  public_id: optional(CataloguePublicId),
  name: Title,
  name_en: EnglishTitle,
  title: Title,
  title_en: EnglishTitle,
  subtitle: optional(limitedText(TEXT_MAX.title)),
  subtitle_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  footnote: OptionalLongText,
  footnote_en: EnglishText,
  legals: SiteLink,
  logo: optional(nullable(SiteLink)),
  price: Roubles,
  validity_time: ValiditySeconds,
  hidden: optional(boolean()),
  sort: optional(integer()),
  format_ids: optional(FormatIds),
  event_type_ids: optional(EventTypeIds),
});
export type InsuranceCreate = Infer<typeof InsuranceCreate>;

export const InsuranceUpdate = object({
  version: EditVersion,
  name: OptionalTitle,
  name_en: EnglishTitle,
  title: OptionalTitle,
  title_en: EnglishTitle,
  subtitle: optional(limitedText(TEXT_MAX.title)),
  subtitle_en: EnglishTitle,
  description: OptionalLongText,
  description_en: EnglishText,
  footnote: OptionalLongText,
  footnote_en: EnglishText,
  legals: optional(SiteLink),
  logo: optional(nullable(SiteLink)),
  price: optional(Roubles),
  validity_time: optional(ValiditySeconds),
  hidden: optional(boolean()),
  sort: optional(integer()),
  format_ids: optional(FormatIds),
  event_type_ids: optional(EventTypeIds),
});
export type InsuranceUpdate = Infer<typeof InsuranceUpdate>;

/** `q` searches the name and title in both languages and the id. */
export const InsuranceQuery = object({ ...PageQueryFields, hidden: HiddenFilter });
const IdParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleInsuranceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/insurance',
    role: 'organiser',
    summary: 'Insurance products, hidden ones too, paged on the server.',
    query: InsuranceQuery,
    response: Page(ConsoleInsurance),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/insurance/{id}',
    role: 'organiser',
    summary: 'One insurance product as the console edits it.',
    params: IdParams,
    response: ConsoleInsurance,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/console/insurance',
    role: 'organiser',
    summary: 'Creates an insurance product.',
    body: InsuranceCreate,
    response: ConsoleInsurance,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/insurance/{id}',
    role: 'organiser',
    summary: 'Edits an insurance product (optimistic version); `hidden` takes it off sale.',
    params: IdParams,
    body: InsuranceUpdate,
    response: ConsoleInsurance,
  }),
};

export const listConsoleInsurance = (query: Infer<typeof InsuranceQuery>) => invoke(consoleInsuranceCalls.list, { query });
export const getConsoleInsurance = (id: string) => invoke(consoleInsuranceCalls.get, { params: { id } });
export const createConsoleInsurance = (body: InsuranceCreate) => invoke(consoleInsuranceCalls.create, { body });
export const updateConsoleInsurance = (id: string, body: InsuranceUpdate) => invoke(consoleInsuranceCalls.update, { params: { id }, body });
