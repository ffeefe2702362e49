/**
 * The buy button in Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), the
 * real server on 127.0.0.1, each run in a fresh browser context (empty cache), on two networks:
 * loopback, and a phone's (CDP Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbps
 * down, 750 kbps up — issue 30). Medians of `--runs` runs (7), alternating the two networks:
 * - navigation → a visible, clickable «Принять участие» on the partner example
 *   (/examples/partner-event/), empty cache, and reloaded (cached);
 * - press → the dialog's first choice usable (a city or format card laid out, its radio
 *   enabled), pressed as soon as the button is clickable (issue 14: within 350 ms on loopback);
 * - add → form: on an inline checkout page (the same origin as the server; the buy button with
 *   its city and format preset), «Добавить в корзину» pressed as soon as it can be → the
 *   participant form's first field usable inside the basket (issue 30: within 400 ms on loopback);
 * then, once per mode on loopback, what the partner page downloads with no interaction once the
 * button is clickable (the idle prefetch): by default, with Save-Data on (must be 0) and on 2G
 * (navigator.connection as Chromium reports it, set before the page's scripts), and the requests
 * and bytes before the button is clickable.
 *
 *   npm run build && npx tsx tests/bench/embed-first-paint.bench.ts [--runs 7]
 *
 * Everything is stamped inside the page with `performance.now()`, checked every animation frame
 * from before the page's first script; a press time is the click event's own time stamp. Bytes
 * are what came over the wire (CDP encodedDataLength: headers and compressed bodies).
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium-executable.ts';
import { startServer } from '../e2e/start-server.ts';
import { QUICK } from './bench-mode.ts';

const PAGE = '/examples/partner-event/';
/** An inline checkout page, answered by the bench itself on the server's origin. */
const INLINE_PAGE = '/bench-inline-checkout/';
const INLINE_HTML = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Inline checkout</title>
<script src="/embed/racekit.js" async></script></head><body><main><h1>Стальной рубеж</h1>
<racekit-buy-ticket event="ev-rubezh-leto" city="ec-rubezh-leto-msk" format="f-rl-msk-elite" checkout="inline"></racekit-buy-ticket>
</main></body></html>`;
const CPU_SLOWDOWN = 4;
const CLICK_TO_USABLE_LIMIT_MS = 350;
const ADD_TO_FORM_LIMIT_MS = 400;
const runsArgument = process.argv.indexOf('--runs');
// --quick (bench-mode.ts): one run, the limits only printed
const RUNS = QUICK ? 1 : runsArgument === -1 ? 7 : Number(process.argv[runsArgument + 1] ?? '7');

interface Network {
  readonly name: string;
  /** CDP Network.emulateNetworkConditions, or none (loopback). */
  readonly conditions?: { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number };
}
const networks: readonly Network[] = [
  { name: 'loopback' },
  // 1.6 Mbps down, 750 kbps up, in bytes per second
  { name: 'phone (150 ms RTT, 1.6 Mbps)', conditions: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 } },
];

/**
 * Runs in the page before anything else: stamps when the button is usable, when it is pressed,
 * when the dialog's first choice is usable, when «Добавить в корзину» is pressed and when the
 * participant form's first field is usable. A string, not a function: tsx would wrap a function
 * with helpers the page does not have.
 */
const watch = `(() => {
  const stamps = (window.__racekitBench = {});
  const host = () => document.querySelector('racekit-buy-ticket');
  const usable = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility === 'visible' && style.opacity !== '0';
  };
  const button = () => {
    const found = host()?.shadowRoot?.querySelector('button');
    if (found instanceof HTMLButtonElement && !found.disabled && usable(found)) stamps.buttonReady = performance.now();
    else requestAnimationFrame(button);
  };
  const choice = () => {
    const dialog = host()?.shadowRoot?.querySelector('dialog[open], [role="dialog"]');
    const radio = dialog?.querySelector('input[type="radio"]:not(:disabled)');
    const card = radio?.closest('label') ?? radio;
    if (card instanceof HTMLElement && usable(card)) stamps.choiceReady = performance.now();
    else requestAnimationFrame(choice);
  };
  const form = () => {
    const basket = host()?.shadowRoot?.querySelector('racekit-basket');
    const field = basket?.shadowRoot?.querySelector('[part~="participant-form"] input:not(:disabled)');
    if (field instanceof HTMLInputElement && usable(field)) stamps.formReady = performance.now();
    else requestAnimationFrame(form);
  };
  addEventListener('click', (event) => {
    const path = event.composedPath();
    if (!path.includes(host())) return;
    if (stamps.pressed === undefined) {
      stamps.pressed = event.timeStamp;
      choice();
    } else if (stamps.added === undefined && path.some((node) => node instanceof Element && node.getAttribute('part') === 'add')) {
      stamps.added = event.timeStamp;
      form();
    }
  }, true);
  requestAnimationFrame(button);
})();`;

type Stamp = 'buttonReady' | 'pressed' | 'choiceReady' | 'added' | 'formReady';

const stamp = (page: Page, name: Stamp) =>
  page.waitForFunction((key) => Reflect.get(Reflect.get(window, '__racekitBench') ?? {}, key) !== undefined, name, { timeout: 120_000, polling: 50 }).then(() =>
    page.evaluate((key) => Number(Reflect.get(Reflect.get(window, '__racekitBench') ?? {}, key)), name),
  );

async function throttled(context: BrowserContext, network: Network): Promise<{ page: Page; cdp: CDPSession }> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network.conditions !== undefined) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network.conditions);
  }
  return { page, cdp };
}

async function freshPage(browser: Browser, network: Network, init = ''): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: init + watch });
  await context.route(`**${INLINE_PAGE}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: INLINE_HTML }));
  return { context, ...(await throttled(context, network)) };
}

const buyButton = (page: Page) => page.locator('racekit-buy-ticket').getByRole('button', { name: 'Принять участие' });

/** The partner page: navigation → clickable (cold, then reloaded), press at once → first choice usable. */
async function partnerRun(browser: Browser, url: string, network: Network): Promise<{ cold: number; warm: number; choice: number }> {
  const { context, page } = await freshPage(browser, network);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const cold = await stamp(page, 'buttonReady');
    await buyButton(page).click();
    const choice = (await stamp(page, 'choiceReady')) - (await stamp(page, 'pressed'));
    await page.reload({ waitUntil: 'commit' });
    const warm = await stamp(page, 'buttonReady');
    return { cold, warm, choice };
  } finally {
    await context.close();
  }
}

/** The inline checkout page: the button pressed when clickable, «Добавить в корзину» as soon as it can be → the form's first field usable. */
async function inlineRun(browser: Browser, url: string, network: Network): Promise<number> {
  const { context, page } = await freshPage(browser, network);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await stamp(page, 'buttonReady');
    await buyButton(page).click();
    await stamp(page, 'choiceReady');
    await page.locator('racekit-buy-ticket [part~="add"]').click();
    return (await stamp(page, 'formReady')) - (await stamp(page, 'added'));
  } finally {
    await context.close();
  }
}

/** What navigator.connection says in each prefetch mode (set before the page's scripts). */
const modes: readonly [string, string][] = [
  ['default (no Save-Data, 4G)', ''],
  ['Save-Data on', `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });`],
  ['2G', `Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' }, configurable: true });`],
];

/** Requests and bytes before the button is clickable, and after it with no interaction until the network has been quiet. */
async function idleBytes(browser: Browser, url: string, init: string): Promise<{ before: { requests: number; bytes: number }; after: { requests: number; bytes: number } }> {
  const { context, page, cdp } = await freshPage(browser, networks[0] ?? { name: 'loopback' }, init);
  // each request by when it was asked for (wall clock, ms) and, once loaded, its bytes
  const askedAt = new Map<string, number>();
  const loaded = new Map<string, number>();
  const inFlight = new Set<string>();
  try {
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      askedAt.set(event.requestId, event.wallTime * 1000);
      inFlight.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      loaded.set(event.requestId, event.encodedDataLength);
    });
    cdp.on('Network.loadingFailed', (event) => inFlight.delete(event.requestId));
    await page.goto(url, { waitUntil: 'commit' });
    // the page's own stamp, as a wall-clock time: a request asked for before it counts as before
    const readyAt = (await page.evaluate(() => performance.timeOrigin)) + (await stamp(page, 'buttonReady'));
    await page.waitForLoadState('networkidle');
    // The widget asks for its idle prefetch once the button is in view (requestIdleCallback, 5 s
    // at most): two idle periods of the page after that have passed when it has run or declined.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 6_000 }), { timeout: 6_000 })));
    // then every request it started has finished
    const deadline = Date.now() + 30_000;
    while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const sums = { before: { requests: 0, bytes: 0 }, after: { requests: 0, bytes: 0 } };
    for (const [id, bytes] of loaded) {
      const when = (askedAt.get(id) ?? 0) <= readyAt ? 'before' : 'after';
      sums[when].requests += 1;
      sums[when].bytes += bytes;
    }
    return sums;
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function row(name: string, values: readonly number[]): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  return `${name.padEnd(64)} ${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`;
}

async function main(): Promise<void> {
  const server = await startServer();
  const executablePath = chromiumExecutable();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ args: chromiumArgs, ...(executablePath === undefined ? {} : { executablePath }) });
    const load = loadavg();
    const figures = new Map(networks.map((network) => [network.name, { cold: [] as number[], warm: [] as number[], choice: [] as number[], form: [] as number[] }]));
    for (let index = 0; index < RUNS; index += 1) {
      for (const network of networks) {
        const into = figures.get(network.name);
        if (into === undefined) continue;
        const partner = await partnerRun(browser, `${server.url}${PAGE}`, network);
        into.cold.push(partner.cold);
        into.warm.push(partner.warm);
        into.choice.push(partner.choice);
        into.form.push(await inlineRun(browser, `${server.url}${INLINE_PAGE}`, network));
      }
    }
    const after = loadavg();
    console.info(`Buy button, Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs; load average ${load.map((value) => value.toFixed(1)).join(' ')} → ${after.map((value) => value.toFixed(1)).join(' ')}`);
    for (const network of networks) {
      const into = figures.get(network.name);
      if (into === undefined) continue;
      console.info(`\n${network.name}`.padEnd(65) + ` ${'median'.padStart(8)} ${'min'.padStart(8)} ${'max'.padStart(8)}`);
      console.info(row(`navigation → clickable button, ${PAGE} (empty cache)`, into.cold));
      console.info(row('navigation → clickable button (reload, cached)', into.warm));
      console.info(row('press → first choice usable, pressed as soon as clickable', into.choice));
      console.info(row('add → participant form usable (inline checkout page)', into.form));
    }

    console.info(`\nbytes over the wire on ${PAGE}, loopback, no interaction (1 KB = 1000 bytes)`);
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    let saveDataBytes = 0;
    for (const [mode, init] of modes) {
      const sums = await idleBytes(browser, `${server.url}${PAGE}`, init);
      // the first request is the page itself
      console.info(
        `  ${mode.padEnd(28)} before clickable: ${sums.before.requests - 1} requests, ${kb(sums.before.bytes)} (with the page); after: ${sums.after.requests} requests, ${kb(sums.after.bytes)}`,
      );
      if (mode === 'Save-Data on') saveDataBytes = sums.after.bytes;
    }

    const loopback = figures.get('loopback');
    const problems = [
      loopback !== undefined && median(loopback.choice) > CLICK_TO_USABLE_LIMIT_MS ? `press → first choice usable: median ${median(loopback.choice).toFixed(0)} ms, over ${CLICK_TO_USABLE_LIMIT_MS} ms` : '',
      loopback !== undefined && median(loopback.form) > ADD_TO_FORM_LIMIT_MS ? `add → form: median ${median(loopback.form).toFixed(0)} ms, over ${ADD_TO_FORM_LIMIT_MS} ms` : '',
      saveDataBytes > 0 ? `Save-Data on: ${kb(saveDataBytes)} fetched with no interaction, not 0` : '',
    ].filter((problem) => problem !== '');
    for (const problem of problems) console.error(`\n${problem}.`);
    if (problems.length > 0 && !QUICK) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
