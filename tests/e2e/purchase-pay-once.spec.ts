/**
 * Issue 29: what a paid order bought leaves the basket, through the real UI and server — a
 * shop good is paid on the provider's page and the buyer comes back to an empty basket (badge
 * 0, «Оплатить» gone), so nothing is paid twice (item 1); the thanks text of a goods-only
 * order speaks of goods, and /basket/certificateThanks without an order thanks for nothing
 * (item 11); a link's promo code that takes some formats names them (item 9).
 */
import { answerProvider, basketOf, storedBasket } from './purchase-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a shop good paid on the provider page leaves the basket: empty, badge 0, one paid order (issue 29 item 1)', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await page.goto('/shop/product/p-cap-night');
  await page.getByRole('button', { name: 'В корзину' }).click();
  await page.goto('/basket');
  const basket = basketOf(page);
  const method = basket.getByRole('combobox', { name: 'Способ доставки' });
  const pickup = await method.locator('option', { hasText: 'Самовывоз' }).getAttribute('value');
  await method.selectOption(pickup ?? '');
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('cap-once@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await answerProvider(page, 'Оплатить');

  await page.waitForURL(/\/basket\/thanks\?order=/);
  await expect(page.getByText('Заказ оплачен. Чек отправлен на вашу почту, а заказ виден в разделе «Мои заказы».')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => storedBasket(page)).toEqual([]);

  await page.goto('/basket');
  await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('0');
  await expect(basket.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  // the server holds exactly one order of the buyer (the temporary user), paid
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const orders = await page.request.get('/api/user/shop/orders', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(((await orders.json()) as { values: { status: string }[] }).values.map((order) => order.status)).toEqual(['paid']);
  expect(problems.errors).toEqual([]);
});

test('/basket/certificateThanks without an order says the link has no order (issue 29 item 11)', async ({ page }) => {
  await page.goto('/basket/certificateThanks');
  await expect(page.getByRole('heading', { name: 'В ссылке нет номера заказа' })).toBeVisible();
  await expect(page.getByText('Спасибо за покупку сертификата!')).toHaveCount(0);
});

test('a link promo code for some formats names them on the event page (issue 29 item 9)', async ({ page }) => {
  await page.goto('/calendar/ev-rubezh-leto/FREESTART');
  await expect(page.getByRole('status').filter({ hasText: 'Промокод FREESTART' })).toContainText('на другие форматы он не действует', { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Промокод FREESTART' })).toContainText('«');
});
