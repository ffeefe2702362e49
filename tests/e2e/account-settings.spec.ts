/**
 * The settings and activity pages (account.md §2, §4, §5, §8): profile data with its messages,
 * the 5 s status and the 3 s rest of the save button; the mailing checkbox; the e-mail change
 * with the reality check and the confirming link; the phone with its SMS code; the password;
 * the emergency contact; the list of sessions.
 */
import type { Page } from '@playwright/test';
import { PASSWORD, api, freshEmail, freshPhone, lastMessage, linkPath, registerByEmail, signInBrowser, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The stored user (`userObj`): the site keeps what the server answered to the last save. */
async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('userObj') ?? 'null') as Record<string, unknown> | null);
}

async function openSettings(page: Page, baseURL: string): Promise<{ session: Session; email: string }> {
  const email = freshEmail('settings');
  const session = await registerByEmail(baseURL, email);
  await signInBrowser(page, session);
  await page.goto('/me/setting');
  await expect(page.getByRole('heading', { level: 2, name: 'Настройки' })).toBeVisible();
  return { session, email };
}

test('personal data: unchanged, a wrong date, then saved; the status clears after 5 s and the button rests 3 s', async ({ page, baseURL }) => {
  await openSettings(page, baseURL ?? '');
  const block = page.getByRole('region', { name: 'Личные данные', exact: true });
  const save = block.getByRole('button', { name: 'Сохранить' });
  const status = block.getByRole('status');

  await save.click();
  await expect(status).toHaveText('Данные не изменились');
  await expect(save).toBeDisabled();
  await expect(save).toBeEnabled({ timeout: 4_000 });

  await block.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('31021990');
  await save.click();
  await expect(status).toHaveText('Введите дату в правильном формате');
  await expect(save).toBeEnabled({ timeout: 4_000 });

  await block.getByRole('textbox', { name: 'Дата рождения' }).fill('');
  await block.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('14071990');
  await block.getByRole('textbox', { name: 'Имя', exact: true }).fill('Ольга');
  await block.getByRole('textbox', { name: 'Фамилия' }).fill('Ершова');
  await save.click();
  await expect(status).toHaveText('Данные успешно обновлены');
  await expect(status).toHaveText('', { timeout: 6_000 });
  expect(await storedUser(page)).toMatchObject({ name: 'Ольга', last_name: 'Ершова', birth_date: '1990-07-14' });
  // the greeting of the area follows the stored user
  await expect(page.getByText('Здравствуйте, Ольга Ершова!')).toBeVisible();
});

test('mailing: the checkbox subscribes and unsubscribes the account', async ({ page, baseURL }) => {
  await openSettings(page, baseURL ?? '');
  const checkbox = page.getByRole('checkbox', { name: 'Получать новости и специальные предложения на e-mail' });
  await checkbox.check();
  await expect(page.getByRole('region', { name: 'Получать новости и специальные предложения на e-mail', exact: true }).getByRole('status')).not.toHaveText('');
  expect(await storedUser(page)).toMatchObject({ mailing: true });
  await checkbox.uncheck();
  await expect(checkbox).not.toBeChecked();
  await expect.poll(() => storedUser(page)).toMatchObject({ mailing: false });
});

test('e-mail: the same address, an unreal one on blur, then a change confirmed by its link', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const { email } = await openSettings(page, origin);
  const block = page.getByRole('region', { name: 'E-mail', exact: true });
  const field = block.getByRole('textbox', { name: 'Новый e-mail' });
  await expect(block.getByText(email)).toBeVisible();

  await field.fill(email);
  await block.getByRole('button', { name: 'Изменить e-mail' }).click();
  await expect(block.getByText('Новый email совпадает с текущим')).toBeVisible();

  await field.fill('runner@gmial.com');
  await field.blur();
  await expect(block.getByText('Укажите действительный адрес')).toBeVisible();
  await field.focus();
  await expect(block.getByText('Укажите действительный адрес')).toBeHidden();

  const next = freshEmail('changed');
  await field.fill(next);
  await block.getByRole('button', { name: 'Изменить e-mail' }).click();
  await expect(block.getByText('Ваш email не подтвержден')).toBeVisible();
  await expect(block.getByText(next, { exact: true })).toBeVisible();

  const mail = await lastMessage(origin, next);
  expect(linkPath(mail.link)).toMatch(/^\/verify\/new\/email\//);
  await page.goto(linkPath(mail.link));
  const confirmed = page.locator('racekit-login').getByRole('dialog', { name: 'Почта успешно подтверждена' });
  await expect(confirmed.getByText(`Адрес ${next} подтвержден`)).toBeVisible();
  await confirmed.getByRole('button', { name: 'Вернуться в настройки' }).click();
  await expect.poll(() => pathOf(page)).toBe('/me/setting');
  await expect(page.getByRole('region', { name: 'E-mail', exact: true }).getByText(next, { exact: true })).toBeVisible();
});

test('phone: a code, a wrong code beside its field, the right one confirms; change opens the field again', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await openSettings(page, origin);
  const block = page.getByRole('region', { name: 'Телефон', exact: true });
  const phone = freshPhone();
  await block.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.slice(1, 5));
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Введите корректный номер телефона')).toBeVisible();

  await block.getByRole('textbox', { name: 'Телефон' }).fill('');
  await block.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.slice(1));
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Ваш телефон не подтвержден')).toBeVisible();
  const code = block.getByRole('textbox', { name: 'Код из смс' });
  await expect(code).toBeVisible();

  const sms = await lastMessage(origin, phone);
  const right = sms.code ?? '';
  await code.fill(right === '0000' ? '1111' : '0000');
  await block.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(block.getByText('Неверный код')).toBeVisible();

  await code.fill(right);
  await block.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(block.getByText('Ваш телефон подтвержден')).toBeVisible();
  await expect(block.getByRole('textbox', { name: 'Код из смс' })).toBeHidden();
  await expect(block.getByText(`+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`)).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ phone, phone_confirmed: true });

  await block.getByRole('button', { name: 'Изменить' }).click();
  await expect(block.getByRole('textbox', { name: 'Новый телефон' })).toBeVisible();
  await expect(block.getByText('Ваш телефон подтвержден')).toBeHidden();
});

test('password: required fields, a wrong current one, then changed for 5 s with the fields emptied', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const { email } = await openSettings(page, origin);
  const block = page.getByRole('region', { name: 'Смена пароля', exact: true });
  const submit = block.getByRole('button', { name: 'Изменить пароль' });
  const current = block.getByRole('textbox', { name: 'Текущий пароль' });
  const fresh = block.getByRole('textbox', { name: 'Новый пароль' });

  await submit.click();
  await expect(block.getByText('Введите корректный пароль')).toHaveCount(2);
  await current.fill(PASSWORD);
  await fresh.fill('abc');
  await submit.click();
  await expect(block.getByText('Пароль должен состоять минимум из 4 символов')).toBeVisible();

  await current.fill('Wrong1pass');
  await fresh.fill('NewPass1');
  await submit.click();
  await expect(block.getByText('Неверный текущий пароль')).toBeVisible();

  await current.fill(PASSWORD);
  await fresh.fill('NewPass1');
  await submit.click();
  await expect(block.getByRole('status')).toHaveText('Пароль успешно изменен!');
  await expect(current).toHaveValue('');
  await expect(fresh).toHaveValue('');
  await expect(block.getByRole('status')).toHaveText('', { timeout: 6_000 });
  await api(origin, 'PUT', '/api/auth', { body: { email, password: 'NewPass1' } });
});

test('gender and the emergency contact: each field required, then a Belarusian phone is saved', async ({ page, baseURL }) => {
  await openSettings(page, baseURL ?? '');
  const gender = page.getByRole('region', { name: 'Пол', exact: true });
  await gender.getByRole('radio', { name: 'Мужской' }).check();
  await gender.getByRole('button', { name: 'Сохранить' }).click();
  await expect(gender.getByRole('status')).toHaveText('Данные успешно обновлены');

  const block = page.getByRole('region', { name: 'Экстренный контакт', exact: true });
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByText('Укажите имя контакта')).toBeVisible();
  await expect(block.getByText('Выберите, кем вам приходится контакт')).toBeVisible();
  await expect(block.getByText('Введите корректный номер телефона')).toBeVisible();

  await block.getByRole('textbox', { name: 'Имя контактного лица' }).fill('Пётр Ершов');
  await block.getByRole('combobox', { name: 'Кем приходится' }).selectOption('Родитель');
  // A Belarusian number typed as it is: the field reads its country from the digits.
  await block.getByRole('textbox', { name: 'Телефон контактного лица' }).pressSequentially('+375291234567');
  await expect(block.getByRole('textbox', { name: 'Телефон контактного лица' })).toHaveValue('+375 29 123-45-67');
  await expect(block.getByRole('combobox', { name: 'Код страны' })).toHaveValue('BY');
  await expect(block.getByRole('button', { name: 'Сохранить' })).toBeEnabled({ timeout: 4_000 });
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByRole('status')).toHaveText('Данные успешно обновлены');
  await page.reload();
  await expect(block.getByRole('textbox', { name: 'Имя контактного лица' })).toHaveValue('Пётр Ершов');
  expect(await storedUser(page)).toMatchObject({
    gender: 'male',
    extra_contact: 'Пётр Ершов',
    type_relate: 'Родитель',
    contact_phone: '375291234567',
  });
});

test('activity: the sign-ins of the account with place fallbacks, device and method', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('sessions');
  const session = await registerByEmail(origin, email);
  await api(origin, 'PUT', '/api/auth', { body: { email, password: PASSWORD } });
  await signInBrowser(page, session);
  await page.goto('/me/session');
  await expect(page.getByRole('heading', { level: 2, name: 'Активность' })).toBeVisible();
  const rows = page.locator('.me-sessions > li');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByText('Город не определен, Страна не определена')).toBeVisible();
  await expect(rows.first().getByText('E-mail и пароль')).toBeVisible();
});

test('a pending e-mail change and a pending phone code are there again after a reload; the resend counts down (issue 29 items 16, 20)', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await openSettings(page, origin);
  const emailBlock = page.getByRole('region', { name: 'E-mail', exact: true });
  const next = freshEmail('pending');
  await emailBlock.getByRole('textbox', { name: 'Новый e-mail' }).fill(next);
  await emailBlock.getByRole('button', { name: 'Изменить e-mail' }).click();
  await expect(emailBlock.getByText(next, { exact: true })).toBeVisible();

  const phoneBlock = page.getByRole('region', { name: 'Телефон', exact: true });
  await phoneBlock.getByRole('textbox', { name: 'Телефон' }).pressSequentially(freshPhone().slice(1));
  await phoneBlock.getByRole('button', { name: 'Получить код' }).click();
  await expect(phoneBlock.getByRole('textbox', { name: 'Код из смс' })).toBeVisible();
  await expect(phoneBlock.getByRole('button', { name: /^Отправить код еще раз через \d+ с$/ })).toBeDisabled();

  await page.reload();
  await expect(emailBlock.getByText('Ваш email не подтвержден')).toBeVisible();
  await expect(emailBlock.getByText(next, { exact: true })).toBeVisible();
  await expect(phoneBlock.getByText('Ваш телефон не подтвержден')).toBeVisible();
  await expect(phoneBlock.getByRole('textbox', { name: 'Код из смс' })).toBeVisible();
  const resend = phoneBlock.getByRole('button', { name: /^Отправить код еще раз через \d+ с$/ });
  await expect(resend).toBeDisabled();
  const seconds = async () => Number((await resend.textContent())?.match(/(\d+) с/)?.[1]);
  const first = await seconds();
  await expect.poll(seconds).toBeLessThan(first);
});

test('activity: the current session is marked; «Завершить остальные сеансы» ends the others (issue 29 item 18)', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const email = freshEmail('end-others');
  const session = await registerByEmail(origin, email);
  const other = await api<{ token: string }>(origin, 'PUT', '/api/auth', { body: { email, password: PASSWORD } });
  await signInBrowser(page, session);
  await page.goto('/me/session');
  const rows = page.locator('.me-sessions > li');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByText('Текущий сеанс')).toBeVisible();
  await expect(rows.first().getByText('Текущий сеанс')).toHaveCount(0);
  await expect(page.getByText(/^Завершен /)).toHaveCount(0);

  await page.getByRole('button', { name: 'Завершить остальные сеансы' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Остальные сеансы завершены' })).toBeVisible();
  await expect(rows.first().getByText(/^Завершен /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершить остальные сеансы' })).toHaveCount(0);
  const refused = await fetch(`${origin}/api/auth/history`, { method: 'POST', headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' }, body: '{}' });
  expect(refused.status).toBe(403);
});
