/**
 * Steps the console e2e specs share: the demo staff accounts of development and tests
 * (server/seed/demo-users.ts) signed in through the real API, and the console's frame.
 */
import type { Page } from '@playwright/test';
import { api, signInBrowser, type Session } from './account-helpers.ts';

export const DEMO_ORGANISER = { email: 'organiser@racekit.demo', password: 'Organiser2026' } as const;
export const DEMO_STAFF = { email: 'staff@racekit.demo', password: 'Staff2026' } as const;

/** Signs in by e-mail and password (PUT /api/auth); answers the session. */
export function signInByPassword(baseURL: string, account: { readonly email: string; readonly password: string }): Promise<Session> {
  return api<Session>(baseURL, 'PUT', '/api/auth', { body: account });
}

/** Opens the browser signed in as `account` (before the first page loads). */
export async function signInAs(page: Page, baseURL: string, account: { readonly email: string; readonly password: string }): Promise<Session> {
  const session = await signInByPassword(baseURL, account);
  await signInBrowser(page, session);
  return session;
}

/** The console's menu of sections. */
export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: /Разделы консоли|Console sections/ });
