/**
 * Social sign-in in production: with GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET set and no VK
 * settings, the login widget offers Google only, and its button leads — through
 * /user/auth/google and POST /api/social/google/start — to Google's own authorisation page
 * (answered here by Playwright: this machine reaches no outside host) with PKCE, state, nonce
 * and the redirect URI on PUBLIC_URL; the stand-in's pages are not served.
 */
import { expect, test } from '@playwright/test';
import { productionSettings } from '../production-settings.ts';
import { startServer, type RunningServer } from './start-server.ts';

let server: RunningServer;

test.beforeAll(async () => {
  // a fresh production start migrates a new database: allow what startServer waits (60 s)
  test.setTimeout(90_000);
  server = await startServer((url) => ({
    ...productionSettings,
    PUBLIC_URL: url,
    GOOGLE_CLIENT_ID: 'e2e.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  }));
});
test.afterAll(() => server.stop());

test('production with Google configured shows only the Google button, which leads to Google itself', async ({ page }) => {
  const seen: URL[] = [];
  await page.route('https://accounts.google.com/**', async (route) => {
    seen.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Google</title><h1>Google</h1>' });
  });
  await page.goto(`${server.url}/login`);
  const login = page.locator('racekit-login');
  const google = login.getByRole('link', { name: 'Войти через Google' });
  await expect(google).toBeVisible();
  await expect(login.getByText('Войти через соц. сети:')).toBeVisible();
  await expect(login.getByRole('link', { name: 'Войти через VK ID' })).toHaveCount(0);
  await login.screenshot({ path: 'tests/e2e/.artifacts/account-login-production-google.png' });

  await google.click();
  // The site's own /user/auth/google page names Google in its heading too: wait for the host.
  await page.waitForURL((url) => url.hostname === 'accounts.google.com');
  await expect(page.getByRole('heading', { name: 'Google', exact: true })).toBeVisible();
  const [authorize] = seen;
  expect(authorize?.pathname).toBe('/o/oauth2/v2/auth');
  expect(Object.fromEntries(authorize?.searchParams ?? [])).toMatchObject({
    client_id: 'e2e.apps.googleusercontent.com',
    redirect_uri: `${server.url}/user/auth/google`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge_method: 'S256',
  });
  expect(authorize?.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(authorize?.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  expect((await page.request.get(`${server.url}/oauth/google/authorize`)).status()).toBe(404);
  expect(await (await page.request.get(`${server.url}/api/social/networks`)).json()).toEqual({ networks: ['google'] });
});
