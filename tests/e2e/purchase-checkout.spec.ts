/**
 * Issue 12, as a buyer meets it: the deep links of the issue end corrected with a message
 * (sold out, over the buy limit, a pre-registration format over its limit); paying, coming back
 * from the provider and paying again reaches one order; a 100 % code (FREESTART) ends on the
 * ticket page without a card page; a plain `lang=en` in local storage shows English and stays.
 */
import { expect, test } from './fixtures.ts';
import { basketOf, fillThroughLink, storedBasket } from './purchase-helpers.ts';

test.describe('deep links under the one set of limits', () => {
  test('a sold-out format is not added, and the basket says so', async ({ page, problems }) => {
    await fillThroughLink(page, 'f-rl-msk-night');
    await expect(basketOf(page).getByRole('status').filter({ hasText: 'Билеты «Ночной спринт 5 км» закончились' })).toContainText(
      'в корзину ничего не добавлено',
    );
    expect(await storedBasket(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('count=3 of Хардкор (buy limit 2) adds 2 and says the count is not available', async ({ page }) => {
    await fillThroughLink(page, 'f-rl-msk-hardcore', 'count=3');
    const basket = basketOf(page);
    await expect(basket.getByRole('status').filter({ hasText: 'Указанное количество билетов недоступно' })).toContainText('«Хардкор 20 км» добавлено в количестве 2');
    expect((await storedBasket(page)).map((line) => [line.format_public_id, line.count])).toEqual([['f-rl-msk-hardcore', 2]]);
    await expect(basket.getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('2');
    // dismissed, it is gone
    await basket.getByRole('button', { name: 'Скрыть сообщение' }).click();
    await expect(basket.getByText('Указанное количество билетов недоступно')).toBeHidden();
  });

  test('count=3 of Элита (pre-registration, buy limit 1) adds one participant and says so', async ({ page }) => {
    await fillThroughLink(page, 'f-rl-msk-elite', 'count=3');
    await expect(basketOf(page).getByRole('status').filter({ hasText: 'Указанное количество билетов недоступно' })).toContainText('«Элита 12 км» добавлено в количестве 1');
    expect((await storedBasket(page)).map((line) => [line.format_public_id, line.count])).toEqual([['f-rl-msk-elite', 1]]);
  });

  test('count=4 of the corporate team (step 3) becomes 3, and «+» gives 6', async ({ page }) => {
    await fillThroughLink(page, 'f-rl-msk-corp', 'count=4');
    const basket = basketOf(page);
    await expect(basket.getByRole('status').filter({ hasText: 'Указанное количество билетов недоступно' })).toContainText('добавлено в количестве 3');
    const count = basket.getByRole('group', { name: 'Количество' });
    await count.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(count.getByRole('status')).toHaveText('6');
  });
});

test('pay → back from the provider → pay again reaches one pending order', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await page.goto('/shop/product/p-certificate-1000');
  await page.getByRole('button', { name: 'В корзину' }).click();
  await page.goto('/basket');
  const basket = basketOf(page);
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('twice@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/pay\//);
  const firstPage = page.url();

  await page.goBack();
  await page.waitForURL(/\/basket$/);
  // the e-mail survived the round trip (it is kept in local storage)
  await expect(basket.getByRole('textbox', { name: 'E-mail' })).toHaveValue('twice@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/pay\//);
  expect(page.url()).toBe(firstPage);

  // the server holds one pending order of that basket for the buyer (the temporary user)
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const orders = await page.request.get('/api/user/shop/orders', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(orders.status()).toBe(200);
  const list = ((await orders.json()) as { values: { public_id: string; status: string }[] }).values;
  expect(list.map((order) => order.status)).toEqual(['pending']);
  expect(firstPage).toContain(list[0]?.public_id ?? 'no order');
  expect(problems.errors).toEqual([]);
});

test('FREESTART (100 %) is paid at once and ends on the ticket page, with no card page', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await fillThroughLink(page, 'f-rl-msk-sprint', 'promocode=FREESTART');
  const basket = basketOf(page);
  await expect(basket.getByRole('textbox', { name: 'Промокод' })).toHaveValue('FREESTART');
  await expect(basket.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('free@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/basket\/thanks\?order=/);
  await page.waitForURL(/\/me\/ticket\//, { timeout: 30_000 });
  expect(visited.some((path) => path.startsWith('/pay/'))).toBe(false);
  expect(await storedBasket(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('a plain lang=en in local storage shows the English site and stays en', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') === null) {
      localStorage.setItem('lang', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Event calendar', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.getByRole('button', { name: 'Рус' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // written plain, as the organiser's site reads it
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
});

test('/calendar/{event}/BADCODE does not promise the code: it says why, and the buy button does not carry it', async ({ page, problems }) => {
  await page.goto('/calendar/ev-kids-moscow/BADCODE');
  await expect(page.getByRole('heading', { name: 'Рубеж. Дети — Москва', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Промокод BADCODE не действует' })).toContainText('Промокод не найден');
  await expect(page.getByText('Промокод BADCODE будет применен в корзине')).toHaveCount(0);
  await expect(page.locator('racekit-buy-ticket')).not.toHaveAttribute('promocode', /./);
  expect(problems.errors).toEqual([]);
});

test('gift certificates: /newyear_2022 leads to them, /shop lists them, search finds «сертификат»', async ({ page, problems }) => {
  const certificate = page.getByRole('link', { name: /^Подарочный сертификат на 1\s000 ₽$/ });
  await page.goto('/newyear_2022');
  await page.getByRole('link', { name: 'Выбрать сертификат' }).click();
  await expect(page).toHaveURL(/\/shop\/category\/cat-certificates$/);
  await expect(certificate).toBeVisible();
  await expect(page.getByRole('link', { name: /^Подарочный сертификат на/ })).toHaveCount(3);

  await page.goto('/shop');
  await expect(certificate).toBeVisible();

  await page.goto('/search?q=сертификат');
  await expect(page.getByText('Найдено: 3')).toBeVisible();
  await expect(certificate).toBeVisible();
  expect(problems.errors).toEqual([]);
});
