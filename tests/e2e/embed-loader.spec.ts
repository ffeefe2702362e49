/**
 * racekit.js, the loader, on pages of another origin (PARTNER_ORIGIN) with the built Preact
 * bundle: a tag's code arrives when the tag appears — in the page or inside a widget's shadow
 * root —, the script works as a classic script and as a module, twice is harmless, the queue
 * stub and the script's data-* configure the widgets, and the server caches and shares the files.
 */
import type { Page, Request } from '@playwright/test';
import { buyButton, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

/** The racekit files a page asked for, by name without the hash (`racekit-buy-ticket`, `racekit.js`). */
function embedRequests(page: Page): { names: () => string[] } {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/embed\/([^?#]+)$/.exec(request.url());
    if (match?.[1] !== undefined) seen.push(match[1].replace(/-[0-9a-f]{16}\.js$/, ''));
  });
  return { names: () => [...seen] };
}

test.use(twoPublicOrigins);

test.describe('racekit.js loader', () => {
  test("loads a tag's code when the tag first appears, and only then", async ({ page, server, problems }) => {
    const requests = embedRequests(page);
    // The page never goes idle here and nobody points at the button: the buy button's own code and
    // dialog (fetched on intent, idle or a press) stay away too.
    await page.addInitScript(() => Object.defineProperty(window, 'requestIdleCallback', { value: () => 0 }));
    const url = await partnerPage(page, server.url, { body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket><div id="later"></div>' });
    await page.goto(url);
    await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
    expect(requests.names()).toContain('racekit.js');
    expect(requests.names()).toContain('racekit-buy-ticket');
    // Nothing of the tags that are not on the page, nor the dialog.
    for (const absent of ['racekit-calendar', 'racekit-basket', 'racekit-login', 'buy-ticket-dialog']) expect(requests.names()).not.toContain(absent);

    // A tag added later (a single-page app rendering it) loads then.
    await page.evaluate(() => {
      const calendar = document.createElement('racekit-calendar');
      calendar.setAttribute('limit', '2');
      document.getElementById('later')?.append(calendar);
    });
    await expect(page.locator('racekit-calendar').getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(requests.names()).toContain('racekit-calendar');
    expect(await page.locator('racekit-calendar').getByRole('heading', { level: 3 }).count()).toBe(2);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("finds a tag rendered inside another widget's shadow root", async ({ page, server, problems }) => {
    const url = await partnerPage(page, server.url, { body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket>' });
    await page.goto(url);
    await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
    expect(await page.evaluate(() => customElements.get('racekit-basket-badge') === undefined)).toBe(true);
    // As the buy-ticket dialog renders <racekit-basket> by its tag inside its own shadow root.
    await page.evaluate(() => document.querySelector('racekit-buy-ticket')?.shadowRoot?.append(document.createElement('racekit-basket-badge')));
    await expect(page.locator('racekit-buy-ticket racekit-basket-badge').locator('[part="count"]')).toHaveText('0');
    expect(problems.errors).toEqual([]);
  });

  test('works as a module script, and loaded twice it defines every tag once and warns of nothing', async ({ page, server, problems }) => {
    const requests = embedRequests(page);
    const src = `${server.url}/embed/racekit.js`;
    const url = await partnerPage(page, server.url, {
      loader: `<script type="module" src="${src}"></script><script src="${src}" async></script><script src="${src}?copy=2" async></script>`,
      body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket><racekit-buy-ticket event="ev-night-spb" checkout="redirect"></racekit-buy-ticket>',
    });
    await page.goto(url);
    const buttons = page.locator('racekit-buy-ticket').getByRole('button', { name: 'Принять участие' });
    await expect(buttons).toHaveCount(2);
    expect(requests.names().filter((name) => name === 'racekit-buy-ticket')).toHaveLength(1);
    expect(await page.evaluate(() => {
      const racekit: unknown = Reflect.get(window, 'Racekit');
      return typeof racekit === 'object' && racekit !== null && 'version' in racekit ? racekit.version : null;
    })).toMatch(/^\d+\.\d+\.\d+$/);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('runs as a module alone (no currentScript): chunks resolve against its own URL', async ({ page, server, problems }) => {
    const url = await partnerPage(page, server.url, {
      loader: `<script type="module" src="${server.url}/embed/racekit.js"></script>`,
      body: '<racekit-basket-badge></racekit-basket-badge>',
    });
    await page.goto(url);
    await expect(page.locator('racekit-basket-badge').locator('[part="count"]')).toHaveText('0');
    expect(problems.errors).toEqual([]);
  });

  test('the queue stub: Racekit.configure() and Racekit.on() before the script arrives', async ({ page, server, problems }) => {
    const url = await partnerPage(page, server.url, {
      head: `<script>
        window.Racekit=window.Racekit||{q:[],configure:function(c){this.q.push(c)},on:function(t,f){document.addEventListener('racekit:'+t,f)}};
        Racekit.configure({ site: 'https://events.example' });
        Racekit.on('error', function (event) { document.title = 'error:' + event.detail.code + ':' + event.detail.attribute; });
      </script>`,
      body: '<racekit-basket-badge></racekit-basket-badge><racekit-buy-ticket event="ev-rubezh-leto" count="many"></racekit-buy-ticket>',
    });
    await page.goto(url);
    // The queued configuration reached the widgets…
    await expect(page.locator('racekit-basket-badge').getByRole('link')).toHaveAttribute('href', 'https://events.example/basket');
    // …and the listener the stub added hears the buy button's bad attribute.
    await expect(page).toHaveTitle('error:attribute:count');
    // The real object replaced the stub; configure() now validates at once.
    const refused = await page.evaluate(() => {
      const racekit: unknown = Reflect.get(window, 'Racekit');
      if (typeof racekit !== 'object' || racekit === null || !('configure' in racekit) || typeof racekit.configure !== 'function') return 'no Racekit';
      try {
        racekit.configure({ apiBase: 'ftp://nowhere' });
        return 'accepted';
      } catch (error) {
        return error instanceof Error ? error.name : String(error);
      }
    });
    expect(refused).toBe('ConfigError');
    expect(problems.errors).toEqual([]);
  });

  test("the script's data-api-base and data-site: API calls and links go there", async ({ page, server, problems }) => {
    const api: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) api.push(request.url());
    });
    const url = await partnerPage(page, server.url, {
      loader: `<script src="${server.url}/embed/racekit.js" async data-api-base="${server.url}/api" data-site="https://events.example"></script>`,
      body: '<racekit-basket-badge></racekit-basket-badge><racekit-buy-ticket event="ev-night-spb" checkout="redirect"></racekit-buy-ticket>',
    });
    await page.goto(url);
    await expect(page.locator('racekit-basket-badge').getByRole('link')).toHaveAttribute('href', 'https://events.example/basket');
    await buyButton(page.locator('racekit-buy-ticket')).click();
    await expect(page.locator('racekit-buy-ticket').getByRole('radio', { name: 'Ночные 5 км' })).toBeVisible();
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((call) => call.startsWith(`${server.url}/api/`))).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test("the script's data-lang is the widgets' language when the visitor chose none", async ({ page, server }) => {
    const url = await partnerPage(page, server.url, {
      loader: `<script src="${server.url}/embed/racekit.js" async data-lang="en"></script>`,
      body: '<racekit-buy-ticket event="ev-night-spb" checkout="redirect"></racekit-buy-ticket>',
    });
    await page.goto(url);
    const widget = page.locator('racekit-buy-ticket');
    await expect(buyButton(widget, 'Take part')).toBeVisible();
    // The widget's code, once in, speaks it too (not only the first paint).
    await buyButton(widget, 'Take part').click();
    await expect(widget.getByRole('dialog').getByRole('button', { name: 'Go to checkout' })).toBeVisible();
  });

  test('a bad data-* value is reported and the widgets still work', async ({ page, server, problems }) => {
    const url = await partnerPage(page, server.url, {
      loader: `<script src="${server.url}/embed/racekit.js" async data-lang="fr"></script>`,
      body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket>',
    });
    await page.goto(url);
    await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
    // Checked when the widget code arrives (it validates the settings), after the first paint.
    await expect.poll(() => problems.consoleErrors.some((line) => line.includes('racekit: Racekit configuration: lang "fr"'))).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test('racekit.js is cached briefly, hashed chunks for a year, and every file is readable from other origins', async ({ request }) => {
    const loader = await request.get('/embed/racekit.js', { headers: { origin: 'http://partner.test' } });
    expect(loader.status()).toBe(200);
    expect(loader.headers()['cache-control']).toBe('public, max-age=300');
    expect(loader.headers()['access-control-allow-origin']).toBe('*');
    const chunk = /"entry":"(racekit-buy-ticket-[0-9a-f]{16}\.js)"|entry:"(racekit-buy-ticket-[0-9a-f]{16}\.js)"/.exec(await loader.text());
    const file = chunk?.[1] ?? chunk?.[2];
    expect(file).toBeDefined();
    const entry = await request.get(`/embed/${file ?? ''}`, { headers: { origin: 'http://partner.test' } });
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['content-type']).toContain('javascript');
  });
});
