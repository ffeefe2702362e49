import { type Ticket } from '../contract/schemas/ticket.ts';

/**
 * The rules of a ticket card (account.md §4 "Ticket card"), as plain functions of the ticket,
 * the current user and the time. Decided where the spec is silent (and as the reference server
 * behaves, server/tickets):
 * - a ticket is past once its format's start time has passed;
 * - a ticket transferred TO the user is one of the user's tickets whose
 *   `original_user_public_id` is someone else; until it is accepted (`transfer_accepted`) or
 *   registered (which accepts it too) it reads 'Вам передали билет' and offers 'Подтвердить
 *   передачу' (accept, or decline: it goes back to the sender). Once accepted it is an
 *   ordinary ticket of the user's, still not theirs to pass on or cancel;
 * - the actions: transfer for an upcoming ticket of the user's own (not awaiting a refund, not
 *   used offline); cancel-purchase for an upcoming unregistered one of the user's own;
 *   cancel-registration for an upcoming registered one; the certificate for a past registered
 *   one; take-back for a transferred one the recipient has not registered;
 * - a cancelled purchase (issue 27, issue 29 item 14): 'Ожидайте возврат' while its money is on
 *   the way, 'Возвращено' with the sum and date once the provider finished the refund (status
 *   'refunded'; the server then lists it with the past tickets); neither offers a QR code nor
 *   any action — the ticket no longer admits anyone.
 */

/** The status label of a card: 'Использован', 'Билет зарегистрирован', 'Завершено', 'Зарегистрироваться', 'Ожидайте возврат', 'Возвращено'. */
export type TicketStatus = 'used' | 'registered' | 'finished' | 'register' | 'awaitingRefund' | 'refunded';

/** Status of a cancelled purchase whose refund is not finished (docs/api.md "tickets"). */
export const REFUND_PENDING_STATUS = 'processing';
/** Status of a cancelled purchase whose money is back (ours; `refund` holds the sum and date). */
export const REFUNDED_STATUS = 'refunded';

/** Whether the purchase of `ticket` was cancelled (its refund running or finished): no QR code, no action. */
export const isCancelled = (ticket: Pick<Ticket, 'status'>): boolean => ticket.status === REFUND_PENDING_STATUS || ticket.status === REFUNDED_STATUS;

/**
 * The status a ticket shows from its stored one (`active`, or `processing` once its purchase was
 * cancelled) and whether the provider finished its refund: then `refunded`. The server's views
 * call it (server/tickets/ticket-views.ts).
 */
export function shownTicketStatus(stored: string, refundFinished: boolean): string {
  return refundFinished ? REFUNDED_STATUS : stored;
}

/** How long after its start an event still counts as current: the ticket stays active on the day itself (its results day). */
export const EVENT_CURRENT_MS = 86_400_000;

/**
 * Where the server lists a ticket of its holder: among the active ones until a day after its
 * start, then the past ones; a cancelled purchase whose money is back (`refunded`) goes to the
 * past ones at once — it admits no one (issue 29 item 14). One awaiting its refund stays active,
 * 'Ожидайте возврат'.
 */
export function ticketListOf(ticket: Pick<Ticket, 'status' | 'event_format'>, now: number): 'active' | 'past' {
  if (ticket.status === REFUNDED_STATUS) return 'past';
  const start = Date.parse(ticket.event_format.start_time);
  return !Number.isNaN(start) && start + EVENT_CURRENT_MS < now ? 'past' : 'active';
}

/** Whether a card in `list` offers the ticket's QR code: a QR format, the holder's own ticket, its purchase not cancelled. */
export const offersQrCode = (ticket: Pick<Ticket, 'status' | 'event_format'>, list: TicketList): boolean =>
  ticket.event_format.qr === true && list !== 'transferred' && !isCancelled(ticket);

/** Whether the event of `ticket` has started by `now` (ms). */
export function isPast(ticket: Ticket, now: number): boolean {
  const start = Date.parse(ticket.event_format.start_time);
  return !Number.isNaN(start) && start <= now;
}

/** The card's status label, in the spec's order of precedence. */
export function ticketStatus(ticket: Ticket, now: number): TicketStatus {
  if (ticket.status === REFUNDED_STATUS) return 'refunded';
  const registered = ticket.info.registered === true;
  const past = isPast(ticket, now);
  if (registered && past && ticket.info.offline_registered === true) return 'used';
  if (registered) return 'registered';
  if (past) return 'finished';
  if (ticket.status === REFUND_PENDING_STATUS) return 'awaitingRefund';
  return 'register';
}

/** A ticket the user transferred to someone else (`original_user_public_id` is the user). */
export function isTransferredAway(ticket: Ticket, userId: string | undefined): boolean {
  return userId !== undefined && userId !== '' && ticket.original_user_public_id === userId;
}

/** A ticket someone transferred to the user, neither accepted nor registered yet: it waits for the user's answer. */
export function isIncomingTransfer(ticket: Ticket, userId: string | undefined): boolean {
  const from = ticket.original_user_public_id;
  return from !== null && from !== undefined && from !== '' && from !== userId && ticket.transfer_accepted !== true && ticket.info.registered !== true;
}

/** The active tickets in their two sections; tickets transferred away are left out. */
export function activeSections(tickets: readonly Ticket[], userId: string | undefined): { registered: Ticket[]; unregistered: Ticket[] } {
  const own = tickets.filter((ticket) => !isTransferredAway(ticket, userId));
  return {
    registered: own.filter((ticket) => ticket.info.registered === true),
    unregistered: own.filter((ticket) => ticket.info.registered !== true),
  };
}

/** What a card offers, besides its status label and QR code. */
export interface TicketActions {
  transfer: boolean;
  cancelPurchase: boolean;
  cancelRegistration: boolean;
  confirmTransfer: boolean;
  certificate: boolean;
  takeBack: boolean;
}

/** Where a card is shown: the active lists, past events, or the tickets transferred away. */
export type TicketList = 'active' | 'past' | 'transferred';

/** The actions of `ticket` in `list` for user `userId` at `now`. */
export function ticketActions(ticket: Ticket, list: TicketList, userId: string | undefined, now: number): TicketActions {
  const none: TicketActions = { transfer: false, cancelPurchase: false, cancelRegistration: false, confirmTransfer: false, certificate: false, takeBack: false };
  // once the recipient registered it, the ticket is theirs: the server refuses to take it back (issue 29 item 21)
  if (list === 'transferred') return { ...none, takeBack: ticket.info.registered !== true };
  if (isCancelled(ticket)) return none;
  const status = ticketStatus(ticket, now);
  const past = isPast(ticket, now);
  if (past) return { ...none, certificate: ticket.info.registered === true };
  const incoming = isIncomingTransfer(ticket, userId);
  const received = ticket.original_user_public_id !== null && ticket.original_user_public_id !== undefined && ticket.original_user_public_id !== '';
  const usedOffline = ticket.info.offline_registered === true;
  return {
    ...none,
    confirmTransfer: incoming,
    transfer: !received && status !== 'awaitingRefund' && !usedOffline,
    cancelPurchase: !received && status === 'register',
    cancelRegistration: status === 'registered' && !usedOffline,
  };
}
