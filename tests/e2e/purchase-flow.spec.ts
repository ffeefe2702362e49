/**
 * The purchase of purchase.md §2, §4, §5 on the real server: a guest goes from the calendar to
 * an event and takes two pre-registration tickets, fills both participants (the form's errors
 * first), adds insurance and a shop item with delivery, tries a wrong promo code and a right
 * one, pays on the local provider page, and lands on the thanks page with the paid tickets out
 * of the basket. 'Отклонить' on the provider page brings the payment error popup.
 */
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf, bornYearsAgo, fillParticipant, fillThroughLink, kid, openTicketTab, secondKid, storedBasket } from './purchase-helpers.ts';

test('a guest buys two pre-registration tickets with insurance, a delivered shop item and a promo code', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Календарь мероприятий', level: 1 })).toBeVisible();
  const card = page.locator('racekit-calendar').getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await card.getByRole('link', { name: 'Принять участие' }).click();

  // The event's page, and its buy button.
  await expect(page).toHaveURL(/\/event\/ev-kids-moscow$/);
  await expect(page.getByRole('heading', { name: 'Рубеж. Дети — Москва', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Юниоры 3 км (10–14 лет)' })).toBeVisible();
  await page.getByRole('button', { name: 'Принять участие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Рубеж. Дети — Москва' });
  await dialog.getByRole('radio', { name: 'Юниоры 3 км (10–14 лет)' }).check();
  await dialog.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(dialog.getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();

  // The basket: one ticket card with a tab per participant, both marked incomplete.
  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  const ticket = basket.getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await expect(ticket.getByText('Формат:')).toContainText('Юниоры 3 км (10–14 лет)');
  await expect(ticket.getByRole('tab')).toHaveCount(2);
  await expect(ticket.getByRole('tab', { name: /Билет 1.*Не все данные участника заполнены/ })).toBeVisible();
  await expect(ticket.getByRole('tab', { name: /Билет 2.*Не все данные участника заполнены/ })).toBeVisible();
  await expect(basket.getByRole('button', { name: 'Оплатить' })).toHaveAttribute('aria-disabled', 'true');

  // The errors show before they are fixed: an empty field, a wrong phone, an age outside 10–14.
  let panel = await openTicketTab(basket, 1);
  await panel.getByRole('textbox', { name: 'Фамилия', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Имя', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Телефон', exact: true }).fill('912345');
  await panel.getByRole('textbox', { name: 'Дата рождения', exact: true }).fill(bornYearsAgo(20, '01.01'));
  await panel.getByRole('textbox', { name: 'Фамилия', exact: true }).click();
  await expect(panel.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('alert').filter({ hasText: 'Заполните поле' }).first()).toBeVisible();
  await expect(panel.getByRole('alert').filter({ hasText: 'Введите корректный номер телефона' })).toBeVisible();
  await expect(panel.getByRole('alert').filter({ hasText: 'Участие младше 14' })).toBeVisible();
  await panel.getByRole('textbox', { name: 'Дата рождения', exact: true }).fill(bornYearsAgo(8));
  await expect(panel.getByRole('alert').filter({ hasText: 'Участие старше 10' })).toBeVisible();

  await fillParticipant(panel, kid);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(ticket.getByRole('tab', { name: 'Билет 1', exact: true })).toBeVisible();
  // Insurance for the first participant, and a water bottle (delivered) offered with the ticket.
  await panel.getByRole('combobox', { name: 'Страховка' }).selectOption({ label: 'Страховка участника — 200 ₽' });
  await panel.getByRole('checkbox', { name: 'Добавить: Бутылка для воды 750 мл' }).press('Space');

  panel = await openTicketTab(basket, 2);
  await fillParticipant(panel, secondKid);
  await expect(ticket.getByRole('tab', { name: 'Билет 2', exact: true })).toBeVisible();

  // The shop item needs a delivery method and an address.
  const bottle = basket.getByRole('article', { name: 'Бутылка для воды 750 мл' });
  await expect(bottle).toBeVisible();
  await bottle.getByRole('combobox', { name: 'Способ доставки' }).selectOption({ label: 'Курьером до двери' });
  const delivery = basket.getByRole('group', { name: 'Доставка' });
  await delivery.getByRole('combobox', { name: 'Регион доставки' }).selectOption({ label: 'Москва и Московская область' });
  await delivery.getByRole('combobox', { name: 'Город доставки' }).selectOption({ label: 'Москва' });
  await delivery.getByRole('textbox', { name: 'Имя получателя' }).fill('Иван');
  await delivery.getByRole('textbox', { name: 'Фамилия получателя' }).fill('Иванов');
  await delivery.getByRole('textbox', { name: 'Адрес доставки' }).fill('ул. Тверская, д. 1, кв. 5');
  await delivery.getByRole('textbox', { name: 'Телефон' }).fill('9161234567');

  // A wrong promo code shows the server's message beside the field; a right one applies.
  panel = await openTicketTab(basket, 1);
  const promo = panel.getByRole('textbox', { name: 'Промокод' });
  await promo.fill('NOSUCHCODE');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Промокод не найден');
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await promo.fill('RUBEZH10');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(promo).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Изменить' })).toBeVisible();

  const summary = basket.getByRole('region', { name: 'Ваш заказ' });
  await expect(summary.getByText('Страховка участника')).toBeVisible();
  await expect(summary.getByText('Бутылка для воды 750 мл')).toBeVisible();
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('buyer@example.com');
  const pay = basket.getByRole('button', { name: 'Оплатить' });
  await expect(pay).not.toHaveAttribute('aria-disabled');
  await pay.click();

  // The local provider: the order's lines with the discount, then 'Оплатить'.
  await page.waitForURL(/\/pay\//);
  const lines = page.getByRole('list', { name: 'Состав заказа' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Юниоры 3 км' })).toHaveCount(2);
  await expect(lines).toContainText('1 350 Руб.');
  await expect(lines).toContainText('Страховка участника');
  await expect(lines).toContainText('Бутылка для воды 750 мл');
  await expect(lines).toContainText('Доставка');
  await answerProvider(page, 'Оплатить');

  // Thanks: the order is checked, the paid tickets leave the basket, then my events open.
  await expect(page).toHaveURL(/\/basket\/thanks\?order=/);
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  await expect(page.getByText('Письмо с подтверждением отправлено на buyer@example.com')).toBeVisible();
  await expect.poll(async () => (await storedBasket(page)).filter((line) => line.selector === 'ticket')).toEqual([]);
  await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Перейти сейчас' })).toHaveAttribute('href', '/me');
  await expect(page).toHaveURL(/\/me$/, { timeout: 10_000 });
  expect(problems.errors).toEqual([]);
});

test("'Отклонить' on the provider page brings the payment error popup and keeps the basket", async ({ page, problems }) => {
  test.setTimeout(90_000);
  await fillThroughLink(page, 'f-gk-5', 'count=1');
  const basket = basketOf(page);
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toBeVisible();
  await basket.getByRole('textbox', { name: 'E-mail' }).fill('decline@example.com');
  await basket.getByRole('button', { name: 'Оплатить' }).click();
  await answerProvider(page, 'Отклонить');

  await expect(page).toHaveURL(/\/basket\?payment=failed$/);
  const popup = page.getByRole('dialog', { name: 'Оплата не прошла' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Не удалось провести платеж');
  await expect(popup.getByRole('button', { name: 'Вернуться в корзину' })).toBeFocused();
  await popup.getByRole('button', { name: 'Вернуться в корзину' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/basket$/);
  // Nothing was bought: the ticket is still in the basket.
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' })).toBeVisible();
  expect((await storedBasket(page)).map((line) => line.public_id)).toEqual(['f-gk-5']);
  expect(problems.errors).toEqual([]);
});
