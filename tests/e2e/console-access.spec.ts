/**
 * Who may enter the console (issue 25 §1) and how it is used by keyboard (§9): a signed-out
 * visitor is asked to sign in, a buyer is told there is no access (and stays signed in), staff
 * see only orders and participants; the server-paged table and a form work by keyboard alone.
 */
import { registerByEmail } from './account-helpers.ts';
import { DEMO_ORGANISER, DEMO_STAFF, consoleMenu, signInAs } from './console-helpers.ts';
import { signInBrowser } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard-helpers.ts';

test('a signed-out visitor is asked to sign in; the console never loads on the public site', async ({ page }) => {
  const consoleChunks: string[] = [];
  page.on('request', (request) => {
    if (/console-app/.test(request.url())) consoleChunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('racekit-calendar article').first()).toBeVisible();
  expect(consoleChunks).toEqual([]);
  await page.goto('/console/orders');
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы открыть консоль', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login?next=%2Fconsole%2Forders');
  expect(consoleChunks.length).toBeGreaterThan(0);
});

test('a buyer is told there is no access and stays signed in', async ({ page, baseURL }) => {
  const buyer = await registerByEmail(baseURL ?? '');
  await signInBrowser(page, buyer);
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Нет доступа к консоли', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(JSON.stringify(buyer.token));
});

test('staff see orders, participants and check-in only; an organiser section says why it is closed', async ({ page, baseURL }) => {
  await signInAs(page, baseURL ?? '', DEMO_STAFF);
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(consoleMenu(page).getByRole('link')).toHaveText(['Заказы', 'Участники', 'Регистрация']);
  await page.goto('/console/events');
  await expect(page.getByRole('heading', { name: 'Этот раздел открыт только организатору', level: 1 })).toBeVisible();
});

test('the table sorts, searches and pages by keyboard; a form is filled and sent by keyboard', async ({ page, baseURL }) => {
  await signInAs(page, baseURL ?? '', DEMO_ORGANISER);
  await page.goto('/console/events?size=20');
  await expect(page.getByRole('heading', { name: 'События', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'События' });
  await expect(table).toBeVisible();

  // Sorting: the header's button, by Enter; aria-sort follows.
  const sort = table.getByRole('button', { name: /Название/ });
  await tabTo(page, sort);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(table.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(sort).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /Название/ })).toHaveAttribute('aria-sort', 'descending');

  // Searching: type, Enter.
  const search = page.getByLabel('Название или идентификатор');
  await tabTo(page, search, { back: true });
  await page.keyboard.type('ev-rubezh-leto');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Найдено: 1' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The page size and the pager.
  await page.getByRole('button', { name: 'Сбросить' }).press('Enter');
  const size = page.getByLabel('Строк на странице');
  await size.focus();
  await size.selectOption('20');
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toContainText('Страница 1 из 1');

  // A form by keyboard: a new event, its type chosen with the arrow keys, sent with Enter.
  await page.goto('/console/events/new');
  const type = page.getByLabel('Тип события');
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(type).not.toHaveValue('');
  // an empty title is refused before anything is sent, with the field's message
  await tabTo(page, page.getByRole('button', { name: 'Создать' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Название (рус.)')).toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, page.getByLabel('Название (рус.)'), { back: true });
  await page.keyboard.type(`Клавиатурный забег ${Date.now().toString(36)}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Клавиатурный забег/, level: 1 })).toBeVisible();
});
