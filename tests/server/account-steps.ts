/** Steps several account tests share, each through the HTTP API and the outbox. */
import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

export const PASSWORD = 'Passw0rd';

/** The `{ token, user }` of a sign-in answer. */
export function sessionOf(body: unknown): { token: string; userId: string } {
  if (typeof body !== 'object' || body === null || !('token' in body) || !('user' in body)) throw new Error('not a session');
  const { token, user } = body;
  if (typeof token !== 'string' || typeof user !== 'object' || user === null || !('public_id' in user)) throw new Error('not a session');
  const userId = user.public_id;
  if (typeof userId !== 'string') throw new Error('not a session');
  return { token, userId };
}

/** The secret of the one-time sign-in link (`…/token/{secret}`) in an answer `{ link }`. */
export function signInLinkSecret(body: unknown): string {
  const link = typeof body === 'object' && body !== null && 'link' in body ? body.link : undefined;
  const secret = typeof link === 'string' ? /\/token\/([^/?#]+)$/.exec(link)?.[1] : undefined;
  if (secret === undefined) throw new Error('not a sign-in link');
  return decodeURIComponent(secret);
}

/**
 * Follows an e-mail confirmation `code` as the site does: the confirmation answers a /token link
 * (nobody is signed in yet), and agreeing on its page spends it for a session.
 */
export async function confirmAndSignIn(server: TestServer, code: string, headers?: Readonly<Record<string, string>>) {
  const confirmed = await server.api('POST', '/api/user/verify/email', { body: { code }, ...(headers === undefined ? {} : { headers }) });
  expect(confirmed.status, confirmed.message).toBe(200);
  const session = await server.api('PUT', '/api/auth/link', { body: { token: signInLinkSecret(confirmed.body) }, ...(headers === undefined ? {} : { headers }) });
  expect(session.status, session.message).toBe(200);
  return sessionOf(session.body);
}

/** Registers by e-mail, follows the confirmation mail, and answers the session its /token page opens. */
export async function registerConfirmed(server: TestServer, email: string, password = PASSWORD) {
  const registered = await server.api('POST', '/api/user', { body: { email, password } });
  expect(registered.status, registered.message).toBe(200);
  return confirmAndSignIn(server, await server.lastCode(email));
}

/** Signs in by e-mail and password. */
export function login(server: TestServer, email: string, password = PASSWORD) {
  return server.api('PUT', '/api/auth', { body: { email, password } });
}

/** Asks for an SMS code and answers it from the outbox. */
export async function smsCode(server: TestServer, phone: string, registration: boolean): Promise<string> {
  const sent = await server.api('POST', '/api/user/code', { body: { phone, registration } });
  expect(sent.status, sent.message).toBe(200);
  return server.lastCode(phone.replace(/\D/g, ''));
}

/** Registers (or signs in) by phone and answers the session. */
export async function registerByPhone(server: TestServer, phone: string) {
  const code = await smsCode(server, phone, true);
  const answer = await server.api('POST', '/api/user/phone', { body: { phone, phone_code: code } });
  expect(answer.status, answer.message).toBe(200);
  return sessionOf(answer.body);
}
