/**
 * What a paid order issues, inside the transaction that marks it paid: one ticket per count of
 * each ticket line (the first one registered when the line carried a complete participant
 * form, with its shirt), a team for team formats, start numbers from the format's free
 * numbers, and an insurance policy per insured ticket and per count of an insurance line.
 */
import { randomUUID } from 'node:crypto';
import { ticketPrices } from './ticket-prices.ts';
import { numberOf } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { insuredOf } from './ticket-policy.ts';

interface LineRow {
  readonly id: number;
  readonly position: number;
  readonly kind: 'ticket' | 'shop' | 'certificate' | 'insurance' | 'ticket_insurance';
  readonly line_of: number | null;
  readonly item_id: string;
  readonly ticket_kind: string | null;
  readonly count: number;
  readonly total: unknown;
  readonly details: Readonly<Record<string, unknown>>;
}

interface FormatRow {
  readonly is_team: boolean;
  readonly number_first: number | null;
  readonly number_last: number | null;
  readonly start_time: Date;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

async function nextNumber(tx: Queryable, prefix: string): Promise<string> {
  const [row] = await tx.query<{ n: number }>("SELECT nextval('issue_number') AS n");
  return `${prefix}-${String(row?.n ?? 0)}`;
}

/** The smallest free start number of the format, booked for `userId`; null when none is left. */
async function bookFreeNumber(tx: Queryable, formatId: string, format: FormatRow, userId: string, now: Date): Promise<number | null> {
  if (format.number_first === null || format.number_last === null) return null;
  // a participant may book a number at the same moment (POST /api/booked/number): on a clash, take the next
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [free] = await tx.query<{ n: number }>(
      `SELECT n FROM generate_series($2::integer, $3::integer) AS n
        WHERE NOT EXISTS (SELECT 1 FROM booked_number b WHERE b.format_id = $1 AND b.number = n)
        ORDER BY n LIMIT 1`,
      [formatId, format.number_first, format.number_last],
    );
    if (free === undefined) return null;
    const booked = await tx.query(
      'INSERT INTO booked_number (format_id, number, user_public_id, booked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING number',
      [formatId, free.n, userId, now],
    );
    if (booked.length > 0) return free.n;
  }
  return null;
}

async function newTeam(tx: Queryable, formatId: string, members: number, now: Date): Promise<string> {
  const [row] = await tx.query<{ n: number }>('SELECT COALESCE(MAX(number), 0) + 1 AS n FROM team WHERE format_id = $1', [formatId]);
  const number = row?.n ?? 1;
  const id = randomUUID();
  await tx.query('INSERT INTO team (public_id, format_id, title, number, members, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    formatId,
    `Команда № ${number}`,
    number,
    members,
    now,
  ]);
  return id;
}

async function insurePolicy(
  tx: Queryable,
  order: { readonly public_id: string; readonly user_id: string },
  insuranceId: string,
  insured: Record<string, unknown>,
  startDate: string | Date,
  ticketId: string | null,
  now: Date,
): Promise<string> {
  const number = await nextNumber(tx, 'INS');
  await tx.query(
    `INSERT INTO insurance_policy (public_id, number, user_id, order_id, insurance_id, ticket_id, insured, start_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), number, order.user_id, order.public_id, insuranceId, ticketId, JSON.stringify(insured), startDate, now],
  );
  return number;
}

/** Issues the tickets and policies of paid order `order`; answers the issued tickets' public_ids. */
export async function issueOrder(
  tx: Queryable,
  order: { readonly public_id: string; readonly user_id: string; readonly email: string },
  now: Date,
): Promise<string[]> {
  const lines = await tx.query<LineRow>('SELECT * FROM order_line WHERE order_id = $1 ORDER BY position', [order.public_id]);
  const issued: string[] = [];
  const ticketsOfLine = new Map<number, { id: string; info: Record<string, unknown> }[]>();
  for (const line of lines.filter((candidate) => candidate.kind === 'ticket')) {
    // the format row is locked while its teams and start numbers are handed out
    const [format] = await tx.query<FormatRow>(
      `SELECT f.is_team, f.number_first, f.number_last, COALESCE(f.start_time, ec.start_time) AS start_time
         FROM event_format f JOIN event_city ec ON ec.public_id = f.event_city_id
        WHERE f.public_id = $1 FOR UPDATE OF f`,
      [line.item_id],
    );
    if (format === undefined) throw new Error(`order ${order.public_id}: format ${line.item_id} is gone`);
    const teamId = format.is_team ? await newTeam(tx, line.item_id, line.count, now) : null;
    const prices = ticketPrices(numberOf(line.total), line.count);
    const details = line.details;
    const registered = details['registered'] === true;
    const tickets: { id: string; info: Record<string, unknown> }[] = [];
    for (let index = 0; index < line.count; index += 1) {
      const first = index === 0 && registered;
      const id = randomUUID();
      const info = first ? record(details['info']) : {};
      const number = await bookFreeNumber(tx, line.item_id, format, order.user_id, now);
      await tx.query(
        `INSERT INTO ticket (public_id, ticket_number, order_id, order_line_id, format_id, kind, user_id, price, registered,
                             info, cluster, select_field, license, license_file, shirt_size_id, team_id, number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
        [
          id,
          await nextNumber(tx, 'RK'),
          order.public_id,
          line.id,
          line.item_id,
          line.ticket_kind ?? 'athlete',
          order.user_id,
          prices[index] ?? 0,
          first,
          JSON.stringify(info),
          first && details['cluster'] !== null && details['cluster'] !== undefined ? JSON.stringify(details['cluster']) : null,
          first ? text(details['select_field']) : null,
          first ? text(details['license']) : null,
          first ? text(details['license_file']) : null,
          first ? text(details['shirt_size_id']) : null,
          teamId,
          number,
          now,
        ],
      );
      tickets.push({ id, info });
      issued.push(id);
    }
    ticketsOfLine.set(line.position, tickets);
  }

  for (const line of lines) {
    if (line.kind === 'ticket_insurance') {
      const tickets = ticketsOfLine.get(line.line_of ?? -1) ?? [];
      const start = text(line.details['start_date']) ?? now.toISOString();
      for (const ticket of tickets) {
        // the participant, once known: registered now, or later from the personal area (./ticket-policy.ts)
        const number = await insurePolicy(tx, order, line.item_id, insuredOf(ticket.info), start, ticket.id, now);
        await tx.query('UPDATE ticket SET insurance_number = $2 WHERE public_id = $1', [ticket.id, number]);
      }
    }
    if (line.kind === 'insurance') {
      const start = text(line.details['start_date']) ?? now.toISOString();
      for (let index = 0; index < line.count; index += 1) {
        await insurePolicy(tx, order, line.item_id, record(line.details['insured']), start, null, now);
      }
    }
  }
  return issued;
}
