/**
 * The site under the Content-Security-Policy docs/deploy.md gives to put in front of it (read
 * from that page, so the page stays true): every page of the site is served with it, and a
 * signed-in visitor walks the calendar, an event, the buy dialog, the basket, pays on the local
 * provider's page (its own policy), sees the thank-you and the ticket with its QR code, the
 * shop and the news — with not one `securitypolicyviolation`, Trusted Types complaint or error.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshEmail, registerByEmail, signInBrowser, SPRINT } from './account-helpers.ts';
import { expectNoCspTrouble, recordCspViolations } from './embed-support.ts';
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf } from './purchase-helpers.ts';

const EVENT_TITLE = 'Стальной рубеж. Летний сезон';

/** The policy of docs/deploy.md, "The site's Content-Security-Policy": its first block starting with default-src. */
function documentedPolicy(): string {
  const page = readFileSync(fileURLToPath(new URL('../../docs/deploy.md', import.meta.url)), 'utf8');
  const section = page.slice(page.indexOf("## The site's Content-Security-Policy"));
  const policy = /```\n(default-src [^\n]+)\n```/.exec(section)?.[1];
  if (policy === undefined) throw new Error("docs/deploy.md has no policy under \"The site's Content-Security-Policy\"");
  return policy;
}

test('a purchase through the site under the documented policy records 0 violations', async ({ page, baseURL, problems }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const policy = documentedPolicy();
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  // the site's documents get the policy, as the proxy adds it; the local provider's page keeps its own
  await page.route(`${origin}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'document' || path.startsWith('/pay/')) return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  const violations = await recordCspViolations(page);
  await signInBrowser(page, await registerByEmail(origin, freshEmail('csp-buyer')));

  await page.goto('/calendar');
  const card = page.locator('racekit-calendar').getByRole('article', { name: EVENT_TITLE });
  await card.getByRole('link', { name: 'Принять участие' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${SPRINT.event}$`));
  await page.locator('racekit-buy-ticket').getByRole('button', { name: 'Принять участие', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: EVENT_TITLE });
  await dialog.getByRole('radio', { name: 'Москва', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Спринт 5 км', exact: true }).check();
  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const pay = basketOf(page).getByRole('button', { name: 'Оплатить' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await answerProvider(page, 'Оплатить');
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  await expect(page.locator('racekit-my-tickets').getByRole('img', { name: 'QR-код билета' })).toBeVisible({ timeout: 15_000 });

  for (const path of ['/shop', '/news', '/me']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await expectNoCspTrouble(violations, problems);
  // the page really runs under the policy: an inline <style> is refused and heard
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  await expect.poll(async () => (await violations()).filter((line) => line.startsWith('style-src')).length).toBeGreaterThan(0);
});
