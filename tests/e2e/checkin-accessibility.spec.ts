/**
 * The check-in page (/checkin/, issue 26) passes axe (WCAG 2.0/2.1 A and AA, 2.2 AA) at 375 and
 * 1280 px in each of its states — sign-in, the city choice, the scan screen (no camera here: its
 * message), the search, and a full-screen answer — and is keyboard operable: the answer takes
 * the focus and «Следующий» returns to the camera with Enter.
 */
import { buyAndPay, myTickets, registerByEmail, sprintTicket, SPRINT } from './account-helpers.ts';
import { axeProblems } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';

for (const width of [375, 1280]) {
  test(`check-in at ${width} px: axe finds nothing in any state, and the answer is keyboard operable`, async ({ page, server, problems }) => {
    test.setTimeout(90_000);
    const buyer = await registerByEmail(server.url);
    await buyAndPay(server.url, buyer, { tickets: [sprintTicket(1)] });
    const [ticket] = await myTickets(server.url, buyer);
    const number = String((ticket as { ticketNumber?: unknown } | undefined)?.ticketNumber ?? '');
    expect(number).toMatch(/\d/);
    await page.setViewportSize({ width, height: 800 });
    const checked: string[] = [];
    const check = async (state: string) => {
      const found = await axeProblems(page);
      expect(found, `${state}: ${found.map((problem) => `${problem.rule} ${problem.target}: ${problem.why}`).join('\n')}`).toEqual([]);
      checked.push(state);
    };

    await page.goto(`${server.url}/checkin/`);
    await expect(page.getByRole('heading', { name: 'Вход для волонтёров' })).toBeVisible();
    await check('sign-in');
    await page.getByLabel('Email').fill('staff@racekit.demo');
    await page.getByLabel('Пароль').fill('Staff2026');
    await page.getByLabel('Пароль').press('Enter');
    await expect(page.getByLabel('Город события')).toBeVisible();
    await check('city');
    await page.getByLabel('Город события').selectOption(SPRINT.eventCity);
    await page.getByRole('button', { name: 'Начать регистрацию' }).click();
    await expect(page.getByText('Камера недоступна', { exact: false })).toBeVisible();
    await check('scan screen');
    await page.getByLabel('Фамилия, имя или номер билета').fill(number);
    await expect(page.getByRole('button', { name: 'Отметить' })).toHaveCount(1);
    await check('search');
    await page.getByRole('button', { name: 'Отметить' }).click();
    const answer = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Можно проходить' }) });
    await expect(answer).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Следующий' })).toBeFocused();
    await check('answer');
    await page.keyboard.press('Enter');
    await expect(answer).toHaveCount(0);
    expect(checked).toEqual(['sign-in', 'city', 'scan screen', 'search', 'answer']);
    expect(problems.errors).toEqual([]);
  });
}
