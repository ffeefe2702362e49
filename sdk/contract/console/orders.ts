/**
 * Orders in the console (issue 25 §5): find an order for a buyer who calls (by its number, the
 * e-mail, a phone or a participant's name), read it with its lines, payments, refunds, delivery
 * and the mails sent, send a mail again, refund the whole order or one line, and cancel an event
 * city (every paid ticket of it refunded in the background, with its progress). Staff read;
 * refunds, mails and cancellations are the organiser's.
 *
 * Every refund goes the one way a buyer's return goes (server/payment/return-ticket.ts): the
 * buyer's «Мои билеты» shows «Ожидайте возврат», then «Возвращено» with the sum and date once
 * the provider confirmed it, and the buyer gets the refund mail.
 */
import { array, boolean, enums, integer, min, nullable, number, object, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall } from '../define-call.ts';
import { invoke } from '../invoke.ts';
import { TEXT_MAX, limitedText } from '../schemas/text-limits.ts';
import { Page, PageQueryFields } from './paging.ts';

/** An order's states (server/payment/order-state.ts). */
export const ConsoleOrderStatus = enums(['pending', 'paid', 'declined', 'expired', 'refund_required']);

/** A row of the orders table. */
export const OrderSummary = type({
  public_id: string(),
  /** The order's number (Robokassa's InvId), what a buyer reads out. */
  number: integer(),
  email: string(),
  phone: nullable(string()),
  status: ConsoleOrderStatus,
  amount: number(),
  /** What went back so far (asked or done). */
  refunded: number(),
  tickets: integer(),
  created_at: string(),
  partner: nullable(string()),
});
export type OrderSummary = Infer<typeof OrderSummary>;

/** Sorted by `created_at` (default, newest first), `number`, `amount` or `email`. */
export const OrderQuery = object({
  ...PageQueryFields,
  status: optional(ConsoleOrderStatus),
  /** Orders with a ticket of this event city. */
  event_city: optional(limitedText(TEXT_MAX.id)),
});
export type OrderQuery = Infer<typeof OrderQuery>;

/** Where a refund stands at the provider (`due` not asked yet, `requested` being processed, `failed` for a person). */
export const RefundProgress = enums(['due', 'requested', 'done', 'failed']);

/** One line of an order: a ticket line, a good, a certificate, an insurance. */
export const ConsoleOrderLine = type({
  id: integer(),
  position: integer(),
  kind: enums(['ticket', 'shop', 'certificate', 'insurance', 'ticket_insurance']),
  title: string(),
  size: nullable(string()),
  count: integer(),
  total: number(),
  promocode: nullable(string()),
  /** The refund of a line without tickets (a good…), once made. */
  refund: nullable(type({ amount: number(), state: RefundProgress })),
});

/** A ticket the order issued, with its refund once made. */
export const ConsoleOrderTicket = type({
  public_id: string(),
  ticket_number: string(),
  line_id: integer(),
  format_id: string(),
  format_title: string(),
  event_title: string(),
  event_city_id: string(),
  number: nullable(integer()),
  status: enums(['active', 'processing']),
  registered: boolean(),
  first_name: nullable(string()),
  last_name: nullable(string()),
  holder_email: nullable(string()),
  price: number(),
  /** Its share of the insurance bought with its line (refunded with it). */
  insurance: number(),
  refund: nullable(type({ amount: number(), state: nullable(RefundProgress), at: string(), finished_at: nullable(string()) })),
});

/** A move of the order's state or a provider notification. */
export const ConsolePayment = type({ at: string(), from_status: string(), to_status: string(), reason: string() });

/** Money going back (provider_refund). */
export const ConsoleRefund = type({
  public_id: string(),
  reason: enums(['late_success', 'ticket_cancel', 'console', 'city_cancel']),
  amount: number(),
  state: RefundProgress,
  ticket_id: nullable(string()),
  line_id: nullable(integer()),
  provider_refund_id: nullable(string()),
  last_error: nullable(string()),
  created_at: string(),
  finished_at: nullable(string()),
});
export type ConsoleRefund = Infer<typeof ConsoleRefund>;

/** A mail sent about the order (its outbox row). */
export const OrderMail = type({
  id: integer(),
  to: string(),
  subject: nullable(string()),
  created_at: string(),
  sent_at: nullable(string()),
});
export type OrderMail = Infer<typeof OrderMail>;

/** An order's page. */
export const OrderDetail = type({
  order: OrderSummary,
  provider: string(),
  provider_payment_id: nullable(string()),
  goods_total: number(),
  discount: number(),
  delivery_cost: number(),
  /** { phone, location_id, address, first_name, last_name } when goods travel. */
  delivery: unknown(),
  language: string(),
  lines: array(ConsoleOrderLine),
  tickets: array(ConsoleOrderTicket),
  payments: array(ConsolePayment),
  refunds: array(ConsoleRefund),
  mails: array(OrderMail),
});
export type OrderDetail = Infer<typeof OrderDetail>;

/**
 * What to refund: nothing named → the whole order (every ticket with its insurance, every good,
 * the delivery); `ticket` → that ticket with its insurance; `line` → that line (a good, a
 * certificate, an insurance of its own; a ticket line → each of its tickets).
 */
export const RefundOrderBody = object({
  ticket: optional(limitedText(TEXT_MAX.id)),
  line: optional(min(integer(), 1)),
});
export type RefundOrderBody = Infer<typeof RefundOrderBody>;

/** What a refund press did: the refunds it made (none when all was refunded already) and their sum. */
export const RefundOrderResult = type({ amount: number(), refunds: array(ConsoleRefund) });

/** The cancellation of an event city and how far its refunds are. */
export const CityCancellation = type({
  event_city_id: string(),
  state: enums(['running', 'done']),
  /** The paid tickets of the city when it was cancelled. */
  tickets_total: integer(),
  /** Tickets returned so far (their refunds written). */
  tickets_refunded: integer(),
  /** Of their refunds: confirmed by the provider, waiting, failed (a person must look). */
  refunds_done: integer(),
  refunds_pending: integer(),
  refunds_failed: integer(),
  created_at: string(),
  finished_at: nullable(string()),
});
export type CityCancellation = Infer<typeof CityCancellation>;

const OrderParams = object({ id: limitedText(TEXT_MAX.id) });
const MailParams = object({ id: limitedText(TEXT_MAX.id), mail: limitedText(TEXT_MAX.id) });
const CityParams = object({ id: limitedText(TEXT_MAX.id) });

export const consoleOrderCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/console/orders',
    role: 'staff',
    summary: "Orders found by number, e-mail, phone or a participant's name, paged on the server.",
    query: OrderQuery,
    response: Page(OrderSummary),
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/console/orders/{id}',
    role: 'staff',
    summary: 'An order with its lines, tickets, payments, refunds, delivery and mails.',
    params: OrderParams,
    response: OrderDetail,
  }),
  refund: defineCall({
    method: 'POST',
    path: '/api/console/orders/{id}/refund',
    role: 'organiser',
    summary: 'Refunds the whole order or one ticket or line through the provider’s refund job.',
    params: OrderParams,
    body: RefundOrderBody,
    response: RefundOrderResult,
  }),
  resendMail: defineCall({
    method: 'POST',
    path: '/api/console/orders/{id}/mails/{mail}/resend',
    role: 'organiser',
    summary: 'Sends one of the order’s mails again (a new outbox row with the same content).',
    params: MailParams,
    response: OrderMail,
  }),
  cancelCity: defineCall({
    method: 'POST',
    path: '/api/console/event-cities/{id}/cancel',
    role: 'organiser',
    summary: 'Cancels an event city: its formats leave sale and every paid ticket is refunded in the background.',
    params: CityParams,
    response: CityCancellation,
  }),
  cancellation: defineCall({
    method: 'GET',
    path: '/api/console/event-cities/{id}/cancellation',
    role: 'staff',
    summary: 'How far the refunds of a cancelled event city are.',
    params: CityParams,
    response: CityCancellation,
  }),
};

/** A page of orders. */
export const listOrders = (query: OrderQuery) => invoke(consoleOrderCalls.list, { query });
/** An order's page. */
export const getOrder = (id: string) => invoke(consoleOrderCalls.get, { params: { id } });
/** Refunds order `id`, or one of its tickets or lines. */
export const refundOrder = (id: string, body: RefundOrderBody) => invoke(consoleOrderCalls.refund, { params: { id }, body });
/** Sends mail `mail` of order `id` again. */
export const resendOrderMail = (id: string, mail: string) => invoke(consoleOrderCalls.resendMail, { params: { id, mail } });
/** Cancels event city `id` (a second press answers the same cancellation). */
export const cancelEventCity = (id: string) => invoke(consoleOrderCalls.cancelCity, { params: { id } });
/** The progress of event city `id`'s cancellation. */
export const getCityCancellation = (id: string) => invoke(consoleOrderCalls.cancellation, { params: { id } });
