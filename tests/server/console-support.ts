/**
 * What the console's server tests share: the demo organiser signed in on a test server, a call
 * made with that token, and the body of an answer that must be 200.
 */
import { expect } from 'vitest';
import type { ApiAnswer, TestServer } from './test-server.ts';

/** The demo organiser's token (server/seed/demo-users.ts must have seeded the accounts). */
export async function signInOrganiser(server: TestServer): Promise<string> {
  const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
  expect(signedIn.status, signedIn.message).toBe(200);
  return (signedIn.body as { token: string }).token;
}

/** The body of an answer that must be 200, as a record. */
export function ok(answer: ApiAnswer): Record<string, unknown> {
  expect(answer.status, answer.message).toBe(200);
  const body = answer.body;
  if (typeof body !== 'object' || body === null) throw new Error('no body');
  return Object.fromEntries(Object.entries(body));
}
