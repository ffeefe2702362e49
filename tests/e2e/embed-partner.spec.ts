/**
 * Buying from a partner's page with the built embed bundle: redirect checkout ends in the
 * organiser's basket with the ticket; inline checkout keeps basket, token and user in the
 * partner origin's localStorage and pays as a temporary user; no cookie is ever set; landing
 * links fill the organiser's basket.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buyButton, chooseTicket, PARTNER_ORIGIN, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

const example = (path: string) => readFileSync(fileURLToPath(new URL(`../../examples/${path}`, import.meta.url)), 'utf8');

test.describe('buying from a partner page', () => {
  // Whole purchases on a two-core machine shared with other suites.
  test.describe.configure({ timeout: 60_000 });

  test("a purchase started on the partner event page ends on the organiser's basket with the ticket", async ({ page, server, problems }) => {
    await page.goto('/examples/partner-event/');
    const widget = page.locator('racekit-buy-ticket');
    await chooseTicket(widget, { city: 'Москва', format: 'Спринт 5 км', action: 'Перейти к оформлению' });
    await page.waitForURL(`${server.url}/basket`);
    await expect(page.getByRole('article', { name: 'Стальной рубеж. Летний сезон' })).toContainText('Спринт 5 км');
    const stored: unknown = JSON.parse(await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ format_public_id: 'f-rl-msk-sprint', count: 1 })]);
    await page.screenshot({ path: 'tests/e2e/.artifacts/embed-partner-basket.png' });
    expect(problems.errors).toEqual([]);
  });

  test('from another origin: redirect to the organiser, nothing stored on the partner, no cookies', async ({ page, context, server, problems }) => {
    // The partner's real page, as it would be deployed on its own domain.
    const html = example('partner-event/index.html').replace('src="/embed/racekit.js"', `src="${server.url}/embed/racekit.js"`);
    await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
      route.request().url().endsWith('/style.css')
        ? route.fulfill({ contentType: 'text/css', body: example('partner-event/style.css') })
        : route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(`${PARTNER_ORIGIN}/journal/rubezh/`);
    await chooseTicket(page.locator('racekit-buy-ticket'), { city: 'Москва', format: 'Спринт 5 км', action: 'Перейти к оформлению' });
    await page.waitForURL(`${server.url}/basket`);
    await expect(page.getByRole('article').filter({ hasText: 'Спринт 5 км' })).toBeVisible();
    const organiserStore = await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '');
    expect(organiserStore).toContain('f-rl-msk-sprint');

    await page.goto(`${PARTNER_ORIGIN}/journal/rubezh/`);
    await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods'))).toBeNull();
    expect(await context.cookies()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test("inline checkout: the basket lives in the partner origin's localStorage and a guest pays as a temporary user", async ({ page, context, server, problems }) => {
    const url = await partnerPage(page, server.url, {
      head: `<script>document.addEventListener('racekit:payment-redirect', function (event) { event.preventDefault(); document.title = 'pay:' + event.detail.url; });</script>`,
      body: '<racekit-buy-ticket event="ev-night-spb" checkout="inline"></racekit-buy-ticket>',
    });
    await page.goto(url);
    const widget = page.locator('racekit-buy-ticket');
    await chooseTicket(widget, { format: 'Ночные 5 км', action: 'Добавить в корзину' });
    const basket = widget.locator('racekit-basket');
    await expect(basket.getByRole('article', { name: 'Ночной пульс. Белые ночи' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '');
    expect(stored).toContain('f-np-5');

    await basket.getByRole('textbox', { name: 'E-mail' }).fill('night.runner@example.com');
    await basket.getByRole('button', { name: 'Оплатить' }).click();
    // The host took over the provider redirect: the order exists and was paid for by a temporary user.
    await expect(page).toHaveTitle(new RegExp(`^pay:${server.url}/pay/`));
    const session = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('userObj') }));
    expect(session.token).not.toBeNull();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ temporary: true, email: 'night.runner@example.com' });

    // The organiser's origin holds none of it: its basket is its own.
    await page.goto(`${server.url}/basket`);
    expect(await page.evaluate(() => [localStorage.getItem('NoAuthBasketGoods'), localStorage.getItem('token')])).toEqual([null, null]);
    expect(await context.cookies()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test("a landing page's prefilled-basket link puts 2 tickets with the promo code in the organiser's basket", async ({ page, server, problems }) => {
    await page.goto('/examples/landing/');
    await page.getByRole('link', { name: 'В корзину — 2 билета' }).click();
    await page.waitForURL(`${server.url}/basket`);
    const stored = await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '[]');
    const items: unknown = JSON.parse(stored);
    expect(items).toEqual([expect.objectContaining({ format_public_id: 'f-rl-msk-sprint', count: 2, promocode: expect.objectContaining({ code: 'RUBEZH10', status: 'applied' }) })]);
    await expect(page.getByRole('article').filter({ hasText: 'Спринт 5 км' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
