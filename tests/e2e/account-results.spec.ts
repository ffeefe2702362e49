/**
 * Results (account.md §2 "Results pages", §8): past events with results by city and title, a
 * protocol with the format's columns under their labels, the format choice kept in the address,
 * the search in the table, and a formats failure that stops the loading indicator.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('the results list filters by city and by title, and opens a protocol', async ({ page, problems }) => {
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Результаты' })).toBeVisible();
  const events = page.locator('.acc-event__title');
  await expect(events.first()).toBeVisible();
  const all = await events.allTextContents();
  expect(all).toEqual(expect.arrayContaining(['Город бежит. Москва']));

  await page.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Новосибирск' });
  await expect.poll(() => events.allTextContents()).not.toContain('Город бежит. Москва');
  await page.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Все города' });
  await page.getByRole('searchbox', { name: 'Название мероприятия' }).fill('Город бежит');
  await expect.poll(() => events.allTextContents()).toEqual(['Город бежит. Москва']);

  await page.getByRole('link', { name: 'Город бежит. Москва' }).click();
  await expect.poll(() => pathOf(page)).toBe('/results/ec-gorod-moscow');
  expect(problems.errors).toEqual([]);
});

test('a protocol: format choice in the address, labelled columns, search by last name or number', async ({ page }) => {
  await page.goto('/results/ec-gorod-moscow');
  await expect(page.getByRole('heading', { level: 1, name: 'Город бежит. Москва' })).toBeVisible();
  const tenK = page.getByRole('button', { name: '10 км' });
  const half = page.getByRole('button', { name: 'Полумарафон 21,1 км' });
  await expect(tenK).toHaveAttribute('aria-pressed', 'true');

  const table = page.getByRole('table', { name: 'Результаты: 10 км' });
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.length).toBeGreaterThan(2);
  expect(headers).toEqual(expect.arrayContaining(['Фамилия', 'Стартовый номер']));
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(5);

  const lastNameColumn = headers.indexOf('Фамилия');
  const someone = ((await rows.nth(2).locator('td').nth(lastNameColumn).textContent()) ?? '').trim();
  await page.getByRole('searchbox', { name: 'Поиск по фамилии или стартовому номеру' }).fill(someone);
  await expect.poll(() => rows.count()).toBeLessThan(count);
  for (const name of await table.locator(`tbody td:nth-child(${lastNameColumn + 1})`).allTextContents()) expect(name).toContain(someone);

  await half.click();
  await expect(half).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).searchParams.get('format')).toBe('xf-gm-21');
  await expect(page.getByRole('table', { name: 'Результаты: Полумарафон 21,1 км' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Полумарафон 21,1 км' })).toHaveAttribute('aria-pressed', 'true');
});

test('formats that cannot be loaded stop the loading indicator and say so', async ({ page }) => {
  await page.route('**/api/external/formats/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.goto('/results/ec-gorod-moscow');
  await expect(page.getByRole('alert')).toContainText('Не удалось загрузить форматы');
  await expect(page.locator('.rk-spinner')).toHaveCount(0);
});

test('an unknown event city is the not-found page (issue 13 §9)', async ({ page }) => {
  await page.goto('/results/no-such-event-city');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Не удалось загрузить форматы')).toHaveCount(0);
});
