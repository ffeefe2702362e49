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

/** Registers by e-mail, follows the confirmation mail, and answers the session it opens. */
export async function registerConfirmed(server: TestServer, email: string, password = PASSWORD) {
  const registered = await server.api('POST', '/api/user', { body: { email, password } });
  expect(registered.status, registered.message).toBe(200);
  const confirmed = await server.api('POST', '/api/user/verify/email', { body: { code: await server.lastCode(email) } });
  expect(confirmed.status, confirmed.message).toBe(200);
  return sessionOf(confirmed.body);
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
