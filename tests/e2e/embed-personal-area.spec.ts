/**
 * Issue 29 §26: examples/personal-area — a club's "personal area" on its own origin with
 * `<racekit-login>` and `<racekit-my-tickets>`. The visitor signs in there and stays: the
 * session is the partner origin's, the tickets show at once, the club's sign-in block hides on
 * `racekit:login`, and signing out brings it back.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_RUNNER } from './account-helpers.ts';
import { PARTNER_ORIGIN, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

const example = (path: string) => readFileSync(fileURLToPath(new URL(`../../examples/${path}`, import.meta.url)), 'utf8');

test("a visitor signs in on the club's page and sees the tickets there", async ({ page, context, server, problems }) => {
  const html = example('personal-area/index.html').replace('src="/embed/racekit.js"', `src="${server.url}/embed/racekit.js"`);
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/style.css')
      ? route.fulfill({ contentType: 'text/css', body: example('personal-area/style.css') })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const url = `${PARTNER_ORIGIN}/cabinet/`;
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Кабинет участника', level: 1 })).toBeVisible();
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(DEMO_RUNNER.email);
  await login.getByLabel('Пароль').fill(DEMO_RUNNER.password);
  await login.getByRole('button', { name: 'Войти', exact: true }).click();

  // signed in on the club's origin, still on its page: the sign-in block gone, the tickets shown
  await expect(page.getByRole('region', { name: 'Вход' })).toBeHidden();
  const tickets = page.locator('racekit-my-tickets');
  await expect(tickets.getByText('Стальной рубеж. Летний сезон').first()).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await page.screenshot({ path: 'tests/e2e/.artifacts/personal-area.png', fullPage: true });
  expect(await context.cookies()).toEqual([]);
  expect(problems.errors).toEqual([]);
});
