/**
 * E-mail addresses on Cyrillic domains typed into the real fields (issue 29 items 13, 19): the
 * basket's e-mail and the settings' new e-mail keep «.рф» as typed — Chromium's type="email"
 * turned it into xn--p1ai — and the address is accepted there and by the server.
 */
import { freshEmail, registerByEmail, signInBrowser } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { basketOf, fillThroughLink } from './purchase-helpers.ts';

test("the basket's e-mail keeps тест@почта.рф as typed and takes it", async ({ page, problems }) => {
  await fillThroughLink(page, 'f-kd-junior');
  const email = basketOf(page).getByRole('textbox', { name: 'E-mail' });
  await email.pressSequentially('Тест@почта.рф');
  await email.blur();
  await expect(email).toHaveValue('Тест@почта.рф');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).not.toHaveAccessibleDescription(/Введите валидный email/);
  expect(problems.errors).toEqual([]);
});

test("the settings' new e-mail keeps новый@почта.рф as typed and asks to confirm it", async ({ page, baseURL, problems }) => {
  const session = await registerByEmail(baseURL ?? '', freshEmail('idn'));
  await signInBrowser(page, session);
  await page.goto('/me/setting');
  const block = page.getByRole('region', { name: 'E-mail', exact: true });
  const field = block.getByRole('textbox', { name: 'Новый e-mail' });
  await field.pressSequentially('новый@почта.рф');
  await field.blur();
  await expect(field).toHaveValue('новый@почта.рф');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await block.getByRole('button', { name: 'Изменить e-mail' }).click();
  await expect(block.getByRole('status').filter({ hasText: 'Ваш email не подтвержден' })).toContainText('новый@почта.рф');
  expect(problems.errors).toEqual([]);
});
