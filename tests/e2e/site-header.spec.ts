import { expect, test } from './fixtures.ts';

const item = (n: number) => ({ unique_id: `u${n}`, public_id: `p${n}`, selector: 'ticket', count: 1, price: 1500, title: `Забег ${n}` });

test.describe('site header', () => {
  test('the basket badge shows 0 with a corrupt guest basket, without a page error', async ({ page, problems }) => {
    await page.addInitScript(() => {
      localStorage.setItem('lang', '"ru"');
      localStorage.setItem('NoAuthBasketGoods', '{corrupt[');
    });
    await page.goto('/');
    const badge = page.locator('racekit-basket-badge');
    await expect(badge.getByRole('link', { name: 'Корзина: 0 товаров' })).toBeVisible();
    await expect(badge.locator('[part="count"]')).toHaveText('0');
    await page.screenshot({ path: 'tests/e2e/.artifacts/site-header-corrupt.png' });
    // The corrupt value was dropped from storage, the rest kept.
    expect(await page.evaluate(() => [localStorage.getItem('NoAuthBasketGoods'), localStorage.getItem('lang')])).toEqual([null, '"ru"']);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the basket badge shows 2 for a stored two-item guest list and follows the language switch', async ({ page, problems }) => {
    const goods = JSON.stringify([item(1), item(2)]);
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('NoAuthBasketGoods', stored);
    }, goods);
    await page.goto('/');
    const badge = page.locator('racekit-basket-badge');
    await expect(badge.locator('[part="count"]')).toHaveText('2');
    await expect(badge.getByRole('link', { name: 'Корзина: 2 товара' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гонки с препятствиями и забеги по всей России');
    await page.screenshot({ path: 'tests/e2e/.artifacts/site-header.png', fullPage: true });

    await page.getByRole('button', { name: 'Eng' }).click();
    await expect(badge.getByRole('link', { name: 'Basket: 2 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eng' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // written plain, as the spec's key holds it (a JSON-quoted "ru" is read too, as the first test shows)
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obstacle races and runs all over Russia');
    await expect(badge.getByRole('link', { name: 'Basket: 2 items' })).toBeVisible();
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('another tab adding to the basket updates the badge', async ({ page, context }) => {
    await page.goto('/');
    const badge = page.locator('racekit-basket-badge');
    await expect(badge.locator('[part="count"]')).toHaveText('0');
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate((stored) => localStorage.setItem('NoAuthBasketGoods', stored), JSON.stringify([item(1), item(2), item(3)]));
    await expect(badge.locator('[part="count"]')).toHaveText('3');
  });

  test('the basket badge is a link to the basket', async ({ page }) => {
    await page.goto('/');
    await page.locator('racekit-basket-badge').getByRole('link').click();
    await expect(page).toHaveURL(/\/basket$/);
  });
});

test('the header fits a phone screen', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/');
  const badge = page.locator('racekit-basket-badge');
  await expect(badge.locator('[part="count"]')).toHaveText('0');
  const box = await badge.boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'tests/e2e/.artifacts/site-header-phone.png' });
  expect(problems.errors).toEqual([]);
});
