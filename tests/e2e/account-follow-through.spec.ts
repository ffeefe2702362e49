/**
 * The account side as a real user meets it (issue 13), through the UI in Chromium: a
 * registration with an address that has an account answers as for a new one, and the owner's
 * mail offers a reset (§1; issue 28 §3); signing in on a partner's page arrives signed in
 * on the organiser's site, or stays on the page when it shows the tickets (§3) — either way a
 * partner-scoped session (issue 28 §7: listed «на сайте партнёра …», no ticket given away); a ticket's
 * insurance names its participant once the ticket is registered (§4); a confirmation link
 * opened while signed out continues after signing in (§6); texts have maximums and long words
 * wrap (§7); every route titles the tab, in the page's language (§8); the smaller things of §9
 * that only the site shows (a bad sign-in link, /newpass, the club search by date; VK linked is
 * in account-area.spec.ts).
 * §2 (an accepted transfer settles) is in account-tickets.spec.ts; §5 (no page scroll behind a
 * dialog) belongs to the dialog's own spec (wave2/embed, tests/e2e/dialog-top-layer.spec.ts).
 */
import type { Page } from '@playwright/test';
import { DEMO_RUNNER, PASSWORD, SPRINT, api, buyAndPay, freshEmail, lastMessage, linkPath, registerByEmail, registerOpenTicket, signInBrowser } from './account-helpers.ts';
import { PARTNER_ORIGIN, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

const pathOf = (page: Page) => new URL(page.url()).pathname;

test('§1 registering with an e-mail that has an account answers "check your mail"; the owner\'s mail offers a reset', async ({ page, baseURL, problems }) => {
  await page.goto('/registration');
  const login = page.locator('racekit-login');
  const email = login.getByLabel('E-mail');
  await email.fill(DEMO_RUNNER.email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const sent = login.getByRole('dialog', { name: 'Проверьте почту' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Если этот адрес уже зарегистрирован, в письме будет ссылка для смены пароля.');
  const mail = await lastMessage(baseURL ?? '', DEMO_RUNNER.email);
  expect(mail.subject).toBe('Попытка регистрации');
  expect(linkPath(mail.link)).toMatch(/^\/verify\/resetpassword\//);
  expect(problems.errors).toEqual([]);
});

test.describe('§3 signing in on a partner page', () => {
  test('without the tickets widget the visitor arrives at /me signed in, through a one-time link', async ({ page, server, problems }) => {
    const session = await registerByEmail(server.url);
    const email = session.user.email ?? '';
    await page.goto(await partnerPage(page, server.url, { body: '<racekit-login></racekit-login>' }));
    const login = page.locator('racekit-login');
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Пароль').fill(PASSWORD);
    await login.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname.startsWith('/token/'));
    expect(new URL(page.url()).searchParams.get('next')).toBe('/me');
    // The link itself carries no session token: only the one-time link's id.
    expect(page.url()).not.toContain(session.token);
    await expect(page.getByText(`Ссылка открывает аккаунт ${email}. Войти в него?`)).toBeVisible();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => pathOf(page)).toBe('/me');
    await expect(page.locator('racekit-my-tickets').getByRole('heading', { name: 'Билеты', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userObj') ?? 'null') as unknown)).toMatchObject({ email });
    // issue 28 §7: both sessions were made from the partner's page: the activity page says where
    await page.goto('/me/session');
    await expect(page.getByText(`на сайте партнёра ${PARTNER_ORIGIN}`)).toHaveCount(2);
    expect(problems.errors).toEqual([]);
  });

  test('with <racekit-my-tickets> on the page the visitor stays and sees the tickets', async ({ page, server }) => {
    const session = await registerByEmail(server.url);
    await buyAndPay(server.url, session, { tickets: [{ event_public_id: SPRINT.event, public_id: SPRINT.format, count: 1, event_city: { public_id: SPRINT.eventCity } }] });
    await page.goto(await partnerPage(page, server.url, { body: '<racekit-login></racekit-login><racekit-my-tickets></racekit-my-tickets>' }));
    const login = page.locator('racekit-login');
    await login.getByLabel('E-mail').fill(session.user.email ?? '');
    await login.getByLabel('Пароль').fill(PASSWORD);
    await login.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('racekit-my-tickets').getByRole('heading', { name: 'Стальной рубеж. Летний сезон' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(PARTNER_ORIGIN);
    // issue 28 §7: the session of a partner's page gives no ticket away; the server's message says where to go
    const tickets = page.locator('racekit-my-tickets');
    await tickets.getByRole('button', { name: 'Передать билет' }).click();
    const transfer = tickets.getByRole('dialog', { name: 'Передача билета' });
    await transfer.getByLabel(/E-mail получателя/).fill('friend@example.com');
    await transfer.getByRole('button', { name: 'Передать' }).click();
    await expect(page.getByRole('dialog', { name: 'Ошибка' })).toContainText(`откройте сайт организатора: ${server.url}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});

test('§4 a ticket bought with insurance names its participant on the policy once the ticket is registered', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await registerByEmail(origin);
  await buyAndPay(origin, session, {
    tickets: [{ event_public_id: SPRINT.event, public_id: SPRINT.format, count: 1, event_city: { public_id: SPRINT.eventCity }, insurance: 'ins-start' }],
  });
  await signInBrowser(page, session);
  await page.goto('/me/insurances');
  const card = page.getByRole('article', { name: /^Полис № / });
  await expect(card.getByText('Будет указан при регистрации билета.')).toBeVisible();
  await card.getByRole('link').filter({ hasNotText: 'Условия страхования' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/me\/ticket\//);

  const tickets = page.locator('racekit-my-tickets');
  await registerOpenTicket(tickets);

  await page.goto('/me/insurances');
  await expect(card.getByText('Котова Мария')).toBeVisible();
  await expect(card.getByText('+79161112233')).toBeVisible();
  await expect(card.getByText('Будет указан при регистрации билета.')).toHaveCount(0);
});

test('§6 a confirmation link opened while signed out continues after signing in', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const oldEmail = freshEmail('old');
  const session = await registerByEmail(origin, oldEmail);
  const newEmail = freshEmail('new');
  await api(origin, 'POST', '/api/user/change/email', { token: session.token, body: { email: newEmail } });
  const link = linkPath((await lastMessage(origin, newEmail)).link);

  await page.goto(link);
  await expect.poll(() => pathOf(page)).toBe('/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe(link);
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(oldEmail);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe(link);
  await expect(page.getByText(`Адрес ${newEmail} подтвержден`)).toBeVisible();
  await expect.poll(async () => (await api<{ email: string }>(origin, 'GET', '/api/user', { token: session.token })).email).toBe(newEmail);
});

test('§6 a guarded route continues after signing in; a foreign next is ignored', async ({ page, baseURL }) => {
  const session = await registerByEmail(baseURL ?? '');
  await page.goto('/me/setting');
  await expect.poll(() => pathOf(page)).toBe('/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/me/setting');
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(session.user.email ?? '');
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me/setting');

  await page.goto('/exit');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/login?next=//evil.example/me');
  await login.getByLabel('E-mail').fill(session.user.email ?? '');
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => page.url()).toBe(`${baseURL ?? ''}/me`);
});

test('§7 texts have maximums on both sides, and a long name wraps instead of widening /me at 375 px', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await registerByEmail(origin);
  const huge = await fetch(`${origin}/api/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: 'Я'.repeat(20_000) }),
  });
  expect(huge.status).toBe(400);
  const longest = 'Ж'.repeat(100);
  const { user } = await api<{ user: Record<string, unknown> }>(origin, 'PUT', '/api/user', { token: session.token, body: { name: longest } });
  await signInBrowser(page, { token: session.token, user: { ...session.user, ...user } });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/me/setting');
  const name = page.getByRole('textbox', { name: 'Имя', exact: true });
  await expect(name).toHaveValue(longest);
  await expect(name).toHaveAttribute('maxlength', '100');
  await page.goto('/me');
  await expect(page.getByText(`Здравствуйте, ${longest}!`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('§8 every route titles the tab, in the page\'s language', async ({ page, baseURL }) => {
  await signInBrowser(page, await registerByEmail(baseURL ?? ''));
  const titles: [string, string][] = [
    ['/me', 'Билеты — Личный кабинет — racekit'],
    ['/me/shop', 'Товары — Личный кабинет — racekit'],
    ['/me/insurances', 'Страховки — Личный кабинет — racekit'],
    ['/me/club', 'Мои клубы — Личный кабинет — racekit'],
    ['/me/setting', 'Настройки — Личный кабинет — racekit'],
    ['/me/session', 'Активность — Личный кабинет — racekit'],
    // a page that names itself (issue 18: the calendar, an event, a news item, a product) wins over its route's name
    ['/calendar', 'Календарь мероприятий — racekit'],
    ['/basket', 'Корзина — racekit'],
    ['/clubs', 'Клубы — racekit'],
    ['/clubs/vysota/upload-result', 'Загрузка результата — Клубы — racekit'],
    ['/results', 'Результаты — racekit'],
    ['/no-such-page', 'Страница не найдена — racekit'],
    ['/token/no-such-link', 'Вход по ссылке — racekit'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.goto('/me');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('button', { name: 'Eng' }).first().click();
  await expect(page).toHaveTitle('Tickets — My account — racekit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // navigating inside the site follows too
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveTitle('Settings — My account — racekit');
});

test.describe('§9 smaller things, seen directly', () => {
  test('/token/{bad id} leaves a signed-in visitor signed in and offers the personal area', async ({ page, baseURL }) => {
    const session = await registerByEmail(baseURL ?? '');
    await signInBrowser(page, session);
    await page.goto('/token/no-such-link');
    await expect(page.getByText('Ссылка для входа недействительна или устарела.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти в личный кабинет' })).toBeVisible();
    // the token stays, in whichever form it was stored (plain, or JSON-quoted as signInBrowser seeds it)
    expect([session.token, JSON.stringify(session.token)]).toContain(await page.evaluate(() => localStorage.getItem('token')));
    await page.getByRole('link', { name: 'Перейти в личный кабинет' }).click();
    await expect.poll(() => pathOf(page)).toBe('/me');
  });

  test('/newpass checks the recovery code once', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const email = freshEmail('once');
    await registerByEmail(origin, email);
    await api(origin, 'POST', '/api/auth/resetpassword', { body: { email } });
    const link = linkPath((await lastMessage(origin, email)).link);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/auth/resetpassword') checks.push(request.url());
    });
    await page.goto(link);
    await expect.poll(() => pathOf(page)).toBe('/newpass');
    const login = page.locator('racekit-login');
    await expect(login.getByRole('textbox', { name: 'Новый пароль' })).toBeVisible();
    await login.getByRole('textbox', { name: 'Новый пароль' }).fill('N3wSecret');
    await login.getByRole('textbox', { name: 'Повторите пароль' }).fill('N3wSecret');
    await login.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(login.getByRole('dialog', { name: 'Пароль изменен' })).toBeVisible();
    expect(checks).toHaveLength(1);
  });

  test('my clubs are found by their creation date too', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const session = await registerByEmail(origin);
    await api(origin, 'PUT', '/api/user/club/new/club-vysota', { token: session.token });
    const { values } = await api<{ values: { title: string; created_date: string }[] }>(origin, 'PUT', '/api/user/club/new/club-naberezhnaya', { token: session.token });
    const [first, second] = values;
    if (first === undefined || second === undefined || first.created_date.slice(0, 10) === second.created_date.slice(0, 10)) throw new Error('two clubs of different days expected');
    await signInBrowser(page, session);
    await page.goto('/me/club');
    const search = page.getByRole('searchbox', { name: 'Поиск клуба' });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const [year, month, day] = first.created_date.slice(0, 10).split('-');
    await search.fill(`${day ?? ''}.${month ?? ''}.${year ?? ''}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { name: first.title })).toBeVisible();
    await search.fill(second.created_date.slice(0, 10));
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { name: second.title })).toBeVisible();
  });
});
