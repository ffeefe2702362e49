/**
 * The same purchase in English (purchase.md: languages ru and en; issue 5): the header's Eng
 * switch turns the site and every widget to English, two pre-registration tickets show the
 * tabs 'Ticket 1' and 'Ticket 2', the participant form's messages are sdk/i18n/en's, a wrong
 * promo code shows the server's message and a right one applies, and the choice (`lang`)
 * survives the payment round trip to an English thanks page.
 */
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf, bornYearsAgo, fillParticipant, kid, openTicketTab, secondKid, storedBasket } from './purchase-helpers.ts';

test('a guest buys two pre-registration tickets in English', async ({ page, problems }) => {
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
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('group', { name: 'Quantity' }).getByRole('status')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Go to checkout' }).click();

  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  await expect(basket.getByRole('heading', { name: 'Basket', level: 2 })).toBeVisible();
  const pay = basket.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  await expect(basket.getByRole('list', { name: 'Pay', exact: true })).toContainText('Enter an e-mail');

  // Two tickets: a tab each, both marked incomplete in English.
  const ticket = basket.getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await expect(ticket.getByRole('tab')).toHaveCount(2);
  await expect(ticket.getByRole('tab', { name: /^Ticket 1.*Some participant details are missing/ })).toBeVisible();
  await expect(ticket.getByRole('tab', { name: /^Ticket 2.*Some participant details are missing/ })).toBeVisible();

  // The form's messages, exactly as sdk/i18n/en/forms.ts has them: empty fields, a short phone.
  let panel = await openTicketTab(basket, 1, 'en');
  await panel.getByRole('textbox', { name: 'Last name', exact: true }).click();
  await panel.getByRole('textbox', { name: 'First name', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Phone', exact: true }).fill('912345');
  await panel.getByRole('textbox', { name: 'Last name', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(['Fill in this field', 'Fill in this field', 'Enter a valid phone number']);
  // The little ones' race: 6–9 years.
  await fillParticipant(panel, { ...kid, birthDate: bornYearsAgo(7), gender: 'Male' }, 'en');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(ticket.getByRole('tab', { name: 'Ticket 1', exact: true })).toBeVisible();

  // A wrong promo code shows the server's message beside the field; a right one applies.
  const promo = panel.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('NOSUCHCODE');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Промокод не найден');
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await promo.fill('RUBEZH10');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(promo).toBeDisabled();
  await expect(panel.getByText('Promo code applied')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Change' })).toBeVisible();

  panel = await openTicketTab(basket, 2, 'en');
  await fillParticipant(panel, { ...secondKid, birthDate: bornYearsAgo(8, '20.08'), gender: 'Female' }, 'en');
  await expect(ticket.getByRole('tab', { name: 'Ticket 2', exact: true })).toBeVisible();

  await basket.getByRole('textbox', { name: 'E-mail' }).fill('english@example.com');
  await expect(pay).toBeEnabled();
  await pay.click();
  // The provider's page is the server's own, in Russian: two tickets, one with −10 % (1 080).
  await page.waitForURL(/\/pay\//);
  const lines = page.getByRole('list', { name: 'Состав заказа' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Малыши 1 км' })).toHaveCount(2);
  await expect(lines).toContainText('1 080 Руб.');
  await answerProvider(page, 'Оплатить');

  await expect(page).toHaveURL(/\/basket\/thanks\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!', level: 1 })).toBeVisible();
  await expect(page.getByText('Your order is paid. Tickets and the receipt have been sent to your e-mail.')).toBeVisible();
  await expect.poll(async () => (await storedBasket(page)).filter((line) => line.selector === 'ticket')).toEqual([]);
  // written plain, as the spec's key holds it
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect(problems.errors).toEqual([]);
});
