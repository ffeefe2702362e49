/**
 * Tickets in the personal area (account.md §2 'Билеты', §4 "Ticket card"): a ticket paid on the
 * provider's page shows in /me with its QR code; it is registered with the participant's data;
 * it is transferred to a second user, who sees it and accepts it (the transfer then settles); a purchase is cancelled with the refund popup.
 * Orders: a paid shop order shows in /me/shop with its label, amount and goods.
 */
import type { Page } from '@playwright/test';
import { api, buyAndPay, freshEmail, myTickets, registerByEmail, registerOpenTicket, signInBrowser, sprintTicket, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function namedUser(baseURL: string, email = freshEmail('tickets')): Promise<Session> {
  const session = await registerByEmail(baseURL, email);
  const { user } = await api<{ user: Session['user'] }>(baseURL, 'PUT', '/api/user', {
    token: session.token,
    body: { name: 'Мария', last_name: 'Котова' },
  });
  return { token: session.token, user };
}

test('a ticket paid on the provider page opens with its QR code, and shows in /me', async ({ page, baseURL, problems }) => {
  const origin = baseURL ?? '';
  const session = await namedUser(origin);
  const payment = await api<{ redirect_url: string; form: Record<string, string | number> }>(origin, 'POST', '/api/payment', {
    token: session.token,
    body: { email: session.user.email, tickets: [sprintTicket()], shop: [], insurances: [], register: false },
  });
  const provider = new URL(payment.redirect_url, origin);
  for (const [key, value] of Object.entries(payment.form)) provider.searchParams.set(key, String(value));
  await signInBrowser(page, session);
  await page.goto(provider.toString());
  await page.getByRole('button', { name: 'Оплатить' }).click();

  const [ticket] = await myTickets(origin, session);
  if (ticket === undefined) throw new Error('no ticket was issued');
  // one ticket: the order check opens its page, where the QR code shows beside the card
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/me/ticket/${ticket.public_id}`);
  const tickets = page.locator('racekit-my-tickets');
  await expect(tickets.getByRole('img', { name: 'QR-код билета' })).toBeVisible();

  await page.getByRole('link', { name: 'Билеты', exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  await expect(tickets.getByRole('heading', { name: 'Стальной рубеж. Летний сезон' })).toBeVisible();
  await expect(tickets.getByText('Зарегистрироваться')).toBeVisible();
  await tickets.getByRole('button', { name: 'Показать QR-код' }).click();
  await expect(tickets.getByRole('img', { name: 'QR-код билета' })).toBeVisible();
  await tickets.getByRole('button', { name: 'Вернуться к билету' }).click();
  await expect(tickets.getByRole('button', { name: 'Показать QR-код' })).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('register a ticket with the participant data', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await namedUser(origin);
  await buyAndPay(origin, session, { tickets: [sprintTicket()] });
  await signInBrowser(page, session);
  await page.goto('/me');
  const tickets = page.locator('racekit-my-tickets');
  await tickets.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/me\/ticket\//);
  await registerOpenTicket(tickets);
  await expect.poll(() => pathOf(page)).toBe('/me');
  const [ticket] = await myTickets(origin, session);
  expect(ticket?.info).toMatchObject({ registered: true, first_name: 'Мария', last_name: 'Котова' });
});

test('transfer a ticket to a second user, who sees it and accepts it for good', async ({ page, browser, baseURL }) => {
  const origin = baseURL ?? '';
  const sender = await namedUser(origin);
  const recipientEmail = freshEmail('recipient');
  const recipient = await namedUser(origin, recipientEmail);
  await buyAndPay(origin, sender, { tickets: [sprintTicket()] });
  await signInBrowser(page, sender);
  await page.goto('/me');
  const tickets = page.locator('racekit-my-tickets');
  await tickets.getByRole('button', { name: 'Передать билет' }).click();
  const dialog = tickets.getByRole('dialog', { name: 'Передача билета' });
  await dialog.getByRole('textbox', { name: 'E-mail получателя' }).fill(recipientEmail);
  await dialog.getByRole('button', { name: 'Передать' }).click();
  // the transfer confirms itself (issue 29 item 21)
  const done = tickets.getByRole('dialog', { name: 'Билет передан' });
  await expect(done.getByText(`Билет передан на ${recipientEmail}. Мы отправили получателю письмо.`)).toBeVisible();
  await done.getByRole('button', { name: 'Понятно' }).click();
  await expect(done).toBeHidden();
  await tickets.getByRole('button', { name: 'Переданные билеты' }).click();
  await expect(tickets.getByText(`Передан: ${recipientEmail}`)).toBeVisible();

  const second = await browser.newPage();
  await signInBrowser(second, recipient);
  await second.goto(`${origin}/me`);
  const theirs = second.locator('racekit-my-tickets');
  await expect(theirs.getByText('Вам передали билет')).toBeVisible();
  await expect(theirs.getByRole('heading', { name: 'Стальной рубеж. Летний сезон' })).toBeVisible();

  // Accepted, the transfer settles (issue 13 §2): neither the notice nor the button stays, even after a reload.
  await theirs.getByRole('button', { name: 'Подтвердить передачу' }).click();
  const confirm = theirs.getByRole('dialog', { name: 'Передача билета' });
  await confirm.getByRole('button', { name: 'Подтвердить передачу' }).click();
  await expect(confirm).toBeHidden();
  await expect(theirs.getByText('Вам передали билет')).toBeHidden();
  await second.reload();
  await expect(theirs.getByRole('heading', { name: 'Стальной рубеж. Летний сезон' })).toBeVisible();
  await expect(theirs.getByText('Вам передали билет')).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Подтвердить передачу' })).toHaveCount(0);
  await second.close();
});

test('cancel a purchase and see the refund popup with the price paid; refunded, the ticket reads «Возвращено» among the past ones, with no QR code', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await namedUser(origin);
  await buyAndPay(origin, session, { tickets: [sprintTicket()] });
  const [bought] = await myTickets(origin, session);
  expect(bought?.status).toBe('active');
  await signInBrowser(page, session);
  await page.goto('/me');
  const tickets = page.locator('racekit-my-tickets');
  await tickets.getByRole('button', { name: 'Отменить покупку' }).click();
  const dialog = tickets.getByRole('dialog', { name: 'Отмена покупки' });
  await dialog.getByRole('button', { name: 'Вернуть деньги' }).click();
  const refunded = tickets.getByRole('dialog', { name: 'Возврат выполнен успешно!' });
  // the seeded sprint costs 3 490 ₽ (server/seed/demo-events.ts); one ticket, so no group sale
  await expect(refunded.getByText(/^Сумма к возврату: 3[\s\u00a0]490[\s\u00a0]₽$/)).toBeVisible();
  await expect(refunded.getByRole('link', { name: 'На главную' })).toBeVisible();
  await refunded.getByRole('button', { name: 'Закрыть' }).last().click();
  // the local provider refunds at once: the ticket leaves the active list for the past one (issue 27, issue 29 item 14)
  await expect(tickets.getByRole('heading', { name: 'Стальной рубеж. Летний сезон' })).toHaveCount(0);
  expect(await myTickets(origin, session)).toEqual([]);
  await tickets.getByRole('button', { name: 'Прошедшие мероприятия' }).click();
  await expect(tickets.getByText(/^Возвращено 3[\s\u00a0]490[\s\u00a0]Руб\., \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(tickets.getByRole('button', { name: 'Показать QR-код' })).toHaveCount(0);
  // a second cancel answers the same one refund
  const again = await api<{ sum: number }>(origin, 'POST', '/api/payment/cancel', { token: session.token, body: { public_id: bought?.public_id } });
  expect(again.sum).toBe(3490);
});

test('a paid shop order shows in /me/shop with its label, amount and goods', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await namedUser(origin);
  const orderId = await buyAndPay(origin, session, { shop: [{ public_id: 'p-cap-rubezh', count: 2, delivery_public_id: 'dm-shop-pickup' }] });
  await signInBrowser(page, session);
  await page.goto('/me/shop');
  await expect(page.getByRole('heading', { level: 2, name: 'Товары' })).toBeVisible();
  // the order's one human number, as the order check (and the mail, and Robokassa's InvId) says it
  const { number } = await api<{ number: number }>(origin, 'GET', `/api/order/${orderId}`, { token: session.token });
  const card = page.getByRole('article', { name: `Заказ № ${number}` });
  await expect(card.getByText('Оплачен')).toBeVisible();
  await expect(card.getByText(/Руб\.$/)).toBeVisible();
  await expect(card.getByText('2 товара')).toBeVisible();
  await card.getByRole('link', { name: /Подробнее/ }).click();
  await expect.poll(() => pathOf(page)).toBe(`/me/shop/${orderId}`);
  await expect(page.getByText('Беговая кепка «Рубеж»')).toBeVisible();
  await expect(page.getByText('Количество: 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Заказ № ${number}` })).toBeVisible();
  await page.getByRole('link', { name: /Все заказы/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/me/shop');
});

test('an order page totals the goods it lists, before and after a refund of its ticket (issue 29 item 17)', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await namedUser(origin);
  const orderId = await buyAndPay(origin, session, { tickets: [sprintTicket()], shop: [{ public_id: 'p-cap-rubezh', count: 2, delivery_public_id: 'dm-shop-pickup' }] });
  const { values: goods } = await api<{ values: { price: number; count: number }[] }>(origin, 'GET', `/api/user/shop/soldgood/${orderId}`, { token: session.token });
  const goodsTotal = goods.reduce((sum, good) => sum + good.price * good.count, 0);
  const { values: orders } = await api<{ values: { public_id: string; amount: number }[] }>(origin, 'GET', '/api/user/shop/orders', { token: session.token });
  expect(orders.find((order) => order.public_id === orderId)?.amount).toBeGreaterThan(goodsTotal);
  const total = page.locator('.me-goods__total strong');
  const digits = async () => Number((await total.textContent())?.replace(/\D/g, ''));

  await signInBrowser(page, session);
  await page.goto(`/me/shop/${orderId}`);
  await expect(page.getByText('Количество: 2')).toBeVisible();
  await expect.poll(digits).toBe(goodsTotal);

  const [ticket] = await myTickets(origin, session);
  await api(origin, 'POST', '/api/payment/cancel', { token: session.token, body: { public_id: ticket?.public_id } });
  await page.reload();
  await expect(page.getByText(/Ожидайте возврат|Возвращено/)).toBeVisible();
  await expect.poll(digits).toBe(goodsTotal);
});

test('no orders: the empty state leads to the shop', async ({ page, baseURL }) => {
  const session = await namedUser(baseURL ?? '');
  await signInBrowser(page, session);
  await page.goto('/me/shop');
  await expect(page.getByRole('heading', { name: 'У вас пока нет покупок' })).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в магазин' }).click();
  await expect.poll(() => pathOf(page)).toBe('/shop');
});
