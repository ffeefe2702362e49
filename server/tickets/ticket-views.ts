/**
 * Tickets in the contract's shape (sdk/contract/schemas/ticket.ts), and which tickets a user
 * may see. A ticket belongs to its holder (`user_id`); while it is transferred away the buyer
 * is `original_user_id` and sees it only in the transferred list. A transfer to an e-mail
 * without an account waits with no holder and is claimed by the first confirmed account of
 * that e-mail when it lists its tickets.
 *
 * Decided: an event is past one day after its start (its results day), so a ticket stays
 * among the active ones on the day itself ('Использован' after offline registration).
 */
import type { Language } from '../../sdk/config/index.ts';
import type { Ticket } from '../../sdk/contract/schemas/index.ts';
import { EVENT_CURRENT_MS, shownTicketStatus } from '../../sdk/tickets/index.ts';
import type { UserRow } from '../accounts/user-row.ts';
import { inLanguage } from '../catalogue/in-language.ts';
import { isoOf, numberOf, numberOrNull } from '../catalogue/sql-values.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

/** A ticket row with what its view needs. */
export interface TicketViewRow {
  readonly public_id: string;
  readonly ticket_number: string;
  readonly order_id: string;
  readonly format_id: string;
  readonly kind: string;
  readonly user_id: string | null;
  readonly original_user_id: string | null;
  readonly transfer_email: string | null;
  readonly transfer_accepted: boolean;
  readonly status: 'active' | 'processing';
  readonly registered: boolean;
  readonly offline_registered: boolean;
  readonly info: Readonly<Record<string, unknown>>;
  readonly cluster: { readonly name: string; readonly document?: string | null } | null;
  readonly select_field: string | null;
  readonly license: string | null;
  readonly license_file: string | null;
  readonly shirt_size_id: string | null;
  readonly number: number | null;
  readonly insurance_number: string | null;
  readonly format_title: string;
  readonly start_time: unknown;
  readonly timezone: string;
  readonly qr: boolean;
  readonly insurance_available: boolean;
  readonly event_id: string;
  readonly event_title: string;
  readonly banners: unknown;
  readonly type_logo: string | null;
  readonly type_title: string;
  readonly city_name: string;
  readonly event_city_id: string;
  readonly team_number: number | null;
  readonly order_email: string;
  /** The order's human number (payment_order.invoice_number, Robokassa's InvId). */
  readonly order_number: number;
  /** A returned ticket: the sum going back, and when the provider finished the refund (null while it runs). */
  readonly refund_amount: unknown;
  readonly refunded_at: unknown;
}

const SELECT_TICKETS = `
  SELECT t.*, f.title AS format_title, f.title_en AS format_title_en, COALESCE(f.start_time, ec.start_time) AS start_time,
         ec.timezone, f.qr, f.insurance_available, e.public_id AS event_id, e.title AS event_title, e.title_en AS event_title_en,
         e.banners, et.logo AS type_logo, et.title AS type_title, et.title_en AS type_title_en, lc.name_ru AS city_name,
         lc.name_en AS city_name_en, ec.public_id AS event_city_id, tm.number AS team_number, o.email AS order_email,
         o.invoice_number AS order_number, rf.amount AS refund_amount,
         CASE WHEN rf.provider_refund_id = 'free' THEN rf.created_at ELSE rf.finished_at END AS refunded_at
    FROM ticket t
    JOIN event_format f ON f.public_id = t.format_id
    JOIN event_city ec ON ec.public_id = f.event_city_id
    JOIN event e ON e.public_id = ec.event_id
    JOIN event_type et ON et.public_id = e.event_type_id
    JOIN location_city lc ON lc.id = ec.city_id
    JOIN payment_order o ON o.public_id = t.order_id
    LEFT JOIN team tm ON tm.public_id = t.team_id
    LEFT JOIN LATERAL (
      SELECT r.amount, r.provider_refund_id, r.created_at, pr.finished_at
        FROM refund r
        LEFT JOIN provider_refund pr ON pr.ticket_id = r.ticket_id AND pr.state = 'done'
       WHERE r.ticket_id = t.public_id
    ) rf ON true`;

type EnglishTitles = { readonly [K in 'format_title_en' | 'event_title_en' | 'type_title_en' | 'city_name_en']: string | null };

/**
 * Tickets matching `where` (SQL over `t`, and `COALESCE(f.start_time, ec.start_time)` as start),
 * their titles and city in `language` (server/catalogue/in-language.ts).
 */
export async function loadTicketRows(db: Queryable, where: string, params: readonly unknown[], language: Language): Promise<TicketViewRow[]> {
  const rows = await db.query<TicketViewRow & EnglishTitles>(
    `${SELECT_TICKETS} WHERE ${where} ORDER BY COALESCE(f.start_time, ec.start_time), t.ticket_number`,
    params,
  );
  return rows.map(({ format_title_en, event_title_en, type_title_en, city_name_en, ...row }) => ({
    ...row,
    format_title: inLanguage(row.format_title, format_title_en, language),
    event_title: inLanguage(row.event_title, event_title_en, language),
    type_title: inLanguage(row.type_title, type_title_en, language),
    city_name: inLanguage(row.city_name, city_name_en, language),
  }));
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function landingPicture(banners: unknown): string | null {
  if (typeof banners !== 'object' || banners === null || !('landing_page' in banners)) return null;
  const landing: unknown = banners.landing_page;
  if (typeof landing !== 'object' || landing === null || !('mobile_picture' in landing)) return null;
  return text(landing.mobile_picture);
}

/**
 * The ticket's status as the API shows it: 'processing' ('Ожидайте возврат') while the money of
 * a cancelled purchase is on its way back, 'refunded' ('Возвращено', with the sum and date of
 * `refund`) once the provider finished the refund; else as stored.
 */
function refundOf(row: TicketViewRow): Pick<Ticket, 'status' | 'refund'> {
  if (row.refund_amount === null || row.refund_amount === undefined) return { status: row.status, refund: null };
  const done = row.refunded_at !== null && row.refunded_at !== undefined;
  return {
    status: shownTicketStatus(row.status, done),
    refund: { amount: numberOf(row.refund_amount), refunded_at: done ? isoOf(row.refunded_at) : null },
  };
}

/** A ticket as the API shows it. */
export function toTicket(row: TicketViewRow): Ticket {
  return {
    public_id: row.public_id,
    order_number: row.order_number,
    original_user_public_id: row.original_user_id,
    // only a transferred ticket has a transfer to accept
    transfer_accepted: row.original_user_id === null ? null : row.transfer_accepted,
    ...refundOf(row),
    ticketNumber: row.ticket_number,
    info: {
      email: row.transfer_email ?? row.order_email,
      first_name: text(row.info['first_name']),
      last_name: text(row.info['last_name']),
      number: row.number,
      inside_number: null,
      sector: null,
      row: null,
      place: null,
      registered: row.registered,
      offline_registered: row.offline_registered,
      insurance: row.insurance_number,
    },
    event: {
      public_id: row.event_id,
      title: row.event_title,
      event_type: { logo: row.type_logo, title: row.type_title },
      banners: { landing_page: { mobile_picture: landingPicture(row.banners) } },
    },
    event_format: {
      title: row.format_title,
      start_time: isoOf(row.start_time),
      public_id: row.format_id,
      timezone: row.timezone,
      qr: row.qr,
      insurance_available: row.insurance_available,
    },
    city: { name_ru: row.city_name },
    team: row.team_number === null ? null : { number: numberOrNull(row.team_number) },
    kind: row.kind,
  };
}

/** Gives `user` the tickets transferred to their confirmed e-mail before they had an account. */
export async function claimTransfers(db: Queryable, user: UserRow): Promise<void> {
  if (user.email === null || !user.email_confirmed || user.temporary) return;
  await db.query('UPDATE ticket SET user_id = $1 WHERE user_id IS NULL AND transfer_email = $2', [user.public_id, user.email]);
}

/**
 * The ticket `ticketId` held by `userId` (locked when `lock`), or the 404 — never someone else's;
 * its titles in `language` (a check that reads none of them may leave the default).
 */
export async function heldTicket(db: Queryable, userId: string, ticketId: string, lock = false, language: Language = 'ru'): Promise<TicketViewRow> {
  if (lock) await db.query('SELECT 1 FROM ticket WHERE public_id = $1 AND user_id = $2 FOR UPDATE', [ticketId, userId]);
  const [row] = await loadTicketRows(db, 't.public_id = $1 AND t.user_id = $2', [ticketId, userId], language);
  if (row === undefined) throw new HttpError(404, 'server.tickets.ticketNotFound');
  return row;
}

/** Whether the ticket's event is over (a day after its start). */
export const isPast = (row: Pick<TicketViewRow, 'start_time'>, now: Date): boolean =>
  new Date(isoOf(row.start_time)).getTime() + EVENT_CURRENT_MS < now.getTime();
