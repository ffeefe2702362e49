/**
 * The console's start lists (sdk/contract/console/participants.ts): a page of an event city's
 * participants, the places of its formats as they are now, and the list as a CSV or XLSX file.
 */
import { consoleParticipantCalls, type FormatCounts } from '../../sdk/contract/console/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { ApiApp } from '../http/api-env.ts';
import { route } from '../http/route.ts';
import { pagedRows } from './page-query.ts';
import { startListCsv, startListTable, startListXlsx } from './participant-export.ts';
import { START_LIST_COLUMNS, START_LIST_FROM, START_LIST_SORTS, fieldsOf, startListWhere, toParticipant, type StartListRow } from './start-list.ts';

interface CountsRow {
  readonly format_id: string;
  readonly title: string;
  readonly additional_fields: unknown;
  readonly stock: unknown;
  readonly left: unknown;
  readonly sold: unknown;
  readonly held: unknown;
}

/**
 * Each format's places: `left` to sell and `stock` from its ticket kinds, `held` by unpaid
 * orders not yet released, `sold` issued and not returned — so sold + held + left = stock.
 */
async function formatCounts(db: Queryable, eventCity: string): Promise<FormatCounts[]> {
  const rows = await db.query<CountsRow>(
    `SELECT f.public_id AS format_id, f.title, f.additional_fields,
            (SELECT COALESCE(sum(k.tickets_total), 0) FROM format_ticket_kind k WHERE k.format_id = f.public_id) AS stock,
            (SELECT COALESCE(sum(k.tickets_left), 0) FROM format_ticket_kind k WHERE k.format_id = f.public_id) AS left,
            (SELECT count(*) FROM ticket t WHERE t.format_id = f.public_id AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.ticket_id = t.public_id)) AS sold,
            (SELECT COALESCE(sum((h ->> 'count')::integer), 0) FROM payment_order o CROSS JOIN LATERAL jsonb_array_elements(o.holds) h
              WHERE o.status = 'pending' AND NOT o.holds_released AND h ->> 'hold' = 'ticket' AND h ->> 'id' = f.public_id) AS held
       FROM event_format f WHERE f.event_city_id = $1 ORDER BY f.sort, f.public_id`,
    [eventCity],
  );
  return rows.map((row) => ({
    format_id: row.format_id,
    title: row.title,
    stock: numberOf(row.stock),
    sold: numberOf(row.sold),
    held: numberOf(row.held),
    left: numberOf(row.left),
    fields: fieldsOf(row.additional_fields),
  }));
}

async function requireCity(db: Queryable, eventCity: string): Promise<void> {
  const [city] = await db.query('SELECT 1 FROM event_city WHERE public_id = $1', [eventCity]);
  if (city === undefined) throw new HttpError(404, 'server.console.eventCityNotFound');
}

export function consoleParticipantRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;

  route(app, consoleParticipantCalls.list, async ({ query }) => {
    const { where, params } = startListWhere(query);
    const page = await pagedRows<StartListRow>(
      db,
      { from: START_LIST_FROM, where, params, columns: START_LIST_COLUMNS, sortable: START_LIST_SORTS, defaultSort: 'last_name', tieBreak: 't.public_id' },
      query,
    );
    return { ...page, items: page.items.map(toParticipant) };
  });

  route(app, consoleParticipantCalls.counts, async ({ query }) => {
    await requireCity(db, query.event_city);
    const formats = await formatCounts(db, query.event_city);
    const sum = (key: 'sold' | 'held' | 'left') => formats.reduce((total, format) => total + format[key], 0);
    return { event_city_id: query.event_city, formats, sold: sum('sold'), held: sum('held'), left: sum('left') };
  });

  route(app, consoleParticipantCalls.export, async ({ query, language }) => {
    await requireCity(db, query.event_city);
    const { where, params } = startListWhere(query);
    const rows = await db.query<StartListRow>(
      `SELECT ${START_LIST_COLUMNS} FROM ${START_LIST_FROM} WHERE ${where.map((part) => `(${part})`).join(' AND ')}
        ORDER BY f.sort, f.public_id, ${START_LIST_SORTS.last_name}, t.public_id`,
      params,
    );
    // the extra columns: every additional field of the listed formats, once each, in form order
    const fields = new Map<string, { name: string; label: string }>();
    for (const format of await formatCounts(db, query.event_city)) {
      if (query.format !== undefined && format.format_id !== query.format) continue;
      for (const field of format.fields) if (!fields.has(field.name)) fields.set(field.name, field);
    }
    const table = startListTable(rows.map(toParticipant), [...fields.values()], language);
    const name = `start-list-${query.event_city.replace(/[^\w-]/g, '_')}`;
    const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
    if (query.file === 'csv') {
      return new Response(startListCsv(table), {
        headers: { ...headers, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` },
      });
    }
    return new Response(new Uint8Array(await startListXlsx(table)), {
      headers: {
        ...headers,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${name}.xlsx"`,
      },
    });
  });
}
