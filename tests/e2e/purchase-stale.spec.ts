/**
 * A ticket that holds a place (a seat on the tribune, a format with a seating plan) stays in the
 * basket 10 minutes (purchase.md §4, §9); then it goes with the notice that the data are out of
 * date. The page's clock is Playwright's, moved on by hand.
 */
import { expect, test } from './fixtures.ts';
import { basketOf, fillThroughLink, storedBasket } from './purchase-helpers.ts';

test('a place-holding ticket leaves the basket after 10 minutes, with the notice', async ({ page, problems }) => {
  await page.clock.install();
  await fillThroughLink(page, 'f-rc-tribune', 'count=2');
  const card = basketOf(page).getByRole('article', { name: 'Стальной рубеж. Командный кубок' });
  await expect(card).toBeVisible();
  const [line] = await storedBasket(page);
  expect(line).toMatchObject({ format_public_id: 'f-rc-tribune', count: 2 });

  await page.clock.runFor('09:30');
  await expect(card).toBeVisible();
  expect(await storedBasket(page)).toHaveLength(1);

  await page.clock.runFor('01:00');
  const notice = page.getByRole('dialog', { name: 'Данные устарели' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Добавьте мероприятие в корзину еще раз');
  await expect(card).toBeHidden();
  expect(await storedBasket(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toBeHidden();
  await expect(basketOf(page).getByRole('heading', { name: 'В корзине пока ничего нет' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
