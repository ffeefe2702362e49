/**
 * Screenshot comparisons of the key pages (site-look.spec.ts, account-look.spec.ts): the page or
 * one element against its baseline in tests/e2e/__screenshots__ (committed). What would make two
 * runs differ is held still: the browser's clock is frozen at 09:00 UTC of the run's day, motion
 * is reduced (no carousel autoplay), animations and the caret are off, the font is pinned to
 * DejaVu Sans, and the dates (every <time>, they follow the demo seed, written relative to
 * today) are masked. The tolerance survives font hinting: a pixel may differ a little in colour
 * (threshold 0.2) and 2 % of the pixels may differ at all; a moved or missing block does not pass.
 * Update the baselines after an intended change: see CONTRIBUTING.md ("Screenshots").
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The pinned font, as a same-origin stylesheet (the strict CSP takes no inline style). */
const FONT_PIN_URL = '/__look/font-pin.css';
const FONT_PIN_CSS = ':root { --racekit-font: "DejaVu Sans", sans-serif; } body { font-family: "DejaVu Sans", sans-serif; }';

/** 09:00 UTC of the run's day: Date.now() stands still there. */
export function frozenNow(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
}

/** Call before the first navigation: freezes the clock and serves the font pin. */
export async function holdStill(page: Page): Promise<void> {
  await page.clock.setFixedTime(frozenNow());
  await page.route(`**${FONT_PIN_URL}`, (route) => route.fulfill({ contentType: 'text/css', body: FONT_PIN_CSS }));
}

/** Compares the whole page (or `element`) with baseline `<name>-<width>.png`; `masks` hide what differs by design. */
export async function compareLook(page: Page, name: string, width: number, element?: Locator, masks: Locator[] = []): Promise<void> {
  await page.addStyleTag({ url: FONT_PIN_URL });
  await page.evaluate(() => document.fonts.ready);
  const options = { animations: 'disabled' as const, caret: 'hide' as const, mask: [page.locator('time'), ...masks], maxDiffPixelRatio: 0.02, threshold: 0.2 };
  if (element === undefined) await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...options, fullPage: true });
  else await expect(element).toHaveScreenshot(`${name}-${width}.png`, options);
}
