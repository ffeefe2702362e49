/**
 * Signing in and out on the site (account.md §2, §4): registration by e-mail with the link of
 * the dev outbox, sign-in by e-mail and by SMS code, the guest basket merged into the user's on
 * sign-in, password recovery through /verify/resetpassword and /newpass, social sign-in through
 * the stand-in provider, and /exit.
 */
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  api,
  freshEmail,
  lastMessage,
  linkPath,
  DEMO_RUNNER,
  registerByEmail,
  signInBrowser,
  SPRINT,
} from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * What local storage holds under a key, parsed; the token is a plain string (the site writes it
 * so) or JSON-quoted (as the tests' signInBrowser seeds it: both forms are read).
 */
async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    if (raw === null || (name === 'token' && !raw.startsWith('"'))) return raw;
    return JSON.parse(raw) as unknown;
  }, key);
}

test('register by e-mail, follow the link from the outbox, agree on the page that names the account and land signed in', async ({ page, baseURL, problems }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('register');
  await page.goto('/registration');
  const login = page.locator('racekit-login');
  await expect(login.getByRole('heading', { name: 'Регистрация героя' })).toBeVisible();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(login.getByRole('dialog', { name: 'Проверьте почту' })).toBeVisible();

  const mail = await lastMessage(origin, email);
  expect(linkPath(mail.link)).toMatch(/^\/verify\/email\//);
  await page.goto(linkPath(mail.link));
  const confirmed = login.getByRole('dialog', { name: 'Почта успешно подтверждена' });
  await expect(confirmed).toBeVisible();
  // Confirming signed nobody in: «Войти» opens the /token page, which names the account and asks.
  expect(await stored(page, 'token')).toBeNull();
  await confirmed.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(`Ссылка открывает аккаунт ${email}. Войти в него?`)).toBeVisible();
  expect(pathOf(page)).toMatch(/^\/token\//);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  expect(await stored(page, 'userObj')).toMatchObject({ email });
  expect(problems.errors).toEqual([]);
});

test("someone else's confirmation link leaves a signed-in visitor's session as it was until they agree", async ({ page, baseURL, problems }) => {
  const origin = baseURL ?? '';
  const victim = await registerByEmail(origin);
  await signInBrowser(page, victim);
  const attacker = freshEmail('attacker');
  await api(origin, 'POST', '/api/user', { body: { email: attacker, password: PASSWORD } });
  const mail = await lastMessage(origin, attacker);
  await page.goto(linkPath(mail.link));
  const confirmed = page.locator('racekit-login').getByRole('dialog', { name: 'Почта успешно подтверждена' });
  await expect(confirmed).toBeVisible();
  expect(await stored(page, 'userObj')).toMatchObject({ email: victim.user.email });
  await confirmed.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(`Ссылка открывает аккаунт ${attacker}. Войти в него?`)).toBeVisible();
  await expect(page.getByText(`Вы выйдете из аккаунта ${victim.user.email ?? ''}`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Не входить' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  expect(await stored(page, 'userObj')).toMatchObject({ email: victim.user.email });
  expect(await stored(page, 'token')).toBe(victim.token);
  expect(problems.errors).toEqual([]);
});

test('log in by e-mail and password; the account icon then leads to /me', async ({ page, baseURL }) => {
  const email = freshEmail('login');
  await registerByEmail(baseURL ?? '', email);
  await page.goto('/');
  await page.getByRole('link', { name: 'Войти' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/login');
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  await expect(page.locator('racekit-my-tickets').getByRole('heading', { name: 'Билеты', exact: true })).toBeVisible();
  expect(await stored(page, 'token')).toEqual(expect.any(String));
  await page.goto('/');
  await page.getByRole('link', { name: 'Личный кабинет' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/me');
});

test('log in by SMS with the code from the outbox', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  // The demo runner's phone (server/seed/demo-users.ts): no code was sent to it in this run,
  // so the one-a-minute limit of SMS codes does not stand in the way.
  const phone = DEMO_RUNNER.phone;
  await page.goto('/login');
  const login = page.locator('racekit-login');
  await login.getByRole('button', { name: 'Авторизация по смс' }).click();
  await login.getByLabel('Телефон').pressSequentially(phone.slice(1));
  await login.getByRole('button', { name: 'Получить код' }).click();
  await expect(login.getByLabel('Код из смс')).toBeVisible();
  const sms = await lastMessage(origin, phone);
  await login.getByLabel('Код из смс').fill(sms.code ?? '');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  expect(await stored(page, 'userObj')).toMatchObject({ email: DEMO_RUNNER.email, phone });
});

test('a guest basket survives the sign-in and merges into the user basket', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('merge');
  const session = await registerByEmail(origin, email);
  // the user already keeps a ticket on the server
  const kept = { unique_id: 'kept-1', public_id: SPRINT.format, selector: 'ticket', count: 1, price: 1500, title: 'Стальной рубеж: спринт', event: { public_id: SPRINT.event, title: 'Стальной рубеж' }, event_city: { public_id: SPRINT.eventCity } };
  await api(origin, 'POST', '/api/user/basket', { token: session.token, body: { goods: [kept] } });
  // the guest adds another one before signing in
  const guest = { ...kept, unique_id: 'guest-1', public_id: 'f-rl-msk-elite', title: 'Стальной рубеж: элита' };
  await page.addInitScript((item) => {
    if (sessionStorage.getItem('guest-seeded') !== null) return;
    sessionStorage.setItem('guest-seeded', '1');
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([item]));
  }, guest);
  await page.goto('/login');
  const badge = page.locator('racekit-basket-badge');
  await expect(badge.locator('[part="count"]')).toHaveText('1');
  const login = page.locator('racekit-login');
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  await expect(badge.locator('[part="count"]')).toHaveText('2');
  // the guest's copy is gone: NoAuthBasketGoods is emptied
  expect(await stored(page, 'NoAuthBasketGoods') ?? []).toEqual([]);
  const { values } = await api<{ values: { public_id: string }[] }>(origin, 'GET', '/api/user/basket', { token: session.token });
  expect(values.map((item) => item.public_id).sort()).toEqual(['f-rl-msk-elite', SPRINT.format].sort());
});

test('recover the password: the mail, /newpass, the success popup and a sign-in with the new one', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('recover');
  await registerByEmail(origin, email);
  await page.goto('/login');
  const login = page.locator('racekit-login');
  await login.getByRole('button', { name: 'Забыли пароль?' }).click();
  const recovery = login.getByRole('dialog', { name: 'Восстановление пароля' });
  await recovery.getByLabel('E-mail').fill(email);
  await recovery.getByRole('button', { name: 'Отправить' }).click();
  await expect(login.getByText(`Если на ${email} зарегистрирован аккаунт, мы отправили туда ссылку для смены пароля.`)).toBeVisible();

  const mail = await lastMessage(origin, email);
  expect(linkPath(mail.link)).toMatch(/^\/verify\/resetpassword\//);
  await page.goto(linkPath(mail.link));
  await expect.poll(() => pathOf(page)).toBe('/newpass');
  const fresh = 'N3wSecret';
  await login.getByRole('textbox', { name: 'Новый пароль' }).fill(fresh);
  await login.getByRole('textbox', { name: 'Повторите пароль' }).fill(fresh);
  await login.getByRole('button', { name: 'Сохранить пароль' }).click();
  const changed = login.getByRole('dialog', { name: 'Пароль изменен' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/login');
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Пароль').fill(fresh);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
});

test('/newpass without a checked code offers a new recovery mail', async ({ page }) => {
  await page.goto('/verify/resetpassword/not-a-real-code');
  await expect.poll(() => pathOf(page)).toBe('/newpass');
  await expect(page.locator('racekit-login').getByText('Ссылка недействительна или устарела', { exact: false })).toBeVisible();
  await expect(page.locator('racekit-login').getByRole('button', { name: 'Восстановить пароль' })).toBeVisible();
});

test('sign in with VK through the provider page and come back signed in', async ({ page }) => {
  await page.goto('/login');
  await page.locator('racekit-login').getByRole('link', { name: 'Войти через VK ID' }).click();
  await expect.poll(() => pathOf(page)).toBe('/oauth/vk/authorize');
  await page.getByLabel('E-mail').fill(freshEmail('vk'));
  await page.getByRole('button', { name: 'Разрешить' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible();
  expect(await stored(page, 'token')).toEqual(expect.any(String));
});

test('refusing the provider says so and offers to try again', async ({ page }) => {
  await page.goto('/user/auth/google');
  await expect.poll(() => pathOf(page)).toBe('/oauth/google/authorize');
  await page.getByRole('button', { name: 'Отказать' }).click();
  await expect.poll(() => pathOf(page)).toBe('/user/auth/google');
  await expect(page.getByRole('alert')).toContainText('вход через Google отменен');
  await expect(page.getByRole('link', { name: 'Попробовать еще раз' })).toBeVisible();
});

test('a forged return from the provider is refused', async ({ page }) => {
  await page.goto('/user/auth/vk?code=forged&state=forged');
  await expect(page.getByRole('alert')).toContainText('Страница входа устарела');
  expect(await stored(page, 'token')).toBeNull();
});

test('/exit revokes the token, forgets the session and opens the main page', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const session = await registerByEmail(origin);
  await signInBrowser(page, session);
  await page.goto('/me');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/');
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'userObj')).toBeNull();
  // the token no longer opens anything on the server
  await api(origin, 'GET', '/api/user/tickets/my', { token: session.token, expected: 403 });
  await page.goto('/me');
  await expect.poll(() => pathOf(page)).toBe('/auth');
});

/** A guest basket of one sprint ticket in local storage, put there once before the first page loads. */
async function seedGuestBasket(page: Page): Promise<void> {
  const guest = { unique_id: 'guest-1', public_id: SPRINT.format, selector: 'ticket', count: 1, price: 1500, title: 'Стальной рубеж: спринт', event: { public_id: SPRINT.event, title: 'Стальной рубеж' }, event_city: { public_id: SPRINT.eventCity } };
  await page.addInitScript((item) => {
    if (sessionStorage.getItem('guest-seeded') !== null) return;
    sessionStorage.setItem('guest-seeded', '1');
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([item]));
  }, guest);
}

test('/token/{id}: a one-time link asks, signs in with a new session and merges the guest basket; the link is then spent', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('link');
  const session = await registerByEmail(origin, email);
  const { link } = await api<{ link: string }>(origin, 'POST', '/api/auth/link', { token: session.token });
  await seedGuestBasket(page);
  await page.goto(linkPath(link));
  await expect(page.getByText(`Ссылка открывает аккаунт ${email}. Войти в него?`)).toBeVisible();
  await expect(page.getByText('Товары из вашей корзины (позиций: 1) перейдут в этот аккаунт.')).toBeVisible();
  // nothing is stored before the visitor says yes
  expect(await stored(page, 'token')).toBeNull();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me');
  const token = await stored(page, 'token');
  expect(typeof token === 'string' && token !== session.token).toBe(true);
  expect(await stored(page, 'userObj')).toMatchObject({ public_id: session.user.public_id });
  const { values } = await api<{ values: { public_id: string }[] }>(origin, 'GET', '/api/user/basket', { token: session.token });
  expect(values.map((item) => item.public_id)).toEqual([SPRINT.format]);
  // a second use of the link is refused and keeps the session
  await page.goto(linkPath(link));
  await expect(page.getByRole('alert')).toHaveText('Ссылка для входа недействительна или устарела.');
  expect(await stored(page, 'token')).toBe(token);
});

test('/token/{id}: declining a link signs nobody in, ends the session the link opened and keeps the guest basket', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('declined');
  const session = await registerByEmail(origin, email);
  const { link } = await api<{ link: string }>(origin, 'POST', '/api/auth/link', { token: session.token });
  await seedGuestBasket(page);
  await page.goto(linkPath(link));
  const revoked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth' && response.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Не входить' }).click();
  // the session the link opened is revoked on the server
  expect((await revoked).status()).toBe(200);
  await expect.poll(() => pathOf(page)).toBe('/');
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'NoAuthBasketGoods')).toMatchObject([{ unique_id: 'guest-1' }]);
  const { values } = await api<{ values: unknown[] }>(origin, 'GET', '/api/user/basket', { token: session.token });
  expect(values).toEqual([]);
});

test('/token/{id}: a session token in the link signs nobody in', async ({ page, baseURL }) => {
  const session = await registerByEmail(baseURL ?? '');
  await page.goto(`/token/${session.token}`);
  await expect(page.getByRole('alert')).toHaveText('Ссылка для входа недействительна или устарела.');
  expect(await stored(page, 'token')).toBeNull();
});

test('/token/{id}: an unknown link is refused and a signed-in visitor stays signed in', async ({ page, baseURL }) => {
  const session = await registerByEmail(baseURL ?? '');
  await signInBrowser(page, session);
  await page.goto('/token/not-a-token');
  await expect(page.getByRole('alert')).toHaveText('Ссылка для входа недействительна или устарела.');
  expect(await stored(page, 'token')).toBe(session.token);
  expect(pathOf(page)).toBe('/token/not-a-token');
});
