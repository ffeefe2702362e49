/**
 * What the accessibility spec needs: axe-core through @axe-core/playwright with the WCAG tags of
 * issue 15, a readable report of what it finds, navigation inside the site without reloading it
 * (the router follows `history` like a click on a link), and a wait until a page has settled.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** WCAG 2.0, 2.1 A and AA, and 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One failing node: the rule, its impact, the node and what is wrong with it. */
export interface AxeProblem {
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly why: string;
}

/**
 * Runs axe on the page once and answers every failing node. `label-content-name-mismatch`
 * (WCAG 2.5.3) is experimental in axe and off by default: it is switched on. Legacy mode runs
 * axe in the page itself — the site has no cross-origin frames — which spares a blank page per run.
 */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  // axe-core (600 kB) is evaluated once per document: a state reached inside the site finds it there
  const present = await Promise.all(page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)));
  const results = await new AxeBuilder({ page, ...(present.every(Boolean) ? { axeSource: 'void 0' } : {}) })
    // options() replaces every option: it comes first, withTags() then adds `runOnly`
    // (resultTypes: only violations are reported in full, which spares most of axe's time per page)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact ?? 'n/a',
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | '),
      why: (node.failureSummary ?? violation.help).replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** Collects what axe finds on many pages into a readable report: each problem once, with the pages it is on. */
export class AxeReport {
  private readonly found = new Map<string, string[]>();

  add(page: string, problems: readonly AxeProblem[]): void {
    for (const problem of problems) {
      const line = `${problem.rule} (${problem.impact}): ${problem.target} — ${problem.why}`;
      this.found.set(line, [...(this.found.get(line) ?? []), page]);
    }
  }

  /** One entry per problem: the problem, then the pages it is on. */
  lines(): string[] {
    return [...this.found].map(([line, pages]) => `${line}\n      on: ${pages.join('; ')}`);
  }
}

/** Counts the page's requests in flight, so a wait can end when its data has arrived. */
export function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * Waits until the page shows `ready`, has loaded what loads once scrolled to (similar events,
 * lazy pictures), nothing is loading (spinners, skeletons, busy regions) and no request is in flight.
 */
export async function settle(page: Page, ready: Locator, inFlight: () => number): Promise<void> {
  await expect(ready.first()).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // a block that loads once it is on screen (the similar events: 60 % of it) is brought there
  // (one that finished meanwhile is gone from the DOM: nothing to bring; the count below checks the rest)
  for (const waiting of await page.locator('[aria-busy="true"]').all()) await waiting.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.page-loading, .skeleton, .rk-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(inFlight, { timeout: 15_000, intervals: [50] }).toBe(0);
  // nothing half faded in: axe would measure a colour mid-way (endless ones, such as a pulse, aside)
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 15_000 });
}

/** Goes to `path` inside the loaded site (no reload): the router follows history as it does a click. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
