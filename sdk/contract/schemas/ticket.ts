import { boolean, number, object, optional, string, type, type Infer } from 'superstruct';
import { maybe } from './common.ts';
import { RefundInfo } from './refund-info.ts';
import { TEXT_MAX, limitedRecord, limitedText, participantTextLimits } from './text-limits.ts';

/** The participant and seat data on a ticket (account.md §3 "Ticket.info"). */
export const TicketInfo = type({
  email: maybe(string()),
  first_name: maybe(string()),
  last_name: maybe(string()),
  /** Start number. */
  number: maybe(number()),
  inside_number: maybe(string()),
  sector: maybe(string()),
  row: maybe(string()),
  place: maybe(string()),
  registered: maybe(boolean()),
  offline_registered: maybe(boolean()),
  /** Number of the insurance attached to the ticket. */
  insurance: maybe(string()),
});
export type TicketInfo = Infer<typeof TicketInfo>;

/**
 * A ticket of the user (account.md §3 "Ticket"). A ticket whose `original_user_public_id`
 * is the current user has been transferred away; status 'processing' awaits a refund,
 * 'refunded' (ours) has its money back.
 * `transfer_accepted` (ours): whether the recipient of a transferred ticket accepted it;
 * null or absent for a ticket that was never transferred.
 * `order_number` (ours): the human number of the order that bought it (Order.number).
 */
export const Ticket = type({
  public_id: string(),
  order_number: maybe(number()),
  original_user_public_id: maybe(string()),
  transfer_accepted: maybe(boolean()),
  status: maybe(string()),
  /** Ours (issue 27): a cancelled purchase's refund — the sum, and when it was finished (null while it runs, status 'processing'; status 'refunded' once set). */
  refund: maybe(RefundInfo),
  ticketNumber: maybe(string()),
  info: TicketInfo,
  event: type({
    public_id: maybe(string()),
    title: maybe(string()),
    event_type: maybe(type({ logo: maybe(string()), title: maybe(string()) })),
    banners: maybe(type({ landing_page: maybe(type({ mobile_picture: maybe(string()) })) })),
  }),
  event_format: type({
    title: string(),
    start_time: string(),
    public_id: maybe(string()),
    timezone: maybe(string()),
    qr: maybe(boolean()),
    insurance_available: maybe(boolean()),
  }),
  city: maybe(type({ name_ru: string() })),
  team: maybe(type({ number: maybe(number()) })),
  kind: maybe(string()),
});
export type Ticket = Infer<typeof Ticket>;

/**
 * The body of ticket registration (PUT /api/user/ticket/online) and of its later edit
 * (PUT /api/user/ticket): the participant data as in a payment ticket line — `info` holds
 * names, phone digits, ISO birth_date, gender, region, item_size and additional fields by name.
 */
export const TicketRegistration = object({
  public_id: limitedText(TEXT_MAX.id),
  info: limitedRecord(participantTextLimits, TEXT_MAX.title),
  cluster: optional(object({ name: limitedText(TEXT_MAX.title), document: optional(limitedText(TEXT_MAX.id)) })),
  select_field: optional(limitedText(TEXT_MAX.title)),
  license: optional(limitedText(TEXT_MAX.title)),
  /** public_id of the uploaded licence (POST /api/files/upload). */
  license_file: optional(limitedText(TEXT_MAX.id)),
});
export type TicketRegistration = Infer<typeof TicketRegistration>;
