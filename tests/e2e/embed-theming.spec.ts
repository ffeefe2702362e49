/**
 * Styles across the shadow boundary with the built bundle: the host's rules do not reach the
 * widgets and the widgets' rules do not reach the host; what a host may change it changes
 * through `--racekit-*` tokens, `::part()` and `theme`.
 */
import type { Locator } from '@playwright/test';
import { buyButton } from './embed-support.ts';
import { expect, test } from './fixtures.ts';

const looks = ['font-family', 'background-color', 'color', 'border-top-style', 'border-top-width', 'border-top-left-radius', 'text-transform', 'padding-left', 'box-shadow'] as const;

/** The computed values of `looks` for the element. */
function styleOf(element: Locator): Promise<Record<string, string>> {
  return element.evaluate((node, names) => {
    const style = getComputedStyle(node);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, [...looks]);
}

/**
 * The button's styles once read from a connected node: the widget's code replaces the first
 * paint's button when it arrives, and a node read at that moment is detached (all values empty).
 */
async function shownStyleOf(element: Locator): Promise<Record<string, string>> {
  let style: Record<string, string> = {};
  await expect
    .poll(async () => {
      style = await styleOf(element);
      return style['background-color'];
    })
    .not.toBe('');
  return style;
}

test.describe('widget styles and host styles', () => {
  test('a host rule on `button` does not change the widget, and the widget’s CSS does not reach the host', async ({ page }) => {
    await page.goto('/examples/partner-event/');
    const widgetButton = buyButton(page.locator('racekit-buy-ticket'));
    await expect(widgetButton).toBeVisible();
    const before = await shownStyleOf(widgetButton);

    await page.addStyleTag({
      content: `button, .rk-button, [part="button"] { font-family: "Courier New", monospace !important; background: rgb(0, 128, 0) !important;
        color: rgb(255, 255, 0) !important; border: 3px dashed rgb(255, 0, 0) !important; border-radius: 0 !important; text-transform: lowercase !important;
        padding: 0 !important; box-shadow: none !important; }`,
    });
    expect(await shownStyleOf(widgetButton)).toEqual(before);

    // The host's own button with the widget's class names is styled by the host only.
    await page.evaluate(() => {
      const plain = Object.assign(document.createElement('button'), { id: 'plain', textContent: 'Подписаться' });
      const named = Object.assign(document.createElement('button'), { id: 'named', className: 'rk-button rk-button--primary', textContent: 'Подписаться' });
      const wrapper = Object.assign(document.createElement('div'), { className: 'rk-root' });
      wrapper.append(named);
      document.querySelector('.article')?.append(plain, wrapper);
    });
    expect(await styleOf(page.locator('#named'))).toEqual(await styleOf(page.locator('#plain')));
    expect((await styleOf(page.locator('#plain')))['background-color']).toBe('rgb(0, 128, 0)');
  });

  test("a host's inherited text properties stop at the widget's edge", async ({ page }) => {
    await page.goto('/examples/partner-event/');
    const widget = page.locator('racekit-buy-ticket');
    await buyButton(widget).click();
    // The dialog's title is plain text (a button's own UA style would reset these anyway).
    const title = widget.getByRole('dialog').getByRole('heading').first();
    await expect(title).toBeVisible();
    const textStyle = () =>
      title.evaluate((node) => {
        const computed = getComputedStyle(node);
        return [computed.letterSpacing, computed.textTransform, computed.fontStyle, computed.wordSpacing];
      });
    const before = await textStyle();
    await page.addStyleTag({ content: 'body { letter-spacing: 7px; text-transform: lowercase; font-style: italic; word-spacing: 20px; }' });
    expect(await textStyle()).toEqual(before);
    expect(before).not.toContain('lowercase');
  });

  test('a token override does change the widget', async ({ page }) => {
    await page.goto('/examples/partner-event/');
    const widgetButton = buyButton(page.locator('racekit-buy-ticket'));
    await expect(widgetButton).toBeVisible();
    // The page's own token (style.css: --racekit-accent: var(--rust)).
    expect((await shownStyleOf(widgetButton))['background-color']).toBe('rgb(196, 80, 31)');
    await page.addStyleTag({ content: 'racekit-buy-ticket { --racekit-accent: rgb(10, 20, 30); --racekit-on-accent: rgb(250, 250, 250); }' });
    await expect.poll(async () => (await styleOf(widgetButton))['background-color']).toBe('rgb(10, 20, 30)');
    expect((await shownStyleOf(widgetButton)).color).toBe('rgb(250, 250, 250)');
  });

  test('the themed page: dark theme, its tokens and its ::part() rules reach the widgets', async ({ page, problems }) => {
    await page.goto('/examples/themed/');
    const widget = page.locator('racekit-buy-ticket');
    const widgetButton = buyButton(widget);
    await expect(widgetButton).toBeVisible();
    await expect(widget.locator('.rk-root')).toHaveAttribute('data-theme', 'dark');
    // Polled: the widget's code may take over the first paint's button while it is being read
    // (a detached node has no computed style).
    const style = () =>
      widgetButton.evaluate((node) => {
        const computed = getComputedStyle(node);
        const em = Number.parseFloat(computed.letterSpacing) / Number.parseFloat(computed.fontSize);
        return { background: computed.backgroundColor, letterSpacingEm: Math.round(em * 100) / 100, minWidth: computed.minWidth };
      });
    // racekit-buy-ticket::part(button) { letter-spacing: 0.2em; min-width: 240px }
    await expect.poll(style).toEqual({ background: 'rgb(198, 255, 61)', letterSpacingEm: 0.2, minWidth: '240px' });
    // The dark theme's surfaces inside the dialog.
    await widgetButton.click();
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The <dialog> is the transparent top-layer sheet; its panel carries the surface.
    expect(await dialog.locator('.rk-dialog').evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(21, 22, 27)');
    await page.screenshot({ path: 'tests/e2e/.artifacts/embed-themed-dialog.png' });
    expect(problems.errors).toEqual([]);
  });
});
