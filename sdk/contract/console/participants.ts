/**
 * Start lists in the console (issue 25 §6): per event city (and format), every issued ticket
 * with every field of the participant form, paged, sorted and filtered on the server; the
 * counts sold / held / left of each format as they are now; and the list as a file for the
 * timing company: CSV (UTF-8 with a byte-order mark, so Excel reads Cyrillic) or XLSX, every
 * cell made safe against formulas (server/exports/safe-cell.ts).
 */
import { array, boolean, enums, integer, nullable, object, optional, record, string, type, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { Page, PageQueryFields } from './paging.ts';

/** One participant (an issued ticket) of a start list. */
export const Participant = type({
  ticket_id: string(),
  ticket_number: string(),
  order_number: integer(),
  format_id: string(),
  format_title: string(),
  kind: string(),
  /** The start number. */
  number: nullable(integer()),
  team_number: nullable(integer()),
  /** 'processing' while its money goes back, 'refunded' once it is back. */
  status: enums(['active', 'processing', 'refunded']),
  registered: boolean(),
  last_name: nullable(string()),
  first_name: nullable(string()),
  second_name: nullable(string()),
  gender: nullable(string()),
  birth_date: nullable(string()),
  phone: nullable(string()),
  email: nullable(string()),
  region: nullable(string()),
  item_size: nullable(string()),
  cluster: nullable(string()),
  select_field: nullable(string()),
  license: nullable(string()),
  insurance_number: nullable(string()),
  /** The format's additional fields, by name. */
  extra: record(string(), string()),
  created_at: string(),
});
export type Participant = Infer<typeof Participant>;

/**
 * One event city, optionally one format; sorted by `last_name` (default), `number`,
 * `ticket_number` or `created_at`; `q` finds a name, a ticket or start number, an e-mail or a
 * phone; `registered` and `status` narrow.
 */
export const ParticipantQuery = object({
  ...PageQueryFields,
  event_city: limitedText(TEXT_MAX.id),
  format: optional(limitedText(TEXT_MAX.id)),
  registered: optional(enums(['true', 'false'])),
  status: optional(enums(['active', 'processing', 'refunded'])),
});
export type ParticipantQuery = Infer<typeof ParticipantQuery>;

/** A format's places now: sold (issued, not refunded), held by unpaid orders, left to sell, of its stock. */
export const FormatCounts = type({
  format_id: string(),
  title: string(),
  stock: integer(),
  sold: integer(),
  held: integer(),
  left: integer(),
  /** The format's additional participant fields, in form order: the start list's extra columns. */
  fields: array(type({ name: string(), label: string() })),
});
export type FormatCounts = Infer<typeof FormatCounts>;

export const ParticipantCounts = type({ event_city_id: string(), formats: array(FormatCounts), sold: integer(), held: integer(), left: integer() });
export type ParticipantCounts = Infer<typeof ParticipantCounts>;

export const ParticipantCountsQuery = object({ event_city: limitedText(TEXT_MAX.id) });

/** The file of a start list: the list's own filters, `file` csv or xlsx. */
export const ParticipantExportQuery = object({
  event_city: limitedText(TEXT_MAX.id),
  format: optional(limitedText(TEXT_MAX.id)),
  registered: optional(enums(['true', 'false'])),
  status: optional(enums(['active', 'processing', 'refunded'])),
  file: enums(['csv', 'xlsx']),
});
export type ParticipantExportQuery = Infer<typeof ParticipantExportQuery>;

export const consoleParticipantCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/participants',
    role: 'staff',
    summary: "An event city's start list with every participant field, paged on the server.",
    query: ParticipantQuery,
    response: Page(Participant),
  }),
  counts: defineCall({
    method: 'GET',
    path: '/api/console/participants/counts',
    role: 'staff',
    summary: "Each format's places of an event city: sold, held, left, and its form fields.",
    query: ParticipantCountsQuery,
    response: ParticipantCounts,
  }),
  export: defineCall({
    method: 'GET',
    path: '/api/console/participants/export',
    role: 'organiser',
    summary: 'The start list as a CSV (UTF-8 with BOM) or XLSX file, safe against formulas.',
    query: ParticipantExportQuery,
    response: 'file',
    timeoutMs: 120_000,
  }),
};

/** A page of a start list. */
export const listParticipants = (query: ParticipantQuery) => invoke(consoleParticipantCalls.list, { query });
/** The places of an event city's formats. */
export const getParticipantCounts = (eventCity: string) => invoke(consoleParticipantCalls.counts, { query: { event_city: eventCity } });
/** The start list as a file. */
export const exportParticipants = (query: ParticipantExportQuery) => invoke(consoleParticipantCalls.export, { query });
