/**
 * Partners in the console (issue 25 §7; issue 17 for what a partner is): the list with each
 * partner's sales (the figures of its own report, GET /api/partner/report), adding one (its API
 * key is answered once and stored only as a hash), a new key (the old one stops at once) or no
 * key at all (the partner's report answers 401 until a new key is issued), and the pages a
 * buyer may be led back to (the partner's origins). Organisers only. `npm run partner:add`
 * adds through the same code (server/partners/partners.ts).
 */
import { array, boolean, integer, nullable, number, object, optional, size, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { PartnerName, RETURN_URL_MAX_LENGTH } from '../schemas/attribution.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { EditVersion } from './edit-version.ts';
import { Page, PageQueryFields } from './paging.ts';

/** What a partner sold (paid orders), as its report counts it. */
export const PartnerSales = type({ orders: number(), tickets: number(), revenue: number() });

export const ConsolePartner = type({
  name: string(),
  title: string(),
  /** The origins (https://shop.example) of the pages a buyer may be led back to. */
  origins: array(string()),
  /** False once its key was revoked (until a new one is issued). */
  key_active: boolean(),
  key_revoked_at: nullable(string()),
  created_at: string(),
  version: integer(),
  sales: PartnerSales,
});
export type ConsolePartner = Infer<typeof ConsolePartner>;

/** Sorted by `name` (default), `title` or `created_at`; `q` finds a name or title. */
export const PartnerQuery = object(PageQueryFields);
export type PartnerQuery = Infer<typeof PartnerQuery>;

const Origins = size(array(size(string(), 1, RETURN_URL_MAX_LENGTH)), 0, 20);

export const NewPartnerBody = object({ name: PartnerName, title: limitedText(TEXT_MAX.title), origins: Origins });
export type NewPartnerBody = Infer<typeof NewPartnerBody>;

/** An edit of a partner: its title and its origins, at the version read. */
export const PartnerEditBody = object({ version: EditVersion, title: optional(limitedText(TEXT_MAX.title)), origins: optional(Origins) });
export type PartnerEditBody = Infer<typeof PartnerEditBody>;

export const PartnerKeyBody = object({ version: EditVersion });
export type PartnerKeyBody = Infer<typeof PartnerKeyBody>;

/** A partner with its new API key: shown this once, kept nowhere. */
export const PartnerWithKey = type({ partner: ConsolePartner, key: string() });

const PartnerParams = object({ name: PartnerName });

export const consolePartnerCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/partners',
    role: 'organiser',
    summary: 'Partners with their sales (paid orders, tickets, revenue), paged on the server.',
    query: PartnerQuery,
    response: Page(ConsolePartner),
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/console/partners',
    role: 'organiser',
    summary: 'Adds a partner; answers its API key, shown only this once.',
    body: NewPartnerBody,
    response: PartnerWithKey,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/console/partners/{name}',
    role: 'organiser',
    summary: 'Edits a partner’s title and the origins a buyer may be led back to.',
    params: PartnerParams,
    body: PartnerEditBody,
    response: ConsolePartner,
  }),
  rotateKey: defineCall({
    method: 'POST',
    path: '/api/console/partners/{name}/key',
    role: 'organiser',
    summary: 'Issues a new API key (the old one stops at once); answers it once.',
    params: PartnerParams,
    body: PartnerKeyBody,
    response: PartnerWithKey,
  }),
  revokeKey: defineCall({
    method: 'DELETE',
    path: '/api/console/partners/{name}/key',
    role: 'organiser',
    summary: 'Revokes the partner’s API key: its report answers 401 until a new key is issued.',
    params: PartnerParams,
    body: PartnerKeyBody,
    response: ConsolePartner,
  }),
};

/** A page of partners. */
export const listPartners = (query: PartnerQuery) => invoke(consolePartnerCalls.list, { query });
/** Adds a partner (its key answered once). */
export const addPartner = (body: NewPartnerBody) => invoke(consolePartnerCalls.add, { body });
/** Edits a partner. */
export const updatePartner = (name: string, body: PartnerEditBody) => invoke(consolePartnerCalls.update, { params: { name }, body });
/** A new key for a partner (answered once). */
export const rotatePartnerKey = (name: string, body: PartnerKeyBody) => invoke(consolePartnerCalls.rotateKey, { params: { name }, body });
/** Revokes a partner's key. */
export const revokePartnerKey = (name: string, body: PartnerKeyBody) => invoke(consolePartnerCalls.revokeKey, { params: { name }, body });
