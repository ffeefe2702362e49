/**
 * The start list of an event city (issue 25 §6): one row per issued ticket with every field of
 * the participant form (server/tickets: `ticket.info`, its cluster, choice, licence, shirt) and
 * the format's additional fields by name; read a page at a time for the console's table, or
 * whole for the export (participant-export.ts).
 */
import type { Participant, ParticipantExportQuery, ParticipantQuery } from '../../sdk/contract/console/index.ts';
import { isoOf, numberOrNull } from '../catalogue/sql-values.ts';

/** FROM of a start list: the ticket, its format, order, holder, team and refund. */
export const START_LIST_FROM = `ticket t
  JOIN event_format f ON f.public_id = t.format_id
  JOIN payment_order o ON o.public_id = t.order_id
  LEFT JOIN app_user u ON u.public_id = t.user_id
  LEFT JOIN team tm ON tm.public_id = t.team_id
  LEFT JOIN refund r ON r.ticket_id = t.public_id
  LEFT JOIN provider_refund pr ON pr.ticket_id = t.public_id`;

/** A ticket whose money is back (as «Мои билеты» reads it), on its way back, or active. */
const STATUS = `CASE WHEN r.public_id IS NOT NULL AND (r.provider_refund_id = 'free' OR pr.state = 'done') THEN 'refunded'
  WHEN t.status = 'processing' THEN 'processing' ELSE 'active' END`;

export const START_LIST_COLUMNS = `t.public_id AS ticket_id, t.ticket_number, o.invoice_number AS order_number, t.format_id, f.title AS format_title,
  f.additional_fields, t.kind, t.number, tm.number AS team_number, ${STATUS} AS status, t.registered, t.info, t.cluster, t.select_field,
  t.license, t.insurance_number, COALESCE(u.email, t.transfer_email, o.email) AS email, t.created_at,
  (SELECT s.name FROM shirt_size s WHERE s.public_id = t.shirt_size_id) AS shirt`;

/** Sort names → expressions (`last_name` is served by the index on the format and the lower-cased name). */
export const START_LIST_SORTS = {
  last_name: "lower(t.info ->> 'last_name')",
  number: 't.number',
  ticket_number: 't.ticket_number',
  created_at: 't.created_at',
} as const;

export interface StartListRow {
  readonly ticket_id: string;
  readonly ticket_number: string;
  readonly order_number: number;
  readonly format_id: string;
  readonly format_title: string;
  readonly additional_fields: unknown;
  readonly kind: string;
  readonly number: unknown;
  readonly team_number: unknown;
  readonly status: Participant['status'];
  readonly registered: boolean;
  readonly info: unknown;
  readonly cluster: unknown;
  readonly select_field: string | null;
  readonly license: string | null;
  readonly insurance_number: string | null;
  readonly email: string | null;
  readonly created_at: Date;
  readonly shirt: string | null;
}

/** The conditions of a start-list query (list or export) over {@link START_LIST_FROM}. */
export function startListWhere(query: ParticipantQuery | ParticipantExportQuery): { where: string[]; params: unknown[] } {
  const params: unknown[] = [query.event_city];
  const add = (value: unknown) => params.push(value);
  const where = ['f.event_city_id = $1', "o.status = 'paid'"];
  if (query.format !== undefined) where.push(`t.format_id = $${add(query.format)}`);
  if (query.registered !== undefined) where.push(`t.registered = $${add(query.registered === 'true')}`);
  if (query.status !== undefined) where.push(`(${STATUS}) = $${add(query.status)}`);
  const q = 'q' in query ? query.q?.trim() : undefined;
  if (q !== undefined && q !== '') {
    const digits = q.replace(/[\s()+-]/g, '');
    const text = add(`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const parts = [
      `t.info ->> 'last_name' ILIKE $${text}`,
      `t.info ->> 'first_name' ILIKE $${text}`,
      `concat_ws(' ', t.info ->> 'last_name', t.info ->> 'first_name') ILIKE $${text}`,
      `t.ticket_number ILIKE $${text}`,
      `COALESCE(u.email, t.transfer_email, o.email) ILIKE $${text}`,
    ];
    if (/^\d+$/.test(digits)) {
      if (digits.length <= 9) parts.push(`t.number = $${add(Number(digits))}`);
      if (digits.length >= 5) parts.push(`regexp_replace(COALESCE(t.info ->> 'phone', ''), '\\D', '', 'g') LIKE $${add(`%${digits}%`)}`);
    }
    where.push(parts.join(' OR '));
  }
  return { where, params };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {});

/** The additional fields `[{ name, label }]` of a format. */
export function fieldsOf(value: unknown): { name: string; label: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((field: unknown) => {
    const named = record(field);
    const name = text(named['name']);
    return name === null ? [] : [{ name, label: text(named['label']) ?? name }];
  });
}

/** A start-list row as the console shows it. */
export function toParticipant(row: StartListRow): Participant {
  const info = record(row.info);
  const extra: Record<string, string> = {};
  for (const field of fieldsOf(row.additional_fields)) {
    const value = text(info[field.name]) ?? text(record(info['extra'])[field.name]);
    if (value !== null) extra[field.name] = value;
  }
  return {
    ticket_id: row.ticket_id,
    ticket_number: row.ticket_number,
    order_number: row.order_number,
    format_id: row.format_id,
    format_title: row.format_title,
    kind: row.kind,
    number: numberOrNull(row.number),
    team_number: numberOrNull(row.team_number),
    status: row.status,
    registered: row.registered,
    last_name: text(info['last_name']),
    first_name: text(info['first_name']),
    second_name: text(info['second_name']),
    gender: text(info['gender']),
    birth_date: text(info['birth_date']),
    phone: text(info['phone']),
    email: row.email,
    region: text(info['region']),
    item_size: row.shirt ?? text(info['item_size']),
    cluster: text(record(row.cluster)['name']) ?? text(record(info['cluster'])['name']),
    select_field: row.select_field,
    license: row.license,
    insurance_number: row.insurance_number,
    extra,
    created_at: isoOf(row.created_at),
  };
}
