/**
 * Issue 29 §2: inline checkout on a partner's page served from another origin (examples/themed
 * on PARTNER_ORIGIN). The guest's token stays in the partner origin's storage; after paying,
 * the provider returns to the organiser's thanks page, which checks the order with the view
 * key the return carries: the thanks page shows, never /login.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chooseTicket, PARTNER_ORIGIN, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';
import { answerProvider } from './purchase-helpers.ts';

test.use(twoPublicOrigins);

const example = (path: string) => readFileSync(fileURLToPath(new URL(`../../examples/${path}`, import.meta.url)), 'utf8');

test('a guest who paid in the inline checkout of a partner page on another origin sees the thanks page', async ({ page, context, server, problems }) => {
  test.setTimeout(60_000);
  const html = example('themed/index.html').replace('src="/embed/racekit.js"', `src="${server.url}/embed/racekit.js"`);
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/style.css')
      ? route.fulfill({ contentType: 'text/css', body: example('themed/style.css') })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${PARTNER_ORIGIN}/club/night/`);
  const widget = page.locator('racekit-buy-ticket');
  await chooseTicket(widget, { format: 'Ночные 5 км', action: 'Добавить в корзину' });
  const basket = widget.locator('racekit-basket');
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('night.guest@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await answerProvider(page, 'Оплатить');

  await page.waitForURL(/\/basket\/thanks\?order=/);
  expect(new URL(page.url()).origin).toBe(server.url);
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!' })).toBeVisible();
  await expect(page.getByText('night.guest@example.com')).toBeVisible();
  // the organiser's origin holds no token: the page stays, it does not go to /login
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/basket/thanks');
  await page.screenshot({ path: 'tests/e2e/.artifacts/partner-inline-thanks.png' });
  expect(await context.cookies()).toEqual([]);
  expect(problems.errors).toEqual([]);
});
