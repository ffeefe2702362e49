/**
 * Modals in the top layer (sdk/ui/dialog.tsx: the native <dialog> opened with showModal()): on
 * the organiser's site at desktop width the sticky header no longer paints over the buy dialog's
 * title and close button; the page behind does not scroll while a dialog is open (account.md §4,
 * issue 13 item 5: at 1400 px it did), and scrolls again once it closes; nothing is written onto
 * the page's own elements (no inert or aria-hidden).
 */
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1400, height: 800 } });

test('the buy dialog is above the sticky header, locks the page scroll while open, and leaves the page untouched', async ({ page, problems }) => {
  await page.goto('/event/ev-kids-moscow');
  await expect(page.getByRole('heading', { name: 'Рубеж. Дети — Москва', level: 1 })).toBeVisible();
  // Scrolled a little: the sticky header sits at the top, over where the dialog's header goes.
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  const marks = () => page.evaluate(() => ({ inert: document.querySelectorAll('[inert]').length, hidden: document.querySelectorAll('[aria-hidden]').length }));
  const unmarked = await marks();

  await page.getByRole('button', { name: 'Принять участие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Рубеж. Дети — Москва' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Закрыть' });
  await expect(close).toBeVisible();

  // What a pointer hits at the close button's centre is the close button, not the header.
  const box = await close.boundingBox();
  if (box === null) throw new Error('the close button has no box');
  const hit = await page.evaluate(({ x, y }) => {
    let element = document.elementFromPoint(x, y);
    while (element?.shadowRoot != null) {
      const inner = element.shadowRoot.elementFromPoint(x, y);
      if (inner === null || inner === element) break;
      element = inner;
    }
    // The pointer lands on the button's icon: the control it belongs to is what counts.
    return element?.closest('button')?.getAttribute('aria-label') ?? element?.tagName ?? null;
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hit).toBe('Закрыть');

  // The wheel over the backdrop moves nothing behind it.
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  await page.mouse.move(1360, 700);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The lock itself: the page's scroller takes no user scrolling while the dialog is open.
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
  expect(await overflow()).toBe('hidden');
  // Nothing is written onto the page's own elements: the browser makes them inert itself.
  expect(await marks()).toEqual(unmarked);

  await close.click();
  await expect(dialog).toHaveCount(0);
  expect(await overflow()).not.toBe('hidden');
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  expect(problems.errors).toEqual([]);
});
