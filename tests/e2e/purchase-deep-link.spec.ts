/**
 * The landing deep link /basket-fill-outside/{format}?count=&city=&promocode=&insurance= (docs/architecture.md
 * "Who uses it"): it fills the basket, merging with what is there, checks the promo code and
 * stores it on the line, and opens /basket; an unknown format leaves the basket untouched.
 */
import { expect, test } from './fixtures.ts';
import { basketOf, fillThroughLink, openTicketTab, storedBasket } from './purchase-helpers.ts';

test('count=2 and a promo code fill the basket with two participants and the code applied', async ({ page, problems }) => {
  await fillThroughLink(page, 'f-kd-junior', 'count=2&promocode=RUBEZH10');
  const basket = basketOf(page);
  const ticket = basket.getByRole('article', { name: 'Рубеж. Дети — Москва' });
  await expect(ticket.getByRole('tab')).toHaveCount(2);
  const panel = await openTicketTab(basket, 1);
  await expect(panel.getByRole('textbox', { name: 'Промокод' })).toHaveValue('RUBEZH10');
  await expect(panel.getByRole('textbox', { name: 'Промокод' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Изменить' })).toBeVisible();

  const lines = await storedBasket(page);
  expect(lines.map((line) => [line.selector, line.format_public_id, line.count])).toEqual([
    ['ticket', 'f-kd-junior', 1],
    ['ticket', 'f-kd-junior', 1],
  ]);
  expect(lines[0]?.promocode).toMatchObject({ code: 'RUBEZH10', status: 'applied' });
  expect(lines[0]?.groupId).toBeTruthy();
  expect(lines[1]?.groupId).toBe(lines[0]?.groupId);
  expect(problems.errors).toEqual([]);
});

test('a second link merges with what is in the basket', async ({ page }) => {
  await fillThroughLink(page, 'f-gk-5', 'count=2');
  await fillThroughLink(page, 'f-gk-5', 'count=3');
  await fillThroughLink(page, 'f-kd-small', 'count=1');
  await fillThroughLink(page, 'f-kd-small', 'count=2');
  const lines = await storedBasket(page);
  expect(lines.filter((line) => line.format_public_id === 'f-gk-5').map((line) => line.count)).toEqual([5]);
  expect(lines.filter((line) => line.format_public_id === 'f-kd-small')).toHaveLength(3);
  const basket = basketOf(page);
  await expect(basket.getByRole('article', { name: 'Город бежит. Казань' }).getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('5');
  await expect(basket.getByRole('article', { name: 'Рубеж. Дети — Москва' }).getByRole('tab')).toHaveCount(3);
});

test('a wrong code from the link shows the server message beside the field; insurance=1 takes the offered insurance', async ({ page }) => {
  await fillThroughLink(page, 'f-gk-10', 'promocode=NOSUCHCODE&insurance=1');
  const line = (await storedBasket(page))[0];
  expect(line?.promocode).toMatchObject({ code: 'NOSUCHCODE', status: 'error', message: 'Промокод не найден' });
  expect(line?.insurance?.public_id).toBeTruthy();
  const card = basketOf(page).getByRole('article', { name: 'Город бежит. Казань' });
  await expect(card.getByRole('alert')).toHaveText('Промокод не найден');
  await expect(card.getByRole('combobox', { name: 'Страховка' })).not.toHaveValue('');
});

test('an unknown format shows a clear page with the way to the calendar and leaves the basket untouched', async ({ page, problems }) => {
  await fillThroughLink(page, 'f-gk-5', 'count=1');
  const before = await storedBasket(page);
  await page.goto('/basket-fill-outside/no-such-format?count=2&promocode=RUBEZH10');
  await expect(page.getByRole('heading', { name: 'Такого билета нет', level: 1 })).toBeVisible();
  await expect(page.getByText('Корзина не изменилась')).toBeVisible();
  await expect(page).toHaveURL(/\/basket-fill-outside\/no-such-format/);
  expect(await storedBasket(page)).toEqual(before);
  await page.getByRole('link', { name: 'Перейти в календарь' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  expect(problems.errors).toEqual([]);
});

test('/calendar/{event}/{promocode} hands the code to the buy button, and the basket line carries it applied', async ({ page, problems }) => {
  await page.goto('/calendar/ev-kids-moscow/RUBEZH10');
  await expect(page.getByRole('heading', { name: 'Рубеж. Дети — Москва', level: 1 })).toBeVisible();
  await expect(page.getByText('Промокод RUBEZH10 будет применен в корзине')).toBeVisible();
  await page.getByRole('button', { name: 'Принять участие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Рубеж. Дети — Москва' });
  await dialog.getByRole('radio', { name: 'Малыши 1 км (6–9 лет)' }).check();
  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(basketOf(page).getByRole('textbox', { name: 'Промокод' })).toHaveValue('RUBEZH10');
  const [line] = await storedBasket(page);
  expect(line).toMatchObject({ format_public_id: 'f-kd-small', promocode: { code: 'RUBEZH10', status: 'applied' } });
  expect(problems.errors).toEqual([]);
});
