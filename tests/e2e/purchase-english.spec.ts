/**
 * The same purchase in English (purchase.md: languages ru and en): the header's Eng switch turns
 * the site and every widget to English, and the choice (`lang`) survives the payment round trip.
 */
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf, bornYearsAgo, fillParticipant, kid, storedBasket } from './purchase-helpers.ts';

test('a guest buys a pre-registration ticket in English', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Eng' }).click();
  await expect(page.getByRole('heading', { name: 'Event calendar', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('racekit-calendar').getByRole('article', { name: 'Рубеж. Дети — Москва' }).getByRole('link', { name: 'Take part' }).click();

  await expect(page.getByRole('heading', { name: 'Formats and prices' })).toBeVisible();
  await page.getByRole('button', { name: 'Take part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Рубеж. Дети — Москва' });
  await dialog.getByRole('radio', { name: 'Малыши 1 км (6–9 лет)' }).check();
  await dialog.getByRole('button', { name: 'Go to checkout' }).click();

  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  await expect(basket.getByRole('heading', { name: 'Basket', level: 2 })).toBeVisible();
  const pay = basket.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeDisabled();
  await expect(basket.getByRole('list', { name: 'Pay', exact: true })).toContainText('Enter an e-mail');

  // One ticket: no tabs, the participant's form is on the card.
  await expect(basket.getByRole('tab')).toHaveCount(0);
  const form = basket.getByRole('group', { name: 'Participant details' });
  await form.getByRole('textbox', { name: 'Last name', exact: true }).click();
  await form.getByRole('textbox', { name: 'First name', exact: true }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByRole('alert').first()).not.toHaveText(/[А-Яа-я]/);
  // The little ones' race: 6–9 years.
  await fillParticipant(form, { ...kid, birthDate: bornYearsAgo(7), gender: 'Male' }, 'en');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('english@example.com');
  await expect(pay).toBeEnabled();
  await pay.click();
  await answerProvider(page, 'Оплатить');

  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!', level: 1 })).toBeVisible();
  await expect.poll(async () => (await storedBasket(page)).filter((line) => line.selector === 'ticket')).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('"en"');
  expect(problems.errors).toEqual([]);
});
