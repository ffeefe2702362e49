/**
 * The kit's phone field in the built embed bundle (preact/compat, react-imask slimmed to the
 * mask types racekit uses — the phone's dynamic mask among them): on a partner page, the SMS
 * sign-in of `<racekit-login>` reads a Belarusian, a Tajik and a Kazakh number from its digits.
 */
import { partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

test.use(twoPublicOrigins);

test('the embed bundle: the phone field of SMS sign-in detects the country as typed', async ({ page, server, problems }) => {
  await page.goto(await partnerPage(page, server.url, { body: '<racekit-login></racekit-login>' }));
  const login = page.locator('racekit-login');
  await login.getByRole('button', { name: 'Авторизация по смс' }).click();
  const phone = login.getByRole('textbox', { name: 'Телефон' });
  const country = login.getByRole('combobox', { name: 'Код страны' });
  for (const [typed, shown, code] of [
    ['+375 29 123-45-67', '+375 29 123-45-67', 'BY'],
    ['992901234567', '+992 9012 3-45-67', 'TJ'],
    ['8 701 123 45 67', '+7 (701) 123-45-67', 'KZ'],
  ] as const) {
    await phone.focus();
    await phone.press('ControlOrMeta+a');
    await phone.press('Delete');
    await phone.pressSequentially(typed);
    await expect(phone).toHaveValue(shown);
    await expect(country).toHaveValue(code);
  }
  expect(problems.errors).toEqual([]);
});
