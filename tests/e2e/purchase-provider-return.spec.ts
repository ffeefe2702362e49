/**
 * Coming back from Robokassa (sdk/basket/provider-return.ts): its FailURL return to the basket
 * shows the payment error popup; its SuccessURL return names the order in `Shp_order`, and an
 * order paid after its hold ended, whose places were sold meanwhile (`refund_required`), says
 * the money is being returned. The order check is answered by the test (the state needs a
 * late provider notification), everything else by the real server.
 */
import { expect, test } from './fixtures.ts';

test("Robokassa's FailURL return shows the payment error popup", async ({ page, problems }) => {
  await page.goto('/basket?OutSum=2500.00&InvId=12&Culture=ru&Shp_order=o-any');
  const popup = page.getByRole('dialog', { name: 'Оплата не прошла' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Вернуться в корзину' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/basket$/);
  expect(problems.errors).toEqual([]);
});

test("a late payment whose places are gone: the thanks page says the money is being returned", async ({ page, request, problems }) => {
  const signed = await request.put('/api/auth', { data: { email: 'runner@racekit.demo', password: 'Runner2026' } });
  const { token, user } = (await signed.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('token', JSON.stringify(session.token));
    localStorage.setItem('userObj', JSON.stringify(session.user));
  }, { token, user });
  await page.route('**/api/order/o-late', (route) =>
    route.fulfill({
      json: {
        status: 'refund_required',
        items: { tickets: [{ public_id: 'f', count: 5, title: '5 км', price: 2500 }], shop: [], certificates: [], insurances: [], email: 'runner@racekit.demo' },
        tickets: [],
      },
    }),
  );
  await page.goto('/basket/thanks?OutSum=2500.00&InvId=12&SignatureValue=ab&Culture=ru&Shp_order=o-late');
  await expect(page.getByRole('heading', { name: 'Оплата пришла слишком поздно' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Оплата пришла, когда время брони уже истекло и места заняли другие участники, поэтому билеты не оформлены. Деньги возвращаются на карту, с которой вы платили.',
  );
  await expect(page.getByText('Подробности мы отправили на runner@racekit.demo')).toBeVisible();
  expect(problems.errors).toEqual([]);
});
