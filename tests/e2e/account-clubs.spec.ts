/**
 * Clubs (account.md §2 "My clubs", "Clubs list", §4 "Clubs", §8): joining a club on its page and
 * uploading a result into it, 'Мои клубы' with its search, sort rules (date first; names in
 * Cyrillic before Latin) and cut descriptions, the empty state, and the club support popup.
 */
import type { Page } from '@playwright/test';
import { api, registerByEmail, signInBrowser, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The seeded clubs (server/seed/demo-clubs.ts), oldest first. */
const clubs = [
  { id: 'club-losi', name: 'zheleznye-losi', title: 'Железные лоси' },
  { id: 'club-naberezhnaya', name: 'naberezhnaya', title: 'Беговой клуб «Набережная»' },
  { id: 'club-vysota', name: 'vysota', title: 'Трейл-клуб «Высота»' },
  { id: 'club-kazan-runners', name: 'kazan-runners', title: 'Kazan Runners' },
] as const;

/** The titles of the club cards, in the order shown. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.acc-club__title').allTextContents();
}

async function member(baseURL: string, ids: readonly string[]): Promise<Session> {
  const session = await registerByEmail(baseURL);
  for (const id of ids) await api(baseURL, 'PUT', `/api/user/club/new/${id}`, { token: session.token });
  return session;
}

test('join a club on its page, then upload a result into it', async ({ page, baseURL, problems }) => {
  const origin = baseURL ?? '';
  const session = await member(origin, []);
  await signInBrowser(page, session);
  await page.goto('/clubs');
  await expect(page.getByRole('heading', { level: 1, name: 'Клубы' })).toBeVisible();
  await page.getByRole('article', { name: 'Железные лоси' }).getByRole('link', { name: 'Перейти в клуб' }).click();
  await expect.poll(() => pathOf(page)).toBe('/clubs/zheleznye-losi');
  await expect(page.getByRole('heading', { level: 1, name: 'Железные лоси' })).toBeVisible();

  await page.getByRole('button', { name: 'Вступить в клуб' }).click();
  await expect(page.getByText('Вы вступили в клуб')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выйти из клуба' })).toBeVisible();
  const mine = await api<{ values: { public_id: string }[] }>(origin, 'GET', '/api/user/clubs', { token: session.token });
  expect(mine.values.map((club) => club.public_id)).toEqual(['club-losi']);

  await page.getByRole('link', { name: 'Загрузить результат' }).click();
  await expect.poll(() => pathOf(page)).toBe('/clubs/zheleznye-losi/upload-result');
  const upload = page.locator('racekit-club-results');
  await upload.getByRole('combobox', { name: 'Вид соревнования' }).selectOption({ label: 'Бег 10 км' });
  await upload.getByRole('textbox', { name: 'Название соревнования' }).fill('Утренний забег в Измайлово');
  await upload.getByRole('textbox', { name: 'Дата' }).fill('10.05.2026');
  await upload.getByRole('textbox', { name: 'Время результата' }).fill('00:48:12');
  await upload.getByRole('textbox', { name: 'Дистанция, км' }).fill('10');
  await upload.getByLabel('Файл с результатом').setInputFiles({ name: 'finish.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') });
  await upload.getByRole('button', { name: 'Загрузить результат' }).click();
  await expect(upload.getByText('Ваши результаты успешно загружены')).toBeVisible();

  await page.getByRole('link', { name: /К странице клуба/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/clubs/zheleznye-losi');
  const results = page.getByRole('region', { name: 'Соревнования клуба' });
  await expect(results.getByRole('heading', { name: 'Утренний забег в Измайлово' })).toBeVisible();
  await expect(results.getByText('00:48:12')).toBeVisible();

  await page.getByRole('button', { name: 'Выйти из клуба' }).click();
  await expect(page.getByText('Вы вышли из клуба')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вступить в клуб' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a visitor is offered to sign in to join', async ({ page }) => {
  await page.goto('/clubs/vysota');
  await page.getByRole('link', { name: 'Войдите, чтобы вступить в клуб' }).click();
  await expect.poll(() => pathOf(page)).toBe('/login');
});

test('my clubs: date first, then names with Cyrillic before Latin, both ways; the search reads any text', async ({ page, baseURL }) => {
  const session = await member(baseURL ?? '', clubs.map((club) => club.id));
  await signInBrowser(page, session);
  await page.goto('/me/club');
  await expect(page.getByRole('heading', { level: 2, name: 'Мои клубы' })).toBeVisible();
  await expect(page.getByText('Клубы, в которых вы состоите')).toBeVisible();
  await expect(page.locator('.acc-club__title')).toHaveCount(4);

  const byDate = clubs.map((club) => club.title);
  const byName = ['Беговой клуб «Набережная»', 'Железные лоси', 'Трейл-клуб «Высота»', 'Kazan Runners'];
  const sortDate = page.getByRole('button', { name: /^По дате/ });
  const sortName = page.getByRole('button', { name: /^По названию/ });
  const table: readonly [string, () => Promise<void>, string[]][] = [
    ['initially by creation date', async () => undefined, byDate],
    ['by name, ascending', () => sortName.click(), byName],
    ['by name, descending', () => sortName.click(), [...byName].reverse()],
    ['by date, ascending', () => sortDate.click(), byDate],
    ['by date, descending', () => sortDate.click(), [...byDate].reverse()],
  ];
  for (const [what, press, order] of table) {
    await press();
    await expect.poll(() => cardTitles(page), { message: what }).toEqual(order);
  }

  const search = page.getByRole('searchbox', { name: 'Поиск клуба' });
  await expect(search).toHaveAttribute('placeholder', 'Введите название клуба');
  await search.fill('измайловском');
  await expect.poll(() => cardTitles(page)).toEqual(['Железные лоси']);
  await search.fill('kazan-runners');
  await expect.poll(() => cardTitles(page)).toEqual(['Kazan Runners']);
  await search.fill('нет такого клуба');
  await expect(page.getByText('Клубы не найдены')).toBeVisible();

  await search.fill('');
  const card = page.getByRole('article', { name: 'Железные лоси' });
  await card.getByRole('link', { name: 'Перейти в клуб' }).click();
  await expect.poll(() => pathOf(page)).toBe('/clubs/zheleznye-losi');
});

for (const [width, limit] of [
  [1280, 130],
  [375, 70],
] as const) {
  test(`a club card cuts its description to ${limit} characters plus '...' at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const session = await member(baseURL ?? '', ['club-losi']);
    await signInBrowser(page, session);
    await page.goto('/me/club');
    const text = (await page.getByRole('article', { name: 'Железные лоси' }).locator('.acc-club__text').textContent()) ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect([...text.slice(0, -3)].length).toBeLessThanOrEqual(limit);
    expect([...text.slice(0, -3)].length).toBeGreaterThan(limit - 5);
  });
}

test('no clubs: the empty state leads to the clubs list', async ({ page, baseURL }) => {
  const session = await member(baseURL ?? '', []);
  await signInBrowser(page, session);
  await page.goto('/me/club');
  await expect(page.getByRole('heading', { name: 'Вы не состоите ни в одном клубе' })).toBeVisible();
  await page.getByRole('link', { name: 'Выбрать клуб' }).click();
  await expect.poll(() => pathOf(page)).toBe('/clubs');
});

test('the club support popup: submit waits for valid fields (pressed early, it shows why), then the thanks popup and an empty form', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await page.goto('/clubs/naberezhnaya');
  await page.getByRole('button', { name: 'Задать вопрос о клубе' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вопрос о клубе' });
  await expect(dialog.getByText('Ответим за пару часов')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Отправить' });
  // Off but focusable: pressed, it shows every message and goes to the first wrong field.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // The phone field's code arrives lazily and grows the form: a forced press (no stability
  // check) made before it could land beside the panel, which closes the dialog.
  await expect(dialog.getByRole('textbox', { name: 'Телефон' })).toBeVisible();
  await submit.click({ force: true });
  await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText(['Заполните имя', 'Введите корректный email', 'Введите корректный телефон', 'Заполните поле', 'Необходимо согласие на обработку персональных данных']);
  await dialog.getByRole('textbox', { name: 'Имя' }).fill('Ирина');
  await dialog.getByRole('textbox', { name: 'Ваш вопрос' }).fill('Можно ли прийти на тренировку без вступления?');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('irina@example.com');
  await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9031234567');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.click();
  const thanks = page.getByRole('dialog', { name: 'Лучший вклад в твою команду' });
  await expect(thanks.getByText('Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.')).toBeVisible();
  await thanks.getByRole('button', { name: 'Закрыть' }).last().click();
  await page.getByRole('button', { name: 'Задать вопрос о клубе' }).click();
  await expect(page.getByRole('dialog', { name: 'Вопрос о клубе' }).getByRole('textbox', { name: 'Имя' })).toHaveValue('');
  // the request reached the organiser with the club type
  const mail = await api<{ values: { subject: string | null; text?: string | null }[] }>(origin, 'GET', '/api/dev/outbox?to=support%40racekit.local');
  expect(mail.values[0]?.subject).toBe('Заявка в поддержку (clubs): Ирина');
  expect(mail.values[0]).toMatchObject({ text: expect.stringContaining('Можно ли прийти на тренировку без вступления?') });
});
