/**
 * How the account pages look at 1280 and 375 px: /me (my tickets) and one ticket card with its QR
 * code are compared with their baselines (look-compare.ts); login, settings and my clubs are
 * photographed into tests/e2e/.artifacts/ (looked at by a person). Each page is checked not to
 * scroll sideways and to have met no page error, CSP or Trusted Types violation on the way.
 */
import type { Page } from '@playwright/test';
import { api, buyAndPay, registerByPhone, signInBrowser, sprintTicket, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { compareLook, holdStill } from './look-compare.ts';

const widths = [1280, 375] as const;

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function namedUser(baseURL: string): Promise<Session> {
  const session = await registerByPhone(baseURL);
  const { user } = await api<{ user: Session['user'] }>(baseURL, 'PUT', '/api/user', {
    token: session.token,
    body: { name: 'Анна', last_name: 'Смирнова', birth_date: '1992-04-18', gender: 'female' },
  });
  return { token: session.token, user };
}

for (const width of widths) {
  test.describe(`account pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => holdStill(page));

    test('login', async ({ page, problems }) => {
      await page.goto('/login');
      await expect(page.locator('racekit-login').getByRole('heading', { name: 'Авторизация' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `tests/e2e/.artifacts/account-login-${width}.png`, fullPage: true });
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('my tickets with a QR code', async ({ page, problems, baseURL }) => {
      const origin = baseURL ?? '';
      const session = await namedUser(origin);
      await buyAndPay(origin, session, { tickets: [sprintTicket()] });
      await signInBrowser(page, session);
      await page.goto('/me');
      const tickets = page.locator('racekit-my-tickets');
      // the card's face (its QR code encodes the ticket's id, new on every run)
      await compareLook(page, 'ticket-card', width, tickets.getByRole('article').first());
      await tickets.getByRole('button', { name: 'Показать QR-код' }).first().click();
      await expect(tickets.getByRole('img', { name: 'QR-код билета' }).first()).toBeVisible();
      // the similar events load once the block is on screen
      const similar = page.locator('.me-similar');
      await similar.scrollIntoViewIfNeeded();
      await expect(similar.getByRole('link')).not.toHaveCount(0);
      await expect(similar).toHaveAttribute('data-loaded', 'true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await noSidewaysScroll(page);
      await compareLook(page, 'me', width, undefined, [tickets.getByRole('img', { name: 'QR-код билета' })]);
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('settings', async ({ page, problems, baseURL }) => {
      const session = await namedUser(baseURL ?? '');
      await signInBrowser(page, session);
      await page.goto('/me/setting');
      await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `tests/e2e/.artifacts/account-settings-${width}.png`, fullPage: true });
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('my clubs', async ({ page, problems, baseURL }) => {
      const origin = baseURL ?? '';
      const session = await namedUser(origin);
      for (const club of ['club-losi', 'club-naberezhnaya', 'club-vysota']) await api(origin, 'PUT', `/api/user/club/new/${club}`, { token: session.token });
      await signInBrowser(page, session);
      await page.goto('/me/club');
      await expect(page.getByRole('heading', { name: 'Мои клубы' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Перейти в клуб' })).toHaveCount(3);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `tests/e2e/.artifacts/account-clubs-${width}.png`, fullPage: true });
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
}
