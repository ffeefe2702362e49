/**
 * The first load of a shareable page (issue 18): the server's HTML carries the page's head and
 * the answers its first screen needs, so the page asks the API for none of them again; the
 * route's code is named in the HTML; the strict CSP meets no violation; and the document's
 * title follows the visitor from page to page.
 */
import { expect, test } from './fixtures.ts';

const EARLY_BLOCK = /<script type="application\/json" id="racekit-early-answers">([\s\S]*?)<\/script>/;

interface EarlyAnswer {
  readonly call: string;
  readonly input: { readonly params?: Record<string, string>; readonly query?: Record<string, string | number | boolean> };
}

/** `GET /api/event/id/{id}` with its input → the path the client would ask. */
function pathOf({ call, input }: EarlyAnswer): string {
  const path = call.replace(/^GET /, '').replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  return path;
}

for (const route of ['/', '/calendar', '/event/ev-rubezh-leto', '/event/ev-rubezh-leto/f-rl-msk-sprint', '/news/news-kazan-route', '/shop/product/p-hoodie-rubezh']) {
  test(`${route}: the first screen's answers come with the HTML and are not asked again`, async ({ page, baseURL, problems }) => {
    const html = await (await fetch(`${baseURL ?? ''}${route}`)).text();
    const block = EARLY_BLOCK.exec(html)?.[1];
    expect(block, 'the early answers block').toBeDefined();
    const answers = JSON.parse(block ?? '[]') as EarlyAnswer[];
    expect(answers.length).toBeGreaterThan(0);
    expect(html, 'the route chunk is preloaded').toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+-page-[\w-]+\.js" \/>/);

    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.resourceType() === 'fetch') asked.push(url.pathname);
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    const again = answers.map(pathOf).filter((path) => asked.includes(path));
    expect(again, `asked again: ${again.join(', ')}`).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the title follows the visitor: an event, the calendar, a content page by its route name (issue 13 §8)', async ({ page }) => {
  await page.goto('/event/ev-rubezh-leto');
  await expect(page).toHaveTitle('Стальной рубеж. Летний сезон — racekit');
  await page.getByRole('banner').getByRole('link', { name: /Календарь/ }).first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page).toHaveTitle('Календарь мероприятий — racekit');
  await page.goto('/event/ev-rubezh-leto/f-rl-msk-sprint');
  await expect(page).toHaveTitle('Спринт 5 км — Стальной рубеж. Летний сезон — racekit');
  await page.getByRole('contentinfo').getByRole('link', { name: 'О нас' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('О нас — racekit');
  await page.getByRole('banner').getByRole('link', { name: 'racekit — на главную' }).click();
  await expect(page).toHaveTitle('racekit — гонки с препятствиями и забеги');
});
