/**
 * Route access of account.md §2, one row per route: where a visitor who is not signed in ends
 * up, and where an authorised one does. Signed in means a real session of the server (a stored
 * token and user), so the personal pages load without being sent away by a 403.
 */
import { registerByPhone, signInBrowser, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

/** [route, where a signed-out visitor lands, where a signed-in one lands]. */
const table: readonly (readonly [string, string, string])[] = [
  // only for visitors who are not signed in
  ['/auth', '/auth', '/me'],
  ['/login', '/login', '/me'],
  ['/registration', '/registration', '/me'],
  ['/loginlink', '/login', '/me'],
  // authorised only, otherwise /login
  ['/me/setting', '/login', '/me/setting'],
  ['/me/club', '/login', '/me/club'],
  ['/me/session', '/login', '/me/session'],
  ['/user/add/auth/vk', '/login', 'provider'],
  // authorised only, otherwise /auth
  ['/me', '/auth', '/me'],
  ['/me/ticket/t-unknown', '/auth', '/me/ticket/t-unknown'],
  ['/me/shop', '/auth', '/me/shop'],
  ['/me/shop/o-unknown', '/auth', '/me/shop/o-unknown'],
  ['/me/insurances', '/auth', '/me/insurances'],
  // open to everyone
  ['/clubs', '/clubs', '/clubs'],
  ['/results', '/results', '/results'],
];

/** The path the browser shows once the page settled. */
const pathOf = (url: string) => new URL(url).pathname;

let session: Session;

test.beforeAll(async ({ server }) => {
  session = await registerByPhone(server.url);
});

test.describe('a visitor who is not signed in', () => {
  for (const [route, signedOut] of table) {
    test(`${route} → ${signedOut}`, async ({ page, problems }) => {
      await page.goto(route);
      await expect.poll(() => pathOf(page.url())).toBe(signedOut);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }

  test('an unknown page under /me asks to sign in first', async ({ page }) => {
    await page.goto('/me/nothing-here');
    await expect.poll(() => pathOf(page.url())).toBe('/auth');
  });
});

test.describe('an authorised visitor', () => {
  for (const [route, , signedIn] of table) {
    test(`${route} → ${signedIn}`, async ({ page, problems }) => {
      await signInBrowser(page, session);
      if (signedIn === 'provider') {
        // linking a network goes on to the provider's page, with the way back to this route
        await page.goto(route);
        await expect.poll(() => pathOf(page.url())).toBe('/oauth/vk/authorize');
        expect(new URL(page.url()).searchParams.get('redirect_uri')).toMatch(/\/user\/add\/auth\/vk$/);
        return;
      }
      await page.goto(route);
      await expect.poll(() => pathOf(page.url())).toBe(signedIn);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }

  test('an unknown page under /me is not found', async ({ page }) => {
    await signInBrowser(page, session);
    await page.goto('/me/nothing-here');
    await expect(page.getByText('404')).toBeVisible();
    expect(pathOf(page.url())).toBe('/me/nothing-here');
  });

  test('signing out in another tab leaves the personal area', async ({ page, context }) => {
    await signInBrowser(page, session);
    await page.goto('/me/setting');
    await expect(page.getByRole('heading', { name: 'Настройки' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() => localStorage.removeItem('token'));
    await expect.poll(() => pathOf(page.url())).toBe('/login');
  });
});
