/**
 * The rows of the authorisation matrix (authz-matrix.test.ts) and the steps that make the
 * fresh objects its positive controls work on. A row is one request built from a
 * {@link Target}: the attacker sends it against B's objects and must be refused; B sends the
 * same request with B's own token and must get a 2xx, which proves the request reaches the
 * route it means (a mistyped path would be refused for B too).
 */
import { expect } from 'vitest';
import { buy, formats, participant, paymentBody, ticketLine } from './support-shop.ts';
import type { ApiAnswer, TestServer } from './test-server.ts';

/** The ids a row's request is built from. */
export interface Target {
  readonly ticketId: string;
  readonly orderId: string;
  readonly resultId: string;
  readonly club: string;
  /** An upload (POST /api/files/upload). */
  readonly fileId: string;
}

export interface AuthzRow {
  readonly name: string;
  readonly method: string;
  readonly path: (target: Target) => string;
  readonly body?: (target: Target) => unknown;
  /** Who is refused: A's token, or no session at all. A when absent. */
  readonly attacker?: 'A' | 'guest';
  /** The statuses the attacker may get; 403 or 404 when absent. */
  readonly refused?: readonly number[];
  /** Makes the object attacked (laid over B's main objects); B's main objects when absent. */
  readonly attacked?: () => Promise<Partial<Target>>;
  /**
   * The object of B's own request: 'attacked' — the very object, sent after the attacker's
   * attempt (a read, or a call on an object made for this row) — or a fresh object made for
   * it, so that what the call changes is never one of B's main objects.
   */
  readonly own: 'attacked' | (() => Promise<Partial<Target>>);
  /** What B's answer must hold besides a 2xx status. */
  readonly ownAnswer?: (answer: ApiAnswer) => void;
}

/** A signed-in user the steps act as. */
export interface Actor {
  readonly token: string;
  readonly email: string;
}

/** Sends a row's request for `target` with `token` (none: as a guest). */
export function sendRow(server: TestServer, row: AuthzRow, target: Target, token: string | undefined): Promise<ApiAnswer> {
  return server.api(row.method, row.path(target), {
    ...(token === undefined ? {} : { token }),
    ...(row.body === undefined ? {} : { body: row.body(target) }),
  });
}

/** Fails unless `answer` is a 2xx, naming the status and message. */
export function expectSuccess(answer: ApiAnswer, label: string): void {
  expect(answer.status >= 200 && answer.status < 300, `${label}: ${answer.status} ${answer.message ?? JSON.stringify(answer.body)}`).toBe(true);
}

function firstTicketOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('tickets' in body) || !Array.isArray(body.tickets)) throw new Error('no tickets');
  const [ticket]: unknown[] = body.tickets;
  if (typeof ticket !== 'object' || ticket === null || !('public_id' in ticket) || typeof ticket.public_id !== 'string') {
    throw new Error('no ticket');
  }
  return ticket.public_id;
}

/**
 * Buys and pays one ticket of the plain format as `buyer` — registered with the participant
 * form when `registered` — and answers its ids, read from the buyer's order check.
 */
export async function buyTicket(server: TestServer, buyer: Actor, registered: boolean): Promise<{ ticketId: string; orderId: string }> {
  const line = ticketLine(formats.plain, 1, registered ? { info: participant } : {});
  const orderId = await buy(server, paymentBody({ email: buyer.email, tickets: [line] }), buyer.token);
  const check = await server.api('GET', `/api/order/${orderId}`, { token: buyer.token });
  expect(check.status, check.message).toBe(200);
  return { ticketId: firstTicketOf(check.body), orderId };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

/** Uploads a licence as `uploader` and answers its id. */
export async function uploadOf(server: TestServer, uploader: Actor): Promise<string> {
  const answer = await server.api('POST', '/api/files/upload', { token: uploader.token, body: { name: 'licence.png', type: 'image/png', data: PNG } });
  expect(answer.status, answer.message).toBe(200);
  const body = answer.body;
  if (typeof body !== 'object' || body === null || !('public_id' in body) || typeof body.public_id !== 'string') throw new Error('no upload id');
  return body.public_id;
}

/**
 * What a partner-scoped token (issue 28 §7, server/accounts/partner-scope.ts) gets on a
 * personal call: 'refused' — 403 `{ scope: 'partner' }` with the message that sends the person
 * to the organiser's site — or 'allowed' (whatever the call answers, never that 403 nor a 401).
 */
export type PartnerAnswer = 'refused' | 'allowed';

/** One personal call of the walk: a path to send (ids made up) and a body. */
export interface PersonalCall {
  readonly path: string;
  readonly body?: unknown;
  readonly partner: PartnerAnswer;
}

/**
 * Every personal call, by `METHOD /path` as the contract names it (sdk/contract), with what a
 * partner-scoped token gets. authz-matrix.test.ts sends each with no token (a 'required' call
 * answers 401) and with a partner-scoped token; a 'required' call of the contract missing here
 * fails the walk, so a new call is one line here. Calls that need an object of someone else
 * are rows of the matrix (A's token on B's object).
 */
export const personalCalls: Readonly<Record<string, PersonalCall>> = {
  'POST /api/auth/history': { path: '/api/auth/history', partner: 'allowed' },
  'DELETE /api/auth': { path: '/api/auth', partner: 'allowed' },
  'DELETE /api/auth/others': { path: '/api/auth/others', partner: 'refused' },
  'POST /api/auth/link': { path: '/api/auth/link', partner: 'allowed' },
  'GET /api/user/basket': { path: '/api/user/basket', partner: 'allowed' },
  'POST /api/user/basket': { path: '/api/user/basket', partner: 'allowed' },
  'GET /api/user/clubs': { path: '/api/user/clubs', partner: 'allowed' },
  'PUT /api/user/club/new/{id}': { path: '/api/user/club/new/runners', partner: 'allowed' },
  'PUT /api/user/club/pull/{id}': { path: '/api/user/club/pull/runners', partner: 'allowed' },
  'POST /api/user/competition': { path: '/api/user/competition', partner: 'allowed' },
  'PUT /api/user/club/competition/{id}/{club}': { path: '/api/user/club/competition/any/runners', partner: 'allowed' },
  'GET /api/user/insurances/valid': { path: '/api/user/insurances/valid', partner: 'allowed' },
  'GET /api/user/insurances/past': { path: '/api/user/insurances/past', partner: 'allowed' },
  'GET /api/order/{id}': { path: '/api/order/any', partner: 'allowed' },
  'GET /api/user/shop/orders': { path: '/api/user/shop/orders', partner: 'allowed' },
  'GET /api/user/shop/soldgood/{id}': { path: '/api/user/shop/soldgood/any', partner: 'allowed' },
  'POST /api/payment/cancel': { path: '/api/payment/cancel', body: { public_id: 'any' }, partner: 'refused' },
  'POST /api/booked/number': { path: '/api/booked/number', partner: 'allowed' },
  'GET /api/user/tickets/my': { path: '/api/user/tickets/my', partner: 'allowed' },
  'GET /api/user/tickets/transfered': { path: '/api/user/tickets/transfered', partner: 'allowed' },
  'GET /api/user/tickets/old': { path: '/api/user/tickets/old', partner: 'allowed' },
  'GET /api/user/result/{id}': { path: '/api/user/result/any', partner: 'allowed' },
  'GET /api/user/ticket/online/{id}': { path: '/api/user/ticket/online/any', partner: 'allowed' },
  'GET /api/user/certificate/result/{id}': { path: '/api/user/certificate/result/any', partner: 'allowed' },
  'PUT /api/user/ticket/confirm/transfer': { path: '/api/user/ticket/confirm/transfer', partner: 'allowed' },
  'PUT /api/user/ticket/transfer': { path: '/api/user/ticket/transfer', body: { public_id: 'any', email: 'x@example.com' }, partner: 'refused' },
  'PUT /api/user/ticket/return': { path: '/api/user/ticket/return', body: { public_id: 'any' }, partner: 'refused' },
  'PUT /api/user/ticket/online': { path: '/api/user/ticket/online', partner: 'allowed' },
  'PUT /api/user/ticket': { path: '/api/user/ticket', partner: 'allowed' },
  'PUT /api/user/ticket/disable': { path: '/api/user/ticket/disable', partner: 'allowed' },
  'GET /api/user': { path: '/api/user', partner: 'allowed' },
  'PUT /api/user': { path: '/api/user', body: { name: 'Мэллори' }, partner: 'refused' },
  'POST /api/user/change/email': { path: '/api/user/change/email', body: { email: 'new@example.com' }, partner: 'refused' },
  'POST /api/user/phone/code': { path: '/api/user/phone/code', body: { phone: '+79990000000' }, partner: 'refused' },
  'POST /api/user/new/phone': { path: '/api/user/new/phone', body: { phone: '+79990000000', code: '1234' }, partner: 'refused' },
  'PUT /api/user/password': { path: '/api/user/password', body: { password: 'new-password-1', old_password: 'x' }, partner: 'refused' },
  'POST /api/user/verify/new/email': { path: '/api/user/verify/new/email', body: { code: 'any' }, partner: 'refused' },
  'PUT /api/user/auth/payment': { path: '/api/user/auth/payment', body: { password: 'new-password-1' }, partner: 'refused' },
  'POST /api/user/add/{network}': { path: '/api/user/add/vk', body: { code: 'any' }, partner: 'refused' },
  // optional calls that act for the account when signed in
  'POST /api/payment': { path: '/api/payment', partner: 'allowed' },
  'POST /api/files/upload': { path: '/api/files/upload', partner: 'allowed' },
  'POST /api/social/{network}/start': { path: '/api/social/vk/start', body: { mode: 'link' }, partner: 'refused' },
};

/** `sender` transfers ticket `ticketId` to `email`. */
export async function transferTicket(server: TestServer, sender: Actor, ticketId: string, email: string): Promise<void> {
  const answer = await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: ticketId, email } });
  expect(answer.status, answer.message).toBe(200);
}
