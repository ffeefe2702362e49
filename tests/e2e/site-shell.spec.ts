/**
 * The site's shell (purchase.md §2 "Header", "Footer", breadcrumbs, unknown paths; account.md §4
 * start-up): the corporate menu on wide screens, the burger menu up to 1200 px, links to the
 * organiser's other sites, the footer's pages, breadcrumbs, the not-found page, /docs, the
 * broken-session and old-browser start-up rules, the theme, the global error popup, and widget
 * navigation staying inside the site.
 */
import { expect, test } from './fixtures.ts';

test.describe('wide header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('merch and partners sit in the corporate menu, which opens on hover and on keyboard focus', async ({ page, problems }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    const toggle = nav.getByRole('button', { name: 'Для бизнеса' });
    await expect(nav.getByRole('link', { name: 'Календарь' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Мерч' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Корпоративным клиентам', 'Партнерам', 'Логистика', 'Мерч']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(nav.getByRole('link', { name: 'Мерч' })).toBeHidden();

    await nav.getByRole('link', { name: 'Новости' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Корпоративным клиентам' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/logistics$/);
    await expect(page.getByRole('heading', { name: 'Логистика', level: 1 })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('the shop, the photo and the career sites open in a new tab; the account icon leads to login', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const [name, host] of [
      ['Магазин', 'shop.racekit.local'],
      ['Фото', 'photo.racekit.local'],
    ] as const) {
      const link = header.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', `https://${host}`);
      await expect(link).toContainText('откроется в новой вкладке');
    }
    const career = page.getByRole('contentinfo').getByRole('link', { name: /^Карьера/ });
    await expect(career).toHaveAttribute('target', '_blank');
    await expect(career).toHaveAttribute('href', 'https://career.racekit.local');
    await header.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('up to 1200 px', () => {
  test.use({ viewport: { width: 1200, height: 800 } });

  test('the burger shows every item, locks the page scroll, and Escape closes it with focus back on the burger', async ({ page, problems }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await burger.click();
    const close = page.getByRole('button', { name: 'Закрыть меню' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    for (const name of ['Календарь', 'Результаты', 'Клубы', 'Новости', 'Корпоративным клиентам', 'Партнерам', 'Логистика', 'Мерч', 'О нас', 'Обратная связь']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: /^Магазин/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Календарь' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Tab stays between the burger and the menu.
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(burger).toBeFocused();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await burger.click();
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'О нас' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
    expect(problems.errors).toEqual([]);
  });
});

test('every footer link of the site opens a page, not the not-found page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/me');
  await expect(footer.getByRole('link', { name: 'Обработка персональных данных' })).toHaveAttribute('href', '/api/files/document/pers');
  await expect(footer.getByRole('link', { name: /^ВКонтакте/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /^Telegram/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /^Частые вопросы/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('некоммерческая организация');
  await expect(footer).toContainText('спортивная компания');
  const paths = await footer.locator('a[href^="/"]:not([href^="/api/"])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths).toEqual(expect.arrayContaining(['/calendar', '/results', '/clubs', '/news', '/about', '/about/medical', '/corp', '/partners', '/feedback', '/merch']));
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Страница не найдена' }), path).toHaveCount(0);
  }
  const document = await page.request.get('/api/files/document/pers');
  expect(document.ok()).toBe(true);
});

test('breadcrumbs: the first segment names the section, a second one a child when it has a name', async ({ page }) => {
  const crumbs = page.getByRole('navigation', { name: 'Вы здесь' });
  await page.goto('/about/medical');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'О нас', 'Медицинская справка']);
  await expect(crumbs.getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/about');
  await page.goto('/calendar/ev-kids-moscow');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'Календарь']);
  await page.goto('/news');
  await expect(crumbs.getByText('Новости')).toHaveAttribute('aria-current', 'page');
  await page.goto('/');
  await expect(crumbs).toHaveCount(0);
});

test('an unknown path shows the not-found page with the way to main and to the calendar; /docs goes to main', async ({ page, problems }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Календарь мероприятий' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.goto('/another-missing-page');
  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/$/);
  expect(problems.errors).toEqual([]);
});

test('a stored token without a stored user is a broken session: the token goes and /auth opens', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded') !== null) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', '"stale-token"');
  });
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the light theme puts the white class on the body, the dark theme takes it off', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('themeMemReg', '"light"'));
  await page.goto('/about');
  await expect(page.locator('body')).toHaveClass(/\bwhite\b/);
  await page.evaluate(() => {
    localStorage.setItem('themeMemReg', '"dark"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'themeMemReg', newValue: '"dark"', storageArea: localStorage }));
  });
  await expect(page.locator('body')).not.toHaveClass(/\bwhite\b/);
});

test('a browser without what the widgets need is sent to /notsupport', async ({ page }) => {
  await page.addInitScript(() => {
    CSS.supports = () => false;
  });
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/notsupport$/);
  await expect(page.getByRole('heading', { name: 'Ваш браузер не поддерживается', level: 1 })).toBeVisible();
});

test("a server message goes to the global error popup, which 'Понятно' clears", async ({ page }) => {
  await page.route('**/api/event_format/f-gk-5', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Продажа билетов закрыта' }) }),
  );
  await page.goto('/basket-fill-outside/f-gk-5?count=1');
  const popup = page.getByRole('dialog', { name: 'Ошибка' });
  await expect(popup).toContainText('Продажа билетов закрыта');
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button', { name: 'Понятно' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Не удалось добавить мероприятие в корзину' })).toBeVisible();
});

test('widget navigation stays inside the site: no page load from the calendar to an event and the basket', async ({ page }) => {
  await page.goto('/calendar');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('racekit-calendar').getByRole('article', { name: 'Город бежит. Казань' }).getByRole('link', { name: 'Принять участие' }).click();
  await expect(page).toHaveURL(/\/event\/ev-gorod-kazan$/);
  await page.locator('racekit-basket-badge').getByRole('link').click();
  await expect(page).toHaveURL(/\/basket$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the main page slider loads when reached for, and its buttons move the slides', async ({ page, problems }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Ближайшие мероприятия' });
  await expect(hero.getByRole('link', { name: /^Подробнее/ })).toBeVisible();
  await hero.hover();
  const next = hero.getByRole('button', { name: 'Следующий слайд' });
  await expect(next).toBeVisible();
  const dots = hero.getByRole('button', { name: /^Слайд \d из \d$/ });
  expect(await dots.count()).toBeGreaterThan(1);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await next.click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  const pause = hero.getByRole('button', { name: 'Остановить прокрутку' });
  await pause.click();
  await expect(hero.getByRole('button', { name: 'Включить прокрутку' })).toHaveAttribute('aria-pressed', 'true');
  expect(problems.errors).toEqual([]);
});

test('the first Tab reaches the skip link, which moves focus to the page content', async ({ page }) => {
  await page.goto('/about');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  // React renders the shell in a task after the module runs, which can be after `load`.
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
