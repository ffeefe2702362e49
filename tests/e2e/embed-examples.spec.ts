/**
 * Every partner example with the built bundle (/embed/racekit.js, the Preact build): the index
 * links them all, each page loads without errors, its widgets appear and work.
 */
import { buyButton, recordCspViolations } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

const examples = [
  { path: '/examples/partner-event/', link: 'Страница события у партнёра', event: 'Стальной рубеж. Летний сезон' },
  { path: '/examples/corporate-calendar/', link: 'Корпоративный портал с календарём', event: undefined },
  { path: '/examples/landing/', link: 'Лендинг с готовыми корзинами', event: undefined },
  { path: '/examples/themed/', link: 'Тёмная тема и свои цвета', event: 'Ночной пульс. Белые ночи' },
  { path: '/examples/strict-csp/', link: 'Строгий CSP и Trusted Types', event: 'Город бежит. Казань' },
  { path: '/examples/react-host/', link: 'Приложение на React', event: 'Стальной рубеж. Летний сезон' },
  { path: '/examples/personal-area/', link: 'Личный кабинет на сайте клуба', event: undefined },
] as const;

test.describe('partner examples', () => {
  test('the index links every example, and every link answers', async ({ page, request }) => {
    await page.goto('/examples/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Билеты организатора на любом сайте — одной строкой');
    for (const example of examples) {
      const link = page.getByRole('link', { name: new RegExp(example.link) });
      await expect(link).toHaveAttribute('href', example.path.replace('/examples/', ''));
      expect((await request.get(example.path)).status()).toBe(200);
    }
    for (const types of ['racekit.d.ts', 'racekit-react.d.ts', 'racekit-preact.d.ts', 'custom-elements.json']) {
      await expect(page.getByRole('link', { name: types, exact: true })).toHaveAttribute('href', `/embed/${types}`);
      expect((await request.get(`/embed/${types}`)).status()).toBe(200);
    }
  });

  for (const example of examples) {
    test(`${example.path} loads cleanly${example.event === undefined ? '' : ' and its button opens the ticket dialog'}`, async ({ page, problems }) => {
      const violations = await recordCspViolations(page);
      await page.goto(example.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (example.event !== undefined) {
        const widget = page.locator('racekit-buy-ticket').first();
        await buyButton(widget).click();
        await expect(widget.getByRole('dialog', { name: example.event })).toBeVisible();
        await expect(widget.getByRole('radio').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(widget.getByRole('dialog')).toBeHidden();
      }
      expect(await violations()).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('the corporate calendar lists events and takes the visitor to the event on the organiser’s site', async ({ page, server }) => {
    await page.goto('/examples/corporate-calendar/');
    const calendar = page.locator('racekit-calendar');
    const card = calendar.getByRole('article', { name: 'Город бежит. Казань' });
    await expect(card).toBeVisible();
    await calendar.getByRole('button', { name: 'Город бежит', exact: true }).click();
    await expect(calendar.getByRole('article')).toHaveCount(1);
    await card.getByRole('link', { name: 'Принять участие' }).click();
    await page.waitForURL(new RegExp(`^${server.url}/event/`));
  });

  test('the landing page links fill the basket with real formats, cities and codes', async ({ page, request }) => {
    await page.goto('/examples/landing/');
    const offers = page.locator('.offers').getByRole('link');
    await expect(offers).toHaveCount(3);
    for (const href of await offers.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const url = new URL(href, 'http://x');
      const format = /^\/basket-fill-outside\/([\w-]+)$/.exec(url.pathname)?.[1] ?? '';
      const answer = await request.get(`/api/event_format/${format}`);
      expect(answer.status(), href).toBe(200);
      expect(await answer.json()).toMatchObject({ public_id: format, event_city_public_id: url.searchParams.get('city') });
      expect(Number(url.searchParams.get('count'))).toBeGreaterThanOrEqual(1);
    }
  });

  test('the React host: typed tags in JSX, attributes that re-render, events in its log', async ({ page, problems }) => {
    // Stay on the page when the widget asks to go to the organiser's checkout.
    await page.addInitScript(() => document.addEventListener('racekit:navigate', (event) => event.preventDefault()));
    await page.goto('/examples/react-host/');
    const first = page.locator('racekit-buy-ticket').first();
    await expect(page.locator('racekit-buy-ticket').getByRole('button', { name: 'Принять участие' })).toHaveCount(3);
    await page.getByRole('button', { name: 'Eng' }).click();
    await expect(page.locator('racekit-buy-ticket').getByRole('button', { name: 'Take part' })).toHaveCount(3);
    await page.getByRole('button', { name: 'Рус' }).click();

    await buyButton(first).click();
    await first.getByRole('radio', { name: 'Москва', exact: true }).check();
    await first.getByRole('radio', { name: 'Команда 5 человек', exact: true }).check();
    await first.getByRole('button', { name: 'Перейти к оформлению' }).click();
    const log = page.getByRole('region', { name: 'Журнал событий виджетов' });
    await expect(log.getByRole('listitem').first()).toContainText('racekit:navigate /basket-fill-outside/f-rl-msk-team5?count=5&city=ec-rubezh-leto-msk');
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
