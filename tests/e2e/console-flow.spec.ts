/**
 * The console's "Done when" flow (issue 25), as far as it runs on the e2e server (NODE_ENV=test,
 * the demo catalogue's event types and locations in place): the demo organiser signs in on the
 * site's /login and continues to /console; creates an event with two cities and a format each and
 * publishes it; a buyer (signed in through the API) buys a ticket of it and pays on the local
 * provider's page; the organiser exports the city's start list as XLSX (a real zip whose sheet
 * holds the participant's fields), finds the order by the buyer's e-mail, refunds it, and the
 * buyer's refund mail is in the dev outbox.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { api, buyAndPay, lastMessage, registerByEmail } from './account-helpers.ts';
import { DEMO_ORGANISER } from './console-helpers.ts';
// It publishes an event, which then shows in every calendar: a server of its own.
import { expect, isolatedTest as test } from './fixtures.ts';

const unique = Date.now().toString(36);

test('the organiser creates and publishes an event, a buyer buys it, the organiser exports the start list and refunds the order', async ({ page, baseURL, problems }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';

  // Signing in on the site leads on to the console.
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы открыть консоль', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fconsole/);
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(DEMO_ORGANISER.email);
  await login.getByLabel('Пароль').fill(DEMO_ORGANISER.password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/console\/events$/);
  await expect(page.getByRole('heading', { name: 'События', level: 1 })).toBeVisible();

  // A new event: a draft.
  await page.getByRole('link', { name: 'Создать событие' }).click();
  await page.getByLabel('Тип события').selectOption({ index: 1 });
  const title = `Забег консоли ${unique}`;
  await page.getByLabel('Название (рус.)').fill(title);
  await page.getByLabel('Название (англ.)').fill(`Console race ${unique}`);
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Черновик')).toBeVisible();
  const eventUrl = page.url();

  // Two cities, a format each.
  const cityIds: string[] = [];
  const formatIds: string[] = [];
  for (const [index, place] of ['Стадион «Север»', 'Парк «Юг»'].entries()) {
    if (index > 0) await page.goto(eventUrl);
    await page.getByLabel('Регион').selectOption({ index: index + 1 });
    const city = page.getByRole('combobox', { name: /^Город/ });
    await expect(city).toBeEnabled();
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
    await page.getByLabel('Адрес (рус.)').fill(place);
    await page.getByLabel('Старт (местное время города)').fill(`${new Date().getFullYear() + 1}-06-0${index + 1}T09:00`);
    await page.getByRole('button', { name: 'Добавить город' }).click();
    await expect(page).toHaveURL(/\/console\/event-cities\//);
    cityIds.push(decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? ''));
    await page.getByLabel('Название (рус.)').fill(`10 км ${index + 1}`);
    await page.getByRole('textbox', { name: 'Цена, ₽', exact: true }).fill('1500');
    await page.getByRole('textbox', { name: /^Мест/ }).fill('100');
    await page.getByRole('button', { name: 'Добавить формат' }).click();
    const link = page.getByRole('link', { name: `10 км ${index + 1}` });
    await expect(link).toBeVisible();
    formatIds.push(decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? ''));
  }

  // Published: asked first.
  await page.goto(eventUrl);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await page.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Событие опубликовано' })).toBeVisible();
  await expect(page.getByText('Опубликовано', { exact: true })).toBeVisible();
  const eventId = decodeURIComponent(new URL(eventUrl).pathname.split('/').pop() ?? '');
  const published = await api<{ title: string }>(origin, 'GET', `/api/event/id/${encodeURIComponent(eventId)}`);
  expect(published.title).toBe(title);

  // A buyer buys a ticket of the first city and pays.
  const buyer = await registerByEmail(origin);
  const email = buyer.user.email ?? '';
  await buyAndPay(origin, buyer, { tickets: [{ event_public_id: eventId, public_id: formatIds[0], count: 1, event_city: { public_id: cityIds[0] } }] });

  // The start list of the city, as XLSX: a zip whose sheet has the participant form's columns.
  await page.goto(`/console/participants?event_city=${encodeURIComponent(cityIds[0] ?? '')}`);
  await expect(page.getByRole('cell', { name: '10 км 1' }).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать XLSX' }).click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  const sheets = execFileSync('unzip', ['-p', file], { encoding: 'utf8' });
  for (const column of ['Билет', 'Фамилия', 'Имя', 'Дата рождения', 'Телефон']) expect(sheets).toContain(column);

  // The order, found by the buyer's e-mail, refunded as a whole.
  await page.goto('/console/orders');
  await page.getByLabel('Номер, e-mail, телефон или имя участника').fill(email);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено: 1' })).toBeVisible();
  await page.getByRole('link', { name: /^№ \d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Заказ № \d+$/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Вернуть весь заказ' }).click();
  await page.getByRole('dialog', { name: 'Подтвердите действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Возврат оформлен: 1\s?500/ })).toBeVisible();
  const mail = await lastMessage(origin, email);
  expect(mail.subject).toMatch(/^Возврат (по заказу|за билет) №/);
  expect(problems.errors).toEqual([]);
});
