/**
 * Issue 6's "buy a ticket and see it in /me with its QR", all through the site's UI: a signed-in
 * user goes from /calendar to the event, takes one plain ticket of the Moscow sprint (a format
 * with a QR code) with 'Принять участие', finds it in the basket (and in the server's copy of
 * it) with the account's e-mail already filled in, pays on the local provider's page, sees the
 * thank-you, and lands on that ticket's page (one ticket → its page). The QR code there and in
 * /me encodes the ticket's public_id; the paid ticket has left the basket, the stored one and
 * the server's.
 */
import type { Page } from '@playwright/test';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { api, freshEmail, myTickets, registerByEmail, signInBrowser, SPRINT } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { answerProvider, basketOf, storedBasket } from './purchase-helpers.ts';

const EVENT_TITLE = 'Стальной рубеж. Летний сезон';
const QR_LABEL = 'QR-код билета';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The path data of the QR code qrcode.react draws for `value` as the widget asks for it (level L, 200 px). */
function expectedQrPaths(value: string): string[] {
  const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value, level: 'L', size: 200 }));
  return [...markup.matchAll(/ d="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The format ids of the signed-in user's basket on the server, with the token the site stored. */
async function serverBasket(page: Page, baseURL: string): Promise<string[]> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  // the key holds the token plain, or JSON-quoted as an older site wrote it (both are read)
  const token: unknown = stored === null ? null : stored.startsWith('"') ? JSON.parse(stored) : stored;
  if (typeof token !== 'string' || token === '') throw new Error(`no token in localStorage: ${String(stored)}`);
  const { values } = await api<{ values: { public_id: string; format_public_id?: string | null }[] }>(baseURL, 'GET', '/api/user/basket', { token });
  return values.map((line) => line.format_public_id ?? line.public_id);
}

test('a signed-in user buys a ticket through the site and finds it in /me with its QR code', async ({ page, baseURL, problems }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const email = freshEmail('site-buyer');
  const session = await registerByEmail(origin, email);
  await signInBrowser(page, session);

  // The calendar, the event's card, its page and its buy button.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Календарь мероприятий', level: 1 })).toBeVisible();
  const card = page.locator('racekit-calendar').getByRole('article', { name: EVENT_TITLE });
  await card.getByRole('link', { name: 'Принять участие' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${SPRINT.event}$`));
  await expect(page.getByRole('heading', { name: EVENT_TITLE, level: 1 })).toBeVisible();
  await page.locator('racekit-buy-ticket').getByRole('button', { name: 'Принять участие', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: EVENT_TITLE });
  await dialog.getByRole('radio', { name: 'Москва', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Спринт 5 км', exact: true }).check();
  await expect(dialog.getByRole('group', { name: 'Количество' }).getByRole('status')).toHaveText('1');
  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();

  // The basket: the ticket, synced to the server's basket, and the account's e-mail.
  await expect(page).toHaveURL(/\/basket$/);
  const basket = basketOf(page);
  await expect(basket.getByRole('article', { name: EVENT_TITLE })).toContainText('Спринт 5 км');
  await expect.poll(() => serverBasket(page, origin)).toEqual([SPRINT.format]);
  await expect(basket.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  const pay = basket.getByRole('button', { name: 'Оплатить' });
  await expect(pay).toBeEnabled();
  await pay.click();

  // The local provider's page lists the ticket; 'Оплатить' pays it.
  await page.waitForURL(/\/pay\//);
  await expect(page.getByRole('list', { name: 'Состав заказа' }).getByRole('listitem').filter({ hasText: 'Спринт 5 км' })).toHaveCount(1);
  await answerProvider(page, 'Оплатить');

  // Thanks, then (one ticket) that ticket's page with its QR code.
  await expect(page).toHaveURL(/\/basket\/thanks\?order=/);
  await expect(page.getByRole('heading', { name: 'Спасибо за покупку!', level: 1 })).toBeVisible();
  const tickets = await myTickets(origin, session);
  expect(tickets).toHaveLength(1);
  const ticketId = tickets[0]?.public_id ?? '';
  await expect(page.getByRole('link', { name: 'Перейти сейчас' })).toHaveAttribute('href', `/me/ticket/${ticketId}`);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/me/ticket/${ticketId}`);
  const myTicketsWidget = page.locator('racekit-my-tickets');
  const detailQr = myTicketsWidget.getByRole('img', { name: QR_LABEL });
  await expect(detailQr).toBeVisible();
  expect(await detailQr.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))).toEqual(expectedQrPaths(ticketId));

  // /me lists the ticket; its QR code is an SVG that encodes the ticket's public_id.
  await page.getByRole('link', { name: 'Билеты', exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  const listed = myTicketsWidget.getByRole('article', { name: EVENT_TITLE });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('heading', { name: EVENT_TITLE })).toBeVisible();
  await listed.getByRole('button', { name: 'Показать QR-код' }).click();
  const qr = listed.getByRole('img', { name: QR_LABEL });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAccessibleName(QR_LABEL);
  expect(await qr.evaluate((element) => element.localName)).toBe('svg');
  const drawn = await qr.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''));
  expect(drawn).toEqual(expectedQrPaths(ticketId));

  // The paid ticket left the basket: the stored list, the badge, the basket page and the server.
  expect(await storedBasket(page)).toEqual([]);
  await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('0');
  await expect.poll(() => serverBasket(page, origin)).toEqual([]);
  await page.goto('/basket');
  await expect(basket.getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
  expect(await serverBasket(page, origin)).toEqual([]);
  expect(problems.errors).toEqual([]);
});
