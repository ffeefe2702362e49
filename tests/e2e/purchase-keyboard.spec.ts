/**
 * The keyboard alone completes the purchase (docs/architecture.md "Widgets", issue 5): Tab, Shift+Tab,
 * Enter, Space and the arrow keys — and typing into fields — with no mouse. The first test buys
 * an ordinary format from the event page; the second walks the whole pre-registration flow from
 * the calendar: two tickets, the participant tabs switched with the arrows, both forms typed
 * (masked phone and birth date, gender by Space and arrows), insurance chosen in a native select,
 * a wrong and a right promo code, the e-mail, 'Оплатить' and the provider's 'Оплатить'.
 */
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { chooseRadio, tabTo, takeTwoAndCheckOut, typeInto } from './keyboard-helpers.ts';
import { basketOf, kid, secondKid, storedBasket, type Participant } from './purchase-helpers.ts';

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

  await takeTwoAndCheckOut(page, dialog);

  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toBeVisible();
  expect((await storedBasket(page)).map((line) => [line.format_public_id, line.count])).toEqual([['f-gk-10', 2]]);

  const email = basket.getByRole('textbox', { name: 'E-mail' });
  await tabTo(page, email, { limit: 120 });
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

/** Types a participant's form in `panel` field by field; the masks take bare digits. */
async function typeParticipant(page: Page, panel: Locator, person: Participant): Promise<void> {
  await typeInto(page, panel.getByRole('textbox', { name: 'Имя', exact: true }), person.firstName);
  const phone = panel.getByRole('textbox', { name: 'Телефон', exact: true });
  await typeInto(page, phone, person.phone);
  await expect(phone).toHaveValue(`+7 (${person.phone.slice(0, 3)}) ${person.phone.slice(3, 6)}-${person.phone.slice(6, 8)}-${person.phone.slice(8)}`);
  const birthDate = panel.getByRole('textbox', { name: 'Дата рождения', exact: true });
  await typeInto(page, birthDate, person.birthDate.replaceAll('.', ''));
  await expect(birthDate).toHaveValue(person.birthDate);
  await chooseRadio(page, panel.getByRole('radiogroup', { name: 'Пол' }), panel.getByRole('radio', { name: person.gender, exact: true }));
}

test('from the calendar to the thanks page with the keyboard only: two pre-registration tickets, insurance and a promo code', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Календарь мероприятий', level: 1 })).toBeVisible();
  const card = page.locator('racekit-calendar').getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await tabTo(page, card.getByRole('link', { name: 'Принять участие' }), { limit: 200 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/event\/ev-kids-moscow$/);
  await expect(page.getByRole('heading', { name: 'Рубеж. Дети — Москва', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Принять участие' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Рубеж. Дети — Москва' });
  await expect(dialog).toBeVisible();
  await chooseRadio(page, dialog.getByRole('group', { name: 'Выберите формат' }), dialog.getByRole('radio', { name: 'Юниоры 3 км (10–14 лет)' }));
  await takeTwoAndCheckOut(page, dialog);

  // The basket: a tab per participant, both marked incomplete; Tab enters the list at 'Билет 1'.
  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  const ticket = basket.getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await expect(ticket.getByRole('tab')).toHaveCount(2);
  await expect(ticket.getByRole('tab', { name: /Билет 2.*Не все данные участника заполнены/ })).toBeVisible();
  const firstTab = ticket.getByRole('tab', { name: /^Билет 1/ });
  await tabTo(page, firstTab, { limit: 120 });
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  const panel = ticket.getByRole('tabpanel');
  await expect(panel).toHaveAccessibleName(/^Билет 1/);

  // Insurance in the native select: the arrow key moves to the first product.
  const insurance = panel.getByRole('combobox', { name: 'Страховка' });
  await tabTo(page, insurance);
  await page.keyboard.press('ArrowDown');
  await expect(insurance.locator('option:checked')).toHaveText('Страховка участника — 200 ₽');

  // Leaving an empty field shows its message; then the first participant is typed in.
  const lastName = panel.getByRole('textbox', { name: 'Фамилия', exact: true });
  await tabTo(page, lastName);
  await page.keyboard.press('Tab');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('alert')).toHaveText(['Заполните поле']);
  await tabTo(page, lastName, { back: true });
  await page.keyboard.type(kid.lastName);
  await typeParticipant(page, panel, kid);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(ticket.getByRole('tab', { name: 'Билет 1', exact: true })).toBeVisible();

  // ArrowRight in the tab list selects and focuses 'Билет 2'.
  await tabTo(page, firstTab, { back: true });
  await page.keyboard.press('ArrowRight');
  const secondTab = ticket.getByRole('tab', { name: /^Билет 2/ });
  await expect(secondTab).toBeFocused();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveAccessibleName(/^Билет 2/);
  await typeInto(page, panel.getByRole('textbox', { name: 'Фамилия', exact: true }), secondKid.lastName);
  await typeParticipant(page, panel, secondKid);
  await expect(ticket.getByRole('tab', { name: 'Билет 2', exact: true })).toBeVisible();

  // A wrong promo code shows the server's message; Ctrl+A and a right one, Enter applies it.
  const promo = panel.getByRole('textbox', { name: 'Промокод' });
  await typeInto(page, promo, 'NOSUCHCODE');
  await tabTo(page, panel.getByRole('button', { name: 'Применить' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('Промокод не найден');
  await tabTo(page, promo, { back: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('RUBEZH10');
  await page.keyboard.press('Enter');
  await expect(promo).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Изменить' })).toBeVisible();

  // The first tab kept its participant and insurance (Home goes back to it).
  await tabTo(page, secondTab, { back: true });
  await page.keyboard.press('Home');
  await expect(firstTab).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveValue(kid.lastName);
  await expect(insurance.locator('option:checked')).toHaveText('Страховка участника — 200 ₽');

  const email = basket.getByRole('textbox', { name: 'E-mail' });
  await typeInto(page, email, 'keyboard-kids@example.com');
  const pay = basket.getByRole('button', { name: 'Оплатить' });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // The provider: two tickets, one at 1 350 (−10 %), and the insurance; 'Оплатить' by Enter.
  await page.waitForURL(/\/pay\//);
  const lines = page.getByRole('list', { name: 'Состав заказа' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Юниоры 3 км' })).toHaveCount(2);
  await expect(lines).toContainText('1 350 Руб.');
  await expect(lines).toContainText('Страховка участника');
  await tabTo(page, page.getByRole('button', { name: 'Оплатить' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/basket\/thanks\?order=/);
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  await expect.poll(async () => (await storedBasket(page)).filter((line) => line.selector === 'ticket')).toEqual([]);
  expect(problems.errors).toEqual([]);
});
