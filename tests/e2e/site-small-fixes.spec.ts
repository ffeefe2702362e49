/**
 * Issue 29 §8 and §13, on the built site: a dead stored token on a public page goes to the login
 * page; unknown paths show the not-found page with 404; a double click on «В корзину» adds one;
 * the extras' size select fits at 375 px; the burger menu keeps the page where it was.
 */
import { expect, test } from './fixtures.ts';
import { basketOf, fillThroughLink, storedBasket } from './purchase-helpers.ts';

test('§8: a public page whose stored session is dead goes to the login page, the token removed', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', JSON.stringify('dead-token-of-an-ended-session'));
    localStorage.setItem('userObj', JSON.stringify({ public_id: 'u-gone', email: 'gone@example.com' }));
  });
  await page.goto('/calendar');
  await page.waitForURL(/\/login\?next=%2Fcalendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('§13: unknown paths answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/totally-unknown', '/shop/category/nope']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена', level: 1 })).toBeVisible();
  }
});

test('§13: a double click on «В корзину» adds the product once', async ({ page }) => {
  await page.goto('/shop/product/p-cap-night');
  await page.getByRole('button', { name: 'В корзину' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Перейти в корзину' })).toBeVisible();
  const lines = (await storedBasket(page)).filter((line) => line.public_id === 'p-cap-night');
  expect(lines.map((line) => line.count)).toEqual([1]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("§13: the extras' size select is not cut", async ({ page }) => {
    await fillThroughLink(page, 'f-rl-msk-sprint');
    const extras = basketOf(page).getByRole('region', { name: 'Дополнительно к билету' });
    const selects = extras.getByRole('combobox');
    await expect(selects.first()).toBeVisible();
    await extras.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/.artifacts/extras-375.png' });
    for (const select of await selects.all()) {
      const box = await select.boundingBox();
      const card = await select.locator('xpath=ancestor::*[contains(@class, "extra")][1]').boundingBox();
      expect(box).not.toBeNull();
      expect(card).not.toBeNull();
      if (box === null || card === null) return;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // the chosen text («Выберите размер») fits between the paddings (the arrow sits in the right one)
      const room = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (context === null) return -1;
        context.font = style.font;
        const text = element.options[element.selectedIndex]?.text ?? '';
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(text).width;
      });
      expect(room).toBeGreaterThanOrEqual(0);
    }
  });

  test('§13: opening and closing the burger menu keeps the scroll position', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    // a finger on the burger where it is (a locator's click would first scroll it into view itself)
    const burger = await page.getByRole('button', { name: 'Открыть меню' }).boundingBox();
    await page.mouse.click((burger?.x ?? 0) + (burger?.width ?? 0) / 2, (burger?.y ?? 0) + (burger?.height ?? 0) / 2);
    await expect(page.getByRole('navigation', { name: 'Основное меню' }).last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
  });
});
