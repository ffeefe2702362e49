/**
 * Helpers of the embed e2e specs (tests/e2e/embed-*.spec.ts): host pages on an origin the
 * organiser does not control, CSP violation counting, and the steps of buying a ticket through
 * `<racekit-buy-ticket>`'s dialog, as a visitor does it (by role and name).
 */
import { expect, type LaunchOptions, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium-executable.ts';

/** A partner's origin: Playwright answers it, so no DNS or second server is needed. */
export const PARTNER_ORIGIN = 'http://partner.test';

const executablePath = chromiumExecutable();

/**
 * `test.use()` for specs with a partner origin. Chromium refuses requests from a public, non-secure
 * page to a loopback server (Local Network Access), which is what partner.test → 127.0.0.1 looks
 * like here; in real life both are public sites, so that check is switched off.
 */
export const twoPublicOrigins: { launchOptions: LaunchOptions } = {
  launchOptions: {
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights'],
    ...(executablePath === undefined ? {} : { executablePath }),
  },
};

/**
 * Serves `body` (inside a minimal page) at `PARTNER_ORIGIN + path`, with racekit.js loaded
 * from the real server as `loader` says; returns the page's URL.
 */
export async function partnerPage(
  page: Page,
  serverUrl: string,
  options: { body: string; head?: string; loader?: string; path?: string },
): Promise<string> {
  const path = options.path ?? '/';
  const loader = options.loader ?? `<script src="${serverUrl}/embed/racekit.js" async></script>`;
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр</title>${options.head ?? ''}${loader}</head><body>${options.body}</body></html>`;
  await page.route(`${PARTNER_ORIGIN}/**`, (route) =>
    new URL(route.request().url()).pathname === path
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
      : route.fulfill({ status: 404, body: 'not found' }),
  );
  return `${PARTNER_ORIGIN}${path}`;
}

/** Collects the page's `securitypolicyviolation` events from before its first script. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () =>
    page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__cspViolations');
      return Array.isArray(seen) ? seen.map(String) : ['the violation recorder did not run'];
    });
}

/**
 * After a purchase under a strict policy: no violation was recorded, no CSP or Trusted Types
 * complaint reached the console, and no script error happened.
 */
export async function expectNoCspTrouble(violations: () => Promise<string[]>, problems: { errors: Error[]; consoleErrors: string[] }): Promise<void> {
  expect(await violations()).toEqual([]);
  expect(problems.consoleErrors.filter((line) => /Content Security Policy|TrustedHTML|TrustedScript|Trusted Type/i.test(line))).toEqual([]);
  expect(problems.errors).toEqual([]);
}

/** Proves the recorder hears the page's policy: an inline `<style>`, as a careless widget would add one, is one style-src violation. */
export async function expectInlineStyleRecorded(page: Page, violations: () => Promise<string[]>): Promise<void> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  await expect.poll(violations).toEqual([expect.stringContaining('style-src')]);
}

/** The 'Принять участие' button of a `<racekit-buy-ticket>`. */
export function buyButton(widget: Locator, name = 'Принять участие'): Locator {
  return widget.getByRole('button', { name, exact: true });
}

/**
 * Opens the buy-ticket dialog, picks the city (when the event has several) and the format, and
 * presses the dialog's main button (`Перейти к оформлению` or `Добавить в корзину`).
 */
export async function chooseTicket(widget: Locator, choice: { city?: string; format: string; action: string }): Promise<void> {
  await buyButton(widget).click();
  if (choice.city !== undefined) await widget.getByRole('radio', { name: choice.city, exact: true }).check();
  await widget.getByRole('radio', { name: choice.format, exact: true }).check();
  const action = widget.getByRole('button', { name: choice.action, exact: true });
  await expect(action).toBeEnabled();
  await action.click();
}
