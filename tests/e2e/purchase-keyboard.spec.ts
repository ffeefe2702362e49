/**
 * The keyboard alone completes the purchase (DESIGN.md "Accessible"): Tab, Enter, Space and the
 * arrow keys — and typing into fields — from the event's 'Принять участие' through the choice of
 * a ticket, the basket and the pay button to the provider's 'Оплатить'. No mouse is used.
 */
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { basketOf, storedBasket } from './purchase-helpers.ts';

/** Whether `target` has the focus, looking through open shadow roots. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('choose a ticket, go to the basket and pay with the keyboard only', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await page.goto('/event/ev-gorod-kazan');
  await expect(page.getByRole('heading', { name: 'Город бежит. Казань', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Принять участие' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Город бежит. Казань' });
  await expect(dialog).toBeVisible();

  // The formats are a radio group: Tab into it, the arrow keys choose.
  const fiveKm = dialog.getByRole('radio', { name: '5 км', exact: true });
  await tabTo(page, fiveKm);
  await page.keyboard.press('Space');
  await expect(fiveKm).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const tenKm = dialog.getByRole('radio', { name: '10 км', exact: true });
  await expect(tenKm).toBeChecked();
  await expect(tenKm).toBeFocused();

  await tabTo(page, dialog.getByRole('button', { name: 'Увеличить количество' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('2');
  await tabTo(page, dialog.getByRole('button', { name: 'Перейти к оформлению' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toBeVisible();
  expect((await storedBasket(page)).map((line) => [line.format_public_id, line.count])).toEqual([['f-gk-10', 2]]);

  const email = basket.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, email, 120);
  await page.keyboard.type('keys@example.com');
  const pay = basket.getByRole('button', { name: 'Оплатить' });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/pay\//);
  await tabTo(page, page.getByRole('button', { name: 'Оплатить' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
