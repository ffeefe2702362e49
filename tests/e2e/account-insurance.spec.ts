/**
 * Insurance in the personal area (account.md §2 "Insurance screen", "Insurance purchase popup"):
 * the empty lists, buying insurance from the promo card into the basket, and a paid insurance's
 * card with its number, type, start date, validity in days, insured person, phone and terms.
 */
import type { Page } from '@playwright/test';
import { api, buyAndPay, registerByEmail, signInBrowser } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** An ISO date `days` from today. */
function isoDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('no insurance yet: the active list reads "Нет данных", the previous one opens on demand', async ({ page, baseURL }) => {
  const session = await registerByEmail(baseURL ?? '');
  await signInBrowser(page, session);
  await page.goto('/me/insurances');
  await expect(page.getByRole('heading', { level: 2, name: 'Страховки' })).toBeVisible();
  await expect(page.getByText('Нет данных')).toBeVisible();
  const past = page.getByRole('button', { name: 'Предыдущие страховки' });
  await expect(past).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Предыдущие страховки не найдены!')).toBeHidden();
  await past.click();
  await expect(past).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Предыдущие страховки не найдены!')).toBeVisible();
});

test('buy insurance from the promo card of the personal area: it lands in the basket', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await registerByEmail(origin);
  await signInBrowser(page, session);
  await page.goto('/me/insurances');
  const widget = page.locator('racekit-insurance');
  await widget.getByRole('button', { name: 'Купить страховку' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Выбор события страхования' });
  await dialog.getByRole('combobox', { name: 'Вид мероприятия' }).selectOption('et-gorod');
  await dialog.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Казань' });
  const format = dialog.getByRole('combobox', { name: 'Формат' });
  await expect(format.locator('option')).not.toHaveCount(1);
  await format.selectOption({ index: 1 });
  await expect(dialog.getByText('200 ₽')).toBeVisible();
  const buy = dialog.getByRole('button', { name: 'Купить' });
  await expect(buy).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Я ознакомился с правилами страхования и согласен с ними' }).check();
  await buy.click();
  await expect.poll(() => pathOf(page)).toBe('/basket');
  await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('1');
  await expect
    .poll(async () => (await api<{ values: { selector: string }[] }>(origin, 'GET', '/api/user/basket', { token: session.token })).values.map((item) => item.selector))
    .toEqual(['insurance']);
});

test('a paid insurance shows as a card with its facts', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await registerByEmail(origin);
  const start = isoDay(10);
  await buyAndPay(origin, session, {
    insurances: [
      { public_id: 'ins-extended', count: 1, first_name: 'Олег', last_name: 'Соколов', second_name: 'Игоревич', birth_date: '1988-09-03', gender: 'male', phone: '79261234567', start_date: start },
    ],
  });
  await signInBrowser(page, session);
  await page.goto('/me/insurances');
  const card = page.getByRole('article', { name: /^Полис № / });
  await expect(card).toBeVisible();
  await expect(card.getByText('Расширенная страховка').first()).toBeVisible();
  const day = new Date(`${start}T12:00:00Z`);
  const months = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
  await expect(card.getByText(`${day.getUTCDate()} ${months[day.getUTCMonth()] ?? ''} ${day.getUTCFullYear()}`)).toBeVisible();
  await expect(card.getByText('3 дня')).toBeVisible();
  await expect(card.getByText('Соколов Олег Игоревич')).toBeVisible();
  await expect(card.getByText('+79261234567')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Условия страхования' })).toHaveAttribute('href', '/api/files/document/insurance');
});
