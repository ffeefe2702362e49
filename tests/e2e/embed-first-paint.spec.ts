/**
 * A partner page pays for a button first: `<racekit-buy-ticket>` paints «Принять участие» from its
 * first paint (sdk/elements/define-shell.ts) and its widget code arrives on intent, idle or a
 * press. Here that code is held back by the test until after the press, instead of racing the
 * network: the press shows a pending, busy button, and the dialog opens once the code is in.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buyButton, partnerPage, twoPublicOrigins } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

interface EmbedMeta {
  readonly entries: Record<string, string>;
  readonly code: Record<string, string>;
  readonly chunks: Record<string, { readonly imports: readonly string[] }>;
}
const meta = JSON.parse(readFileSync(fileURLToPath(new URL('../../dist/embed-meta.json', import.meta.url)), 'utf8')) as EmbedMeta;

test.use(twoPublicOrigins);

test('a press made while the widget code is still on its way opens the dialog once it arrives', async ({ page, server, problems }) => {
  const code = meta.code['racekit-buy-ticket'];
  if (code === undefined) throw new Error('dist/embed-meta.json names no code chunk for racekit-buy-ticket');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(`${server.url}/embed/${code}`, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });

  const url = await partnerPage(page, server.url, { body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket>' });
  await page.goto(url);
  const widget = page.locator('racekit-buy-ticket');
  const button = buyButton(widget);
  await expect(button).toBeVisible();
  await button.click();

  // Pending: the press is kept, the button says it is busy, the code is being fetched.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(widget.getByRole('status')).toHaveText('Загрузка…');
  await expect(widget.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => asked).toBe(1);

  release();
  const dialog = widget.getByRole('dialog', { name: 'Стальной рубеж. Летний сезон' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeEnabled();
  await expect(buyButton(widget)).not.toHaveAttribute('aria-busy', 'true');
  expect(problems.errors).toEqual([]);
});

test('before the visitor acts (and before the page is idle) only the loader and the first paint are fetched', async ({ page, server, problems }) => {
  // The page never goes idle here, and nobody points at the button: nothing asks for the widget's code.
  await page.addInitScript(() => Object.defineProperty(window, 'requestIdleCallback', { value: () => 0 }));
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/embed/')) requested.push(path.slice('/embed/'.length));
  });
  const url = await partnerPage(page, server.url, { body: '<racekit-buy-ticket event="ev-rubezh-leto" checkout="redirect"></racekit-buy-ticket>' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(buyButton(page.locator('racekit-buy-ticket'))).toBeVisible();
  const entry = meta.entries['racekit-buy-ticket'] ?? '';
  const firstPaint = new Set<string>();
  const visit = (file: string) => {
    if (firstPaint.has(file)) return;
    firstPaint.add(file);
    meta.chunks[file]?.imports.forEach(visit);
  };
  visit(entry);
  expect(new Set(requested)).toEqual(new Set(['racekit.js', ...firstPaint]));
  expect(problems.errors).toEqual([]);
});
