/**
 * What check-in reads of a ticket (server/checkin): the facts the rule decides on
 * (sdk/checkin/checkin-verdict.ts) and what a volunteer needs to see, in one query shape for a
 * single scan and for an event city's offline copy.
 */
import type { CheckinFacts } from '../../sdk/checkin/index.ts';
import type { CheckinParticipant } from '../../sdk/contract/console/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import type { Queryable } from '../db/database.ts';
import { inLanguage } from '../catalogue/in-language.ts';

export interface CheckinTicketRow {
  readonly public_id: string;
  readonly ticket_number: string;
  readonly event_id: string;
  readonly event_city_id: string;
  readonly format_id: string;
  readonly format_title: string;
  readonly format_title_en: string | null;
  readonly start_time: Date;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly holder_name: string | null;
  readonly holder_last_name: string | null;
  readonly team: string | null;
  readonly shirt_size: string | null;
  readonly insurance: string | null;
  readonly registered: boolean;
  readonly returned: boolean;
  readonly cancelled: boolean;
  readonly transfer_pending: boolean;
  readonly new_holder: string | null;
  readonly checked_at: Date | null;
  readonly checked_device: string | null;
}

/**
 * The SELECT of check-in tickets; `where` narrows it (`t.public_id = $1`, `f.event_city_id = $1`).
 * Returned: a return was asked for (status no longer active) or a refund exists. Cancelled: the
 * event city was called off (its `cancelled_at`, set by the console).
 */
export const checkinTicketSelect = (where: string): string => `
  SELECT t.public_id, t.ticket_number, ec.event_id, f.event_city_id, t.format_id, f.title AS format_title, f.title_en AS format_title_en,
         COALESCE(f.start_time, ec.start_time) AS start_time,
         t.info->>'first_name' AS first_name, t.info->>'last_name' AS last_name,
         u.name AS holder_name, u.last_name AS holder_last_name,
         tm.title AS team, ss.name AS shirt_size, COALESCE(t.insurance_number, ip.number) AS insurance, t.registered,
         (t.status <> 'active' OR EXISTS (SELECT 1 FROM refund r WHERE r.ticket_id = t.public_id)) AS returned,
         ${CITY_CANCELLED} AS cancelled,
         (t.original_user_id IS NOT NULL AND NOT t.transfer_accepted) AS transfer_pending,
         CASE WHEN t.original_user_id IS NOT NULL AND NOT t.transfer_accepted THEN COALESCE(u.email, t.transfer_email) END AS new_holder,
         c.at AS checked_at, c.device AS checked_device
    FROM ticket t
    JOIN event_format f ON f.public_id = t.format_id
    JOIN event_city ec ON ec.public_id = f.event_city_id
    LEFT JOIN app_user u ON u.public_id = t.user_id
    LEFT JOIN team tm ON tm.public_id = t.team_id
    LEFT JOIN shirt_size ss ON ss.public_id = t.shirt_size_id
    LEFT JOIN LATERAL (SELECT number FROM insurance_policy WHERE ticket_id = t.public_id ORDER BY created_at LIMIT 1) ip ON true
    LEFT JOIN checkin c ON c.ticket_id = t.public_id
   WHERE ${where}`;

// An event city cancelled in the console (issue 25 §5: its `city_cancellation` row, written when
// the organiser presses «Отменить»; its tickets are refunded in the background).
const CITY_CANCELLED = 'EXISTS (SELECT 1 FROM city_cancellation cc WHERE cc.event_city_id = f.event_city_id)';

/** The ticket a scanned code names: its public_id (the QR code) or its number (typed by hand). */
export async function ticketByCode(tx: Queryable, code: string): Promise<CheckinTicketRow | undefined> {
  const rows = await tx.query<CheckinTicketRow>(checkinTicketSelect('t.public_id = $1 OR t.ticket_number = $1'), [code.trim()]);
  return rows[0];
}

/** The rule's facts of a ticket row. */
export function factsOf(row: CheckinTicketRow): CheckinFacts {
  return {
    eventCityId: row.event_city_id,
    cancelled: row.cancelled,
    returned: row.returned,
    transferPending: row.transfer_pending,
    checkedIn: row.checked_at !== null,
  };
}

/** The participant's name as the volunteer reads it: from the registration, else the holder's account. */
export function participantName(row: CheckinTicketRow): string {
  const registered = [row.last_name, row.first_name].filter((part) => part !== null && part.trim() !== '').join(' ');
  if (registered !== '') return registered;
  return [row.holder_last_name, row.holder_name].filter((part) => part !== null && part.trim() !== '').join(' ');
}

/** What the scan answer shows of a ticket. */
export function participantOf(row: CheckinTicketRow, language: Language): CheckinParticipant {
  return {
    ticket_id: row.public_id,
    ticket_number: row.ticket_number,
    name: participantName(row),
    event_city_id: row.event_city_id,
    format_id: row.format_id,
    format: inLanguage(row.format_title, row.format_title_en, language),
    start_time: row.start_time.toISOString(),
    team: row.team,
    shirt_size: row.shirt_size,
    insurance: row.insurance,
    registered: row.registered,
    new_holder: row.new_holder,
  };
}
