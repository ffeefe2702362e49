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

/** `sender` transfers ticket `ticketId` to `email`. */
export async function transferTicket(server: TestServer, sender: Actor, ticketId: string, email: string): Promise<void> {
  const answer = await server.api('PUT', '/api/user/ticket/transfer', { token: sender.token, body: { public_id: ticketId, email } });
  expect(answer.status, answer.message).toBe(200);
}
