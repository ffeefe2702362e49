/**
 * How the site looks at 1280 and 375 px: the main page, the calendar, an event, the basket with
 * two pre-registration tabs showing errors, and the thanks page, each compared with its baseline
 * (look-compare.ts: frozen clock, pinned font, dates masked). Each page is also checked for what
 * a screenshot misses: no sideways scrolling and no page errors.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { compareLook, holdStill } from './look-compare.ts';
import { answerProvider, basketOf, fillThroughLink, openTicketTab } from './purchase-helpers.ts';

const widths = [1280, 375] as const;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  // Lazy pictures load once scrolled to; then back to the top for the shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame); // a frame: the lazy pictures in view start loading
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await compareLook(page, name, width);
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 780 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => holdStill(page));

    test('the main page, the calendar and an event', async ({ page, problems }) => {
      await page.goto('/');
      await expect(page.locator('.hero-slide').first()).toBeVisible();
      await expect(page.locator('racekit-calendar').getByRole('article')).toHaveCount(4);
      await shoot(page, 'home', width);

      await page.goto('/calendar');
      await expect(page.locator('racekit-calendar').getByRole('article').first()).toBeVisible();
      await shoot(page, 'calendar', width);

      await page.goto('/event/ev-rubezh-leto');
      await expect(page.getByRole('heading', { name: 'Форматы и цены' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Спринт 5 км', exact: true })).toBeVisible();
      await shoot(page, 'event', width);
      expect(problems.errors).toEqual([]);
    });

    test('the basket with two pre-registration tabs showing errors', async ({ page, problems }) => {
      await fillThroughLink(page, 'f-kd-junior', 'count=2');
      const basket = basketOf(page);
      const panel = await openTicketTab(basket, 1);
      await panel.getByRole('textbox', { name: 'Фамилия', exact: true }).click();
      await panel.getByRole('textbox', { name: 'Имя', exact: true }).click();
      await panel.getByRole('textbox', { name: 'Телефон', exact: true }).fill('912');
      await panel.getByRole('textbox', { name: 'Фамилия', exact: true }).click();
      await expect(panel.getByRole('alert').filter({ hasText: 'Введите корректный номер телефона' })).toBeVisible();
      await expect(basket.getByRole('tab', { name: /Не все данные участника заполнены/ })).toHaveCount(2);
      await shoot(page, 'basket', width);
      expect(problems.errors).toEqual([]);
    });

    test('the thanks page', async ({ page, problems }) => {
      await fillThroughLink(page, 'f-np-5', 'count=1');
      await basketOf(page).getByRole('textbox', { name: 'E-mail' }).fill(`look${width}@example.com`);
      await basketOf(page).getByRole('button', { name: 'Оплатить' }).click();
      await answerProvider(page, 'Оплатить');
      await expect(page.getByRole('heading', { name: 'Спасибо за покупку!' })).toBeVisible();
      await shoot(page, 'thanks', width);
      expect(problems.errors).toEqual([]);
    });
  });
}
