/**
 * The user's tickets (account.md §7 "Tickets and orders"). Every call is personal.
 *
 * Decided where the spec is silent (the PUT payloads are "not shown"):
 * - GET /api/user/result/{id}: `id` is a ticket's public_id; answers `{ result: ResultRow | null }`.
 * - GET /api/user/ticket/online/{id}: what the registration page /me/ticket/{id} needs,
 *   `{ ticket, format }` (the format carries the form's regions, clusters, fields, sizes).
 * - PUT /api/user/ticket/online `TicketRegistration` registers the ticket online; PUT
 *   /api/user/ticket with the same body edits a registered ticket's data; both answer `{ ticket }`.
 * - PUT /api/user/ticket/disable `{ public_id }` cancels the registration.
 * - PUT /api/user/ticket/transfer `{ public_id, email }` hands the ticket to the user of that
 *   e-mail (created if unknown); the sender then sees it as transferred.
 * - PUT /api/user/ticket/return `{ public_id }` takes a transferred ticket back while the
 *   recipient has not registered it.
 * - PUT /api/user/ticket/confirm/transfer `{ public_id, transfer_confirm }`: the recipient
 *   accepts (true) or declines (false, the ticket goes back to the sender) a transfer.
 * - Each of these answers `{ message }` unless said otherwise.
 */
import { boolean, object, type } from 'superstruct';
import { defineCall } from './define-call.ts';
import { invoke } from './invoke.ts';
import { IdParams, MessageResponse, maybe, valuesOf } from './schemas/common.ts';
import { EventFormat } from './schemas/event-format.ts';
import { ResultRow } from './schemas/event-results.ts';
import { Ticket, TicketRegistration } from './schemas/ticket.ts';
import { TEXT_MAX, limitedText } from './schemas/text-limits.ts';

const TicketId = object({ public_id: limitedText(TEXT_MAX.id) });
const TicketAnswer = type({ ticket: Ticket });

export const ticketsCalls = {
  my: defineCall({
    method: 'GET',
    path: '/api/user/tickets/my',
    auth: 'required',
    summary: "The user's active tickets.",
    response: valuesOf(Ticket),
  }),
  transferred: defineCall({
    method: 'GET',
    path: '/api/user/tickets/transfered',
    auth: 'required',
    summary: 'Tickets the user transferred to others.',
    response: valuesOf(Ticket),
  }),
  old: defineCall({
    method: 'GET',
    path: '/api/user/tickets/old',
    auth: 'required',
    summary: 'Tickets of past events.',
    response: valuesOf(Ticket),
  }),
  result: defineCall({
    method: 'GET',
    path: '/api/user/result/{id}',
    auth: 'required',
    summary: "The result of a ticket's participant.",
    params: IdParams,
    response: type({ result: maybe(ResultRow) }),
  }),
  online: defineCall({
    method: 'GET',
    path: '/api/user/ticket/online/{id}',
    auth: 'required',
    summary: 'A ticket and its format, for the registration page.',
    params: IdParams,
    response: type({ ticket: Ticket, format: EventFormat }),
  }),
  certificate: defineCall({
    method: 'GET',
    path: '/api/user/certificate/result/{id}',
    auth: 'required',
    summary: "Downloads a ticket's result certificate.",
    params: IdParams,
    response: 'file',
  }),
  confirmTransfer: defineCall({
    method: 'PUT',
    path: '/api/user/ticket/confirm/transfer',
    auth: 'required',
    summary: 'The recipient accepts or declines a transferred ticket.',
    body: object({ public_id: limitedText(TEXT_MAX.id), transfer_confirm: boolean() }),
    response: MessageResponse,
  }),
  transfer: defineCall({
    method: 'PUT',
    path: '/api/user/ticket/transfer',
    auth: 'required',
    summary: 'Transfers a ticket to the user of an e-mail.',
    body: object({ public_id: limitedText(TEXT_MAX.id), email: limitedText(TEXT_MAX.email) }),
    response: MessageResponse,
  }),
  return: defineCall({
    method: 'PUT',
    path: '/api/user/ticket/return',
    auth: 'required',
    summary: 'Takes a transferred ticket back.',
    body: TicketId,
    response: MessageResponse,
  }),
  register: defineCall({
    method: 'PUT',
    path: '/api/user/ticket/online',
    auth: 'required',
    summary: 'Registers a ticket with its participant data.',
    body: TicketRegistration,
    response: TicketAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/user/ticket',
    auth: 'required',
    summary: "Edits a registered ticket's participant data.",
    body: TicketRegistration,
    response: TicketAnswer,
  }),
  disable: defineCall({
    method: 'PUT',
    path: '/api/user/ticket/disable',
    auth: 'required',
    summary: "Cancels a ticket's registration.",
    body: TicketId,
    response: MessageResponse,
  }),
};

/** The user's active tickets. */
export const listMyTickets = () => invoke(ticketsCalls.my, {});
/** Tickets the user transferred. */
export const listTransferredTickets = () => invoke(ticketsCalls.transferred, {});
/** Tickets of past events. */
export const listPastTickets = () => invoke(ticketsCalls.old, {});
/** The result of ticket `id`. */
export const getTicketResult = (id: string) => invoke(ticketsCalls.result, { params: { id } });
/** Ticket `id` and its format, for registration. */
export const getTicketRegistration = (id: string) => invoke(ticketsCalls.online, { params: { id } });
/** Downloads the result certificate of ticket `id`. */
export const downloadResultCertificate = (id: string) => invoke(ticketsCalls.certificate, { params: { id } });
/** Accepts (`accept` true) or declines a ticket transferred to the user. */
export const confirmTicketTransfer = (publicId: string, accept: boolean) =>
  invoke(ticketsCalls.confirmTransfer, { body: { public_id: publicId, transfer_confirm: accept } });
/** Transfers ticket `publicId` to the user of `email`. */
export const transferTicket = (publicId: string, email: string) =>
  invoke(ticketsCalls.transfer, { body: { public_id: publicId, email } });
/** Takes transferred ticket `publicId` back. */
export const returnTicket = (publicId: string) => invoke(ticketsCalls.return, { body: { public_id: publicId } });
/** Registers a ticket. */
export const registerTicket = (registration: TicketRegistration) =>
  invoke(ticketsCalls.register, { body: registration });
/** Edits a registered ticket's data. */
export const updateTicket = (registration: TicketRegistration) => invoke(ticketsCalls.update, { body: registration });
/** Cancels the registration of ticket `publicId`. */
export const cancelTicketRegistration = (publicId: string) =>
  invoke(ticketsCalls.disable, { body: { public_id: publicId } });
