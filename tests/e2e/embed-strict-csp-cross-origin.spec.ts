/**
 * Issue 7's strict CSP where it matters most: a partner's page on ANOTHER origin (partner.test,
 * answered by Playwright) whose header allows scripts only from the bundle's origin, connections
 * and pictures only from the API's, styles only from itself, nothing by default, and requires
 * Trusted Types for script sinks. racekit.js (from the real server, configured by `data-api-base`
 * and `data-site`) shows the buy button, opens the dialog, and puts a ticket in the inline
 * basket, which then applies a promo code: 0 `securitypolicyviolation` events and no page
 * errors. The recorder is shown to hear violations of this very policy (an inline style, a
 * string handed to an HTML sink).
 */
import { buyButton, expectInlineStyleRecorded, expectNoCspTrouble, PARTNER_ORIGIN, recordCspViolations, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

const PAGE_PATH = '/kazan/';

/** The partner's policy, as docs/embedding.md asks a strict host to write it. */
function strictPolicy(bundleOrigin: string, apiOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${bundleOrigin}`,
    "style-src 'self'",
    `connect-src ${apiOrigin}`,
    `img-src ${apiOrigin} data:`,
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

test('a partner page on another origin with a strict CSP buys inline with 0 violations', async ({ page, server, problems }) => {
  test.setTimeout(60_000);
  const bundleOrigin = new URL(server.url).origin;
  const apiOrigin = bundleOrigin;
  const policy = strictPolicy(bundleOrigin, apiOrigin);
  // No inline script or style anywhere: the page's own styles come from its own origin.
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр под строгим CSP</title>
<link rel="stylesheet" href="/kazan/style.css">
<script src="${bundleOrigin}/embed/racekit.js" data-api-base="${apiOrigin}/api" data-site="${bundleOrigin}" async></script>
</head><body><main><h1>Забег в Казани</h1>
<racekit-buy-ticket event="ev-gorod-kazan" checkout="inline"></racekit-buy-ticket>
</main></body></html>`;
  const served: string[] = [];
  await page.route(`${PARTNER_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    served.push(pathname);
    if (pathname === PAGE_PATH) {
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': policy }, body: html });
    }
    if (pathname === `${PAGE_PATH}style.css`) return route.fulfill({ status: 200, contentType: 'text/css', body: 'main { max-width: 40rem; margin: 2rem auto; }' });
    return route.fulfill({ status: 404, body: 'not found' });
  });

  const violations = await recordCspViolations(page);
  const response = await page.goto(`${PARTNER_ORIGIN}${PAGE_PATH}`);
  expect(response?.headers()['content-security-policy']).toBe(policy);

  // The button, then the dialog with the event's formats.
  const widget = page.locator('racekit-buy-ticket');
  await expect(buyButton(widget)).toBeVisible();
  await buyButton(widget).click();
  const dialog = widget.getByRole('dialog', { name: 'Город бежит. Казань' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '10 км', exact: true }).check();
  const add = dialog.getByRole('button', { name: 'Добавить в корзину', exact: true });
  await expect(add).toBeEnabled();
  await add.click();

  // The inline basket holds the ticket, kept in the partner origin's storage.
  const basket = widget.locator('racekit-basket');
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toContainText('10 км');
  expect(await page.evaluate(() => localStorage.getItem('NoAuthBasketGoods') ?? '')).toContain('f-gk-10');
  // A call to the API and a re-render inside the basket: the line's promo code.
  await basket.getByRole('textbox', { name: 'Промокод' }).fill('RUBEZH10');
  await basket.getByRole('button', { name: 'Применить' }).click();
  await expect(basket.getByText('Промокод применен')).toBeVisible();

  expect(new URL(page.url()).origin).toBe(PARTNER_ORIGIN);
  expect(served).toContain(`${PAGE_PATH}style.css`);
  await page.screenshot({ path: 'tests/e2e/.artifacts/embed-strict-csp-cross-origin.png' });
  await expectNoCspTrouble(violations, problems);

  // The recorder hears this policy: an inline <style>, then a string handed to an HTML sink.
  await expectInlineStyleRecorded(page, violations);
  const refused = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<p>from a string</p>');
      return 'accepted';
    } catch (error) {
      return error instanceof TypeError ? 'refused' : String(error);
    }
  });
  expect(refused).toBe('refused');
  await expect.poll(violations).toEqual([expect.stringContaining('style-src'), expect.stringContaining('require-trusted-types-for')]);
});
