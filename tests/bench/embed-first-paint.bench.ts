/**
 * Time from navigation to a visible, clickable 'Принять участие' on the partner example
 * (/examples/partner-event/), in Chromium with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), the real server on 127.0.0.1. Median of 10 runs, each in a
 * fresh browser context (empty cache); then the same page reloaded with the chunks cached.
 *
 *   npm run build && npx tsx tests/bench/embed-first-paint.bench.ts [--runs 10]
 *
 * "Clickable": the button inside the widget's shadow root is laid out, visible and enabled; it
 * is checked every animation frame from before the page's first script.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium-executable.ts';
import { startServer } from '../e2e/start-server.ts';

const PAGE = '/examples/partner-event/';
const CPU_SLOWDOWN = 4;
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 10 : Number(process.argv[runsArgument + 1] ?? '10');

/**
 * Runs in the page before anything else: stamps `performance.now()` when the button is usable.
 * A string, not a function: tsx would wrap a function with helpers the page does not have.
 */
const watchForButton = `(() => {
  const check = () => {
    const button = document.querySelector('racekit-buy-ticket')?.shadowRoot?.querySelector('button');
    if (button instanceof HTMLButtonElement && !button.disabled) {
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (box.width > 0 && box.height > 0 && style.visibility === 'visible' && style.opacity !== '0') {
        document.documentElement.dataset.buttonReadyMs = String(performance.now());
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function measure(context: BrowserContext, url: string, reload: boolean): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset['buttonReadyMs'] !== undefined, undefined, { timeout: 60_000, polling: 100 });
  const ready = await page.evaluate(() => Number(document.documentElement.dataset['buttonReadyMs']));
  await cdp.detach();
  return ready;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function row(name: string, values: readonly number[]): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  return `${name.padEnd(46)} ${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`;
}

async function main(): Promise<void> {
  const server = await startServer();
  const executablePath = chromiumExecutable();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ args: chromiumArgs, ...(executablePath === undefined ? {} : { executablePath }) });
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: watchForButton });
      cold.push(await measure(context, `${server.url}${PAGE}`, false));
      warm.push(await measure(context, `${server.url}${PAGE}`, true));
      await context.close();
    }
    console.info(`Buy button ready on ${PAGE}, Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs`);
    console.info(`${''.padEnd(46)} ${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
    console.info(row('navigation → clickable button (empty cache)', cold));
    console.info(row('navigation → clickable button (reload, cached)', warm));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
