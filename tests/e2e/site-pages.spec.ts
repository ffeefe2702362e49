/**
 * The public pages around the purchase (purchase.md §2): content pages, news from the API, the
 * shop (categories, a product with sizes and 'В корзину', search), the site search and the
 * feedback form (account.md §2 contact form, §5 rules, POST /api/support).
 */
import { expect, test } from './fixtures.ts';
import { storedBasket } from './purchase-helpers.ts';

const contentPages = [
  ['/about', 'О нас'],
  ['/about/medical', 'Медицинская справка'],
  ['/partners', 'Партнерам'],
  ['/corp', 'Корпоративным клиентам'],
  ['/smi', 'СМИ о нас'],
  ['/logistics', 'Логистика'],
  ['/merch', 'Мерч'],
  ['/newyear_2022', 'Новогодний забег'],
  ['/news', 'Новости'],
  ['/shop', 'Магазин'],
  ['/search', 'Поиск'],
  ['/feedback', 'Напишите нам'],
  ['/notsupport', 'Ваш браузер не поддерживается'],
] as const;

test('every public page has its title and content', async ({ page, problems }) => {
  test.setTimeout(90_000);
  for (const [path, title] of contentPages) {
    await page.goto(path);
    // A page is a lazy chunk: on a busy machine it may take a moment.
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').locator('p').first(), path).not.toBeEmpty();
  }
  expect(problems.errors).toEqual([]);
});

test('news: the list from the API, and one item with its text', async ({ page }) => {
  await page.goto('/news');
  const item = page.getByRole('article').filter({ hasText: '«Город бежит. Казань»: утверждена трасса' });
  await expect(page.getByRole('article')).not.toHaveCount(0);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/news-kazan-route$/);
  await expect(page.getByRole('heading', { level: 1, name: '«Город бежит. Казань»: утверждена трасса' })).toBeVisible();
  await expect(page.getByRole('article').locator('p').first()).not.toBeEmpty();
  await page.goto('/news/no-such-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Новость не найдена' })).toBeVisible();
});

test('shop: a category, a product with a size into the basket, and the search', async ({ page, problems }) => {
  await page.goto('/shop');
  const categories = page.getByRole('navigation', { name: 'Категории' });
  await categories.getByRole('link', { name: 'Худи и свитшоты' }).click();
  await expect(page).toHaveURL(/\/shop\/category\/cat-hoodies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Худи и свитшоты' })).toBeVisible();
  await expect(page.getByRole('article')).not.toHaveCount(0);
  for (const title of await page.getByRole('article').getByRole('heading').allTextContents()) expect(title).toMatch(/Худи|Свитшот/);

  await page.getByRole('article').filter({ hasText: 'Худи «Стальной рубеж»' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/shop\/product\/p-hoodie-rubezh$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Худи «Стальной рубеж»' })).toBeVisible();
  const add = page.getByRole('button', { name: 'В корзину' });
  await add.click();
  await expect(page.getByRole('radiogroup', { name: 'Размер' }).getByRole('alert')).toHaveText('Выберите размер');
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Товар добавлен в корзину' })).toBeVisible();
  await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('1');
  expect((await storedBasket(page)).map((line) => [line.selector, line.public_id, line.count])).toEqual([['shop', 'p-hoodie-rubezh', 1]]);

  await page.goto('/shop');
  await page.getByRole('searchbox', { name: 'Название товара' }).fill('бафф');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/shop\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по магазину' })).toBeVisible();
  const found = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(found.length).toBeGreaterThan(0);
  for (const title of found) expect(title.toLowerCase()).toContain('бафф');
  expect(problems.errors).toEqual([]);
});

test('site search finds events, news and goods', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Что ищем?' }).fill('Казань');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { name: 'Мероприятия' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Город бежит. Казань', exact: true })).toHaveAttribute('href', '/event/ev-gorod-kazan');
  await expect(page.getByRole('heading', { name: 'Новости' })).toBeVisible();
  await expect(page.getByRole('link', { name: '«Город бежит. Казань»: утверждена трасса' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Что ищем?' }).fill('бафф');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('heading', { name: 'Товары' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Мероприятия' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Что ищем?' }).fill('нет-такого-слова');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('heading', { name: 'По запросу «нет-такого-слова» ничего не нашлось' })).toBeVisible();
});

test('feedback (the support form as a page): submit waits for valid fields and consent; a sent request shows the confirmation and resets the form', async ({ page, problems }) => {
  await page.goto('/feedback');
  const submit = page.getByRole('button', { name: 'Отправить' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await email.fill('anna@');
  await email.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Введите корректный email' })).toBeVisible();
  await email.fill('anna@example.com');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('9161234567');
  await page.getByRole('textbox', { name: 'Сообщение' }).fill('Можно ли перенести билет на другой город?');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).press('Space');
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await submit.click();
  const done = page.getByRole('dialog', { name: 'Лучший вклад в твою команду' });
  await expect(done).toContainText('Спасибо! Ваша заявка отправлена.');
  await done.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('');
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(problems.errors).toEqual([]);
});
