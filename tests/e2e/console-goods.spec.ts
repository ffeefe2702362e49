/**
 * The console's goods through the browser (issue 25 §2): the organiser adds a good with a picture
 * uploaded from a file and its sizes, changes a size's stock by a delta, and the public shop's
 * call shows the good with that picture and stock; gift certificates and insurance have their
 * pages. Each page is photographed for review (the test's output folder).
 */
import { api } from './account-helpers.ts';
import { DEMO_ORGANISER, signInAs } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('the organiser adds a good with an uploaded picture and sizes, and changes its stock by a delta', async ({ page, baseURL, problems }, testInfo) => {
  const origin = baseURL ?? '';
  await signInAs(page, origin, DEMO_ORGANISER);
  await page.goto('/console/shop');
  await expect(page.getByRole('heading', { name: 'Магазин', level: 1 })).toBeVisible();
  await expect(page.locator('main .console-grid').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-shop.png'), fullPage: true });

  await page.getByRole('link', { name: 'Добавить товар' }).click();
  await expect(page.getByRole('heading', { name: 'Новый товар', level: 1 })).toBeVisible();
  await page.getByLabel('Идентификатор (необязательно)').fill('p-e2e-cap');
  await page.getByLabel('Категория').selectOption({ label: 'Аксессуары' });
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill('Кепка e2e');
  await page.getByLabel('Название (по-английски)').fill('E2e cap');
  await page.getByRole('textbox', { name: 'Цена, ₽', exact: true }).fill('990');
  await page.locator('input[type="file"]').setInputFiles({ name: 'cap.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Картинка загружена')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Текущая картинка' })).toBeVisible();
  await page.getByLabel('Размеры и остатки').fill('S/M: 4\nL/XL: 2');
  await page.screenshot({ path: testInfo.outputPath('console-new-good.png'), fullPage: true });
  await page.getByRole('button', { name: 'Создать' }).click();

  await expect(page).toHaveURL(/\/console\/shop\/products\/p-e2e-cap$/);
  await expect(page.getByRole('heading', { name: 'Кепка e2e', level: 1 })).toBeVisible();
  await expect(page.getByText('L/XL: осталось 2')).toBeVisible();
  await page.getByLabel('Изменить остаток «L/XL» на').fill('+10');
  await page.getByRole('button', { name: 'Изменить' }).nth(1).click();
  await expect(page.getByText('L/XL: осталось 12')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-good.png'), fullPage: true });

  const shown = await api<{ title: string; picture: string; sizes: { name: string; count: number }[] }>(origin, 'GET', '/api/shop/product/p-e2e-cap');
  expect(shown.title).toBe('Кепка e2e');
  expect(shown.sizes).toEqual([expect.objectContaining({ name: 'S/M', count: 4 }), expect.objectContaining({ name: 'L/XL', count: 12 })]);
  const picture = await page.request.get(shown.picture);
  expect(picture.headers()['content-type']).toBe('image/png');

  for (const [path, name] of [
    ['/console/certificates', 'console-certificates.png'],
    ['/console/insurance', 'console-insurance.png'],
    ['/console/insurance/ins-start', 'console-insurance-product.png'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main .console-grid').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  }
  expect(problems.errors).toEqual([]);
});
