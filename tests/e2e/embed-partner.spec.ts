/**
 * Buying from a partner's page with the built embed bundle: redirect checkout ends in the
 * organiser's basket with the ticket; inline checkout keeps basket, token and user in the
 * partner origin's localStorage and pays as a temporary user; no cookie is ever set; landing
 * links fill the organiser's basket. Issue 17: a purchase started on the partner's page is
 * attributed to it, the thanks page leads back, and the partner page hears racekit:purchase
 * (a forged way back fires nothing).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buyButton, chooseTicket, PARTNER_ORIGIN, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf } from './purchase-helpers.ts';

test.use(twoPublicOrigins);

/** The demo partner of examples/partner-event (server/seed/demo-partners.ts) and its demo report key. */
const VERSHINA_KEY = 'rkp_demo_vershina_2026';

interface DataLayerEntry {
  event: string;
  value?: number;
  transaction_id?: string;
}

const example = (path: string) => readFileSync(fileURLToPath(new URL(`../../examples/${path}`, import.meta.url)), 'utf8');

async function vershinaTotals(serverUrl: string): Promise<{ orders: number; tickets: number; revenue: number }> {
  const answer = await fetch(`${serverUrl}/api/partner/report`, { headers: { authorization: `Bearer ${VERSHINA_KEY}` } });
  expect(answer.status).toBe(200);
  const report = (await answer.json()) as { totals: { orders: number; tickets: number; revenue: number } };
  return report.totals;
}

/** Serves examples/partner-event as the magazine's real page on PARTNER_ORIGIN, the bundle from the organiser. */
async function servePartnerExample(page: Page, serverUrl: string): Promise<void> {
  const html = example('partner-event/index.html').replace('src="/embed/racekit.js"', `src="${serverUrl}/embed/racekit.js"`);
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/style.css')
      ? route.fulfill({ contentType: 'text/css', body: example('partner-event/style.css') })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEntry[]);

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
      head: `<script>document.addEventListener('racekit:payment-redirect', function (event) { event.preventDefault(); document.title = 'pay:' + event.detail.url; });
        document.addEventListener('racekit:checkout-start', function (event) { window.checkoutStarts = (window.checkoutStarts || []).concat([event.detail]); });</script>`,
      // issue 17: a partner attribute on the tag attributes what is bought through it
      body: '<racekit-buy-ticket event="ev-night-spb" checkout="inline" partner="vershina"></racekit-buy-ticket>',
    });
    await page.goto(url);
    const widget = page.locator('racekit-buy-ticket');
    await chooseTicket(widget, { format: 'Ночные 5 км', action: 'Добавить в корзину' });
    const basket = widget.locator('racekit-basket');
    await expect(basket.getByRole('article', { name: 'Ночной пульс. Белые ночи' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '');
    expect(stored).toContain('f-np-5');
    expect(JSON.parse(stored)).toEqual([expect.objectContaining({ attribution: expect.objectContaining({ partner: 'vershina', return_url: url }) })]);

    await basket.getByRole('textbox', { name: 'E-mail' }).fill('night.runner@example.com');
    await basket.getByRole('button', { name: 'Оплатить' }).click();
    // The host took over the provider redirect: the order exists and was paid for by a temporary user.
    await expect(page).toHaveTitle(new RegExp(`^pay:${server.url}/pay/`));
    // the partner page heard the buyer go to pay: the line and the total the basket showed
    const starts = await page.evaluate(() => (window as unknown as { checkoutStarts?: unknown[] }).checkoutStarts ?? []);
    expect(starts).toEqual([{ lines: [expect.objectContaining({ public_id: 'f-np-5', kind: 'ticket', count: 1 })], total: expect.any(Number) }]);
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

  test('issue 17: a purchase started on the partner example is attributed, leads back, and racekit:purchase is heard there; a forged way back fires nothing', async ({ page, server, problems }) => {
    const before = await vershinaTotals(server.url);
    await servePartnerExample(page, server.url);
    const partnerPageUrl = `${PARTNER_ORIGIN}/journal/rubezh/?utm_source=journal`;
    await page.goto(partnerPageUrl);
    await chooseTicket(page.locator('racekit-buy-ticket'), { city: 'Москва', format: 'Спринт 5 км', action: 'Перейти к оформлению' });
    await page.waitForURL(`${server.url}/basket`);
    const lines: unknown = JSON.parse(await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '[]'));
    expect(lines).toEqual([
      expect.objectContaining({ format_public_id: 'f-rl-msk-sprint', attribution: expect.objectContaining({ partner: 'vershina', utm: { source: 'journal' }, return_url: partnerPageUrl }) }),
    ]);

    const basket = basketOf(page);
    await basket.getByRole('textbox', { name: 'E-mail' }).fill('partner.buyer@example.com');
    const checkoutStart = page.evaluate(
      () => new Promise<number>((resolve) => document.addEventListener('racekit:checkout-start', (event) => resolve(event.detail.total), { once: true })),
    );
    await basket.getByRole('button', { name: 'Оплатить' }).click();
    const shownTotal = await checkoutStart;
    await answerProvider(page, 'Оплатить');
    await page.waitForURL(/\/basket\/thanks\?order=/);
    const back = page.getByRole('link', { name: 'Вернуться на сайт партнёра' });
    await expect(back).toBeVisible();
    await expect(page.getByText('Билет куплен на странице партнёра «Вершина»')).toBeVisible();
    await page.screenshot({ path: 'tests/e2e/.artifacts/partner-thanks.png' });
    const href = (await back.getAttribute('href')) ?? '';
    expect(href.startsWith(`${partnerPageUrl}#racekit-order=`)).toBe(true);

    // the order is the partner's: its report counts one more paid order of one ticket
    const after = await vershinaTotals(server.url);
    expect(after.orders - before.orders).toBe(1);
    expect(after.tickets - before.tickets).toBe(1);
    const paidTotal = after.revenue - before.revenue;
    expect(paidTotal).toBe(shownTotal);

    await back.click();
    await page.waitForURL(`${partnerPageUrl}`);
    await expect(page.getByRole('status').filter({ hasText: 'Спасибо! Заказ оплачен: Спринт 5 км × 1.' })).toBeVisible();
    const heard = (await dataLayer(page)).filter((entry) => entry.event === 'purchase');
    const orderId = new URLSearchParams(new URL(href).hash.slice(1)).get('racekit-order') ?? '';
    expect(heard).toEqual([expect.objectContaining({ transaction_id: orderId, value: paidTotal })]);
    // the mark is off the address: a reload fires nothing again
    expect(new URL(page.url()).hash).toBe('');
    await page.screenshot({ path: 'tests/e2e/.artifacts/partner-purchase-heard.png' });

    // a forged way back (the order's id with a made-up key) is asked about and fires nothing
    const forgedKey = 'A'.repeat(43);
    const asked = page.waitForResponse((response) => response.url().includes(`/api/order/${orderId}/purchase?key=${forgedKey}`));
    // (another page of the partner: the same address with another fragment would not load anew)
    await page.goto(`${PARTNER_ORIGIN}/journal/rubezh/forged/#racekit-order=${orderId}&racekit-key=${forgedKey}`);
    expect((await asked).status()).toBe(404);
    await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
    expect((await dataLayer(page)).filter((entry) => entry.event === 'purchase')).toEqual([]);
    await expect(page.locator('#race-thanks')).toBeHidden();
    expect(problems.errors).toEqual([]);
  });
});
