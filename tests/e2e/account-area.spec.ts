/**
 * The frame of the personal area (account.md §2 "Personal area", §9): the side menu with its six
 * items and the exit button, the insurance promo card, the similar events only under tickets
 * and orders and only once 60 % of the block is on screen, the scroll to the content block when
 * the section changes, and linking a social network from the settings.
 */
import type { Page } from '@playwright/test';
import { registerByEmail, signInBrowser } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

const menu = [
  ['Билеты', '/me'],
  ['Товары', '/me/shop'],
  ['Страховки', '/me/insurances'],
  ['Клубы', '/me/club'],
  ['Настройки', '/me/setting'],
  ['Активность', '/me/session'],
] as const;

test('the side menu: six sections in order, the current one marked, and the exit button', async ({ page, baseURL }) => {
  await signInBrowser(page, await registerByEmail(baseURL ?? ''));
  await page.goto('/me');
  const nav = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
  await expect(nav.getByRole('link')).toHaveText(menu.map(([label]) => label));
  for (const [label, path] of menu) {
    await nav.getByRole('link', { name: label }).click();
    await expect.poll(() => pathOf(page)).toBe(path);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  }
  await expect(nav.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страховка для участников' })).toBeVisible();
  await expect(page.locator('racekit-insurance').getByRole('button', { name: 'Купить страховку' })).toBeVisible();
});

test('similar events: only under tickets and orders, loaded once 60 % of the block is on screen', async ({ page, baseURL }) => {
  await signInBrowser(page, await registerByEmail(baseURL ?? ''));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/event/list') asked.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/me/setting');
  await expect(page.getByRole('heading', { level: 2, name: 'Настройки' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Похожие мероприятия' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Товары' }).click();
  const block = page.getByRole('region', { name: 'Похожие мероприятия' });
  await expect(block).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The block's own observer answers in the same rendering step as a second one made now: once
  // that one has answered and two frames have painted, a load would have started.
  await block.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        });
        observer.observe(element);
      }),
  );
  await expect(block.getByRole('status')).toHaveCount(0);
  expect(asked).toEqual([]);
  await expect(block.getByRole('link').filter({ hasNotText: 'Весь календарь' })).toHaveCount(0);

  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-loaded', 'true');
  await expect(block.getByRole('article')).toHaveCount(4);
  expect(asked.length).toBeGreaterThan(0);
});

test('on a phone, changing the section scrolls to the content block', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await signInBrowser(page, await registerByEmail(baseURL ?? ''));
  await page.goto('/me');
  await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Активность' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Активность' })).toBeVisible();
  // the content block's top sits under the sticky header (the page's scroll padding plus the
  // block's scroll margin), or the page is scrolled as far as it goes
  await expect
    .poll(() =>
      page.evaluate(() => {
        const content = document.getElementById('me-content');
        if (content === null) return Number.NaN;
        const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(content).scrollMarginTop);
        const wanted = Math.min(content.getBoundingClientRect().top + window.scrollY - offset, document.documentElement.scrollHeight - window.innerHeight);
        return Math.abs(window.scrollY - wanted);
      }),
    )
    .toBeLessThan(4);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('link VK from the settings through the provider page', async ({ page, baseURL }) => {
  await signInBrowser(page, await registerByEmail(baseURL ?? ''));
  await page.goto('/me/setting');
  await page.getByRole('link', { name: 'Привязать VK ID' }).click();
  await expect.poll(() => pathOf(page)).toBe('/oauth/vk/authorize');
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me/setting');
  await expect(page.getByRole('status').filter({ hasText: 'VK ID привязан к вашему аккаунту' })).toBeVisible();
  // the button gives way to «VK ID привязан», also after a reload (issue 13 §9)
  for (const pass of ['linked', 'reloaded']) {
    if (pass === 'reloaded') await page.reload();
    await expect(page.getByText(/VK ID привязан$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Привязать VK ID' })).toHaveCount(0);
  }
});

test('«Написать в поддержку»: the popup has a message field, and the message arrives (issue 29 item 23)', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await signInBrowser(page, await registerByEmail(origin));
  await page.goto('/me');
  await page.getByRole('button', { name: 'Написать в поддержку' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await popup.getByRole('textbox', { name: 'Телефон' }).fill('9161234567');
  const message = `Можно ли перенести билет? ${Date.now()}`;
  await popup.getByRole('textbox', { name: 'Сообщение' }).fill(message);
  await popup.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check();
  await popup.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog', { name: 'Лучший вклад в твою команду' })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent('support@racekit.local')}`);
      const { values } = (await answer.json()) as { values: { text: string | null }[] };
      return values.some((mail) => mail.text?.includes(`Сообщение: ${message}`) === true);
    })
    .toBe(true);
});
