/**
 * No layout shift (issue 18): every route of both specs, opened as a new visitor opens it (a
 * full page load), at 412 px (a phone) and 1280 px, signed out and signed in, keeps its
 * cumulative layout shift under 0.1. CLS is measured in the page by a `PerformanceObserver` on
 * `layout-shift` entries, with the web-vitals rule: shifts without recent input, grouped in
 * session windows (gaps under 1 s, windows up to 5 s), the largest window counts. The route is
 * measured once it has settled: no request in flight, nothing loading in view (no page
 * stand-in, skeleton, spinner or busy region, in the page or a widget's shadow root) and the
 * fonts ready, so a slow machine measures the whole load, not a part of it. A second pass opens
 * the routes that load their data late with every API answer held back and the CPU slowed
 * down: their stand-ins must hold the place of what comes, not arrive before it by luck. One
 * browser page per width and state; the failure lists each route's worst shifts and what moved.
 */
import type { Browser, Page } from '@playwright/test';
import { trackRequests } from './accessibility-helpers.ts';
import { buyAndPay, registerByPhone, signInBrowser, sprintTicket, type Session } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

const LIMIT = 0.1;
const WIDTHS = [412, 1280] as const;

/** Installed before every document: sums shifts into session windows, remembers what moved. */
function observeLayoutShift(): void {
  interface Shift extends PerformanceEntry {
    readonly value: number;
    readonly hadRecentInput: boolean;
    readonly sources: readonly { readonly node?: Node | null; readonly previousRect: DOMRectReadOnly; readonly currentRect: DOMRectReadOnly }[];
  }
  const state = { cls: 0, window: 0, first: 0, last: 0, moved: [] as string[] };
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
    return `${node.localName}${node.id === '' ? '' : `#${node.id}`}${classes}`;
  };
  Object.defineProperty(window, '__layoutShift', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const continues = state.window > 0 && entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000;
      state.window = continues ? state.window + entry.value : entry.value;
      if (!continues) state.first = entry.startTime;
      state.last = entry.startTime;
      state.cls = Math.max(state.cls, state.window);
      const moves = entry.sources.map(
        (source) => `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.currentRect.height)})`,
      );
      state.moved.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moves.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

interface Measured {
  readonly cls: number;
  readonly moved: readonly string[];
}

/**
 * Whether anything still loading is in view: a page's stand-in, a skeleton, a spinner or a busy
 * region, in the page or in an open shadow root (a widget's), with a box inside the window. What
 * loads only once scrolled to stays out of it: the visitor has not scrolled.
 */
function loadingInView(): boolean {
  const busy = '.page-loading, .rk-skeleton, .skeleton, .rk-spinner, [aria-busy="true"]';
  const roots: ParentNode[] = [document];
  for (const root of roots) {
    for (const node of root.querySelectorAll('*')) {
      if (node.shadowRoot !== null) roots.push(node.shadowRoot);
      if (!node.matches(busy)) continue;
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0) return true;
    }
  }
  return false;
}

const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Opens `path` in a fresh document and answers its CLS once the route has settled (see the
 * header); a route that never settles is a failure of its own.
 */
async function measure(page: Page, path: string, inFlight: () => number): Promise<Measured> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await expect
    .poll(async () => inFlight() === 0 && !(await page.evaluate(loadingInView)), { timeout: SETTLE_TIMEOUT_MS, intervals: [50, 100, 250], message: `${path} settles` })
    .toBe(true);
  // an answer that came as the stand-ins went may still draw: the network is quiet again (500 ms) and nothing loads
  await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) });
  await expect.poll(async () => inFlight() === 0 && !(await page.evaluate(loadingInView)), { timeout: Math.max(1, deadline - Date.now()) }).toBe(true);
  return page.evaluate(async () => {
    await document.fonts.ready;
    // Entries are delivered to the observer after the frame that shifted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const state = (window as unknown as { __layoutShift: Measured }).__layoutShift;
    return { cls: state.cls, moved: [...state.moved] };
  });
}

/** The public routes of purchase.md §2 and account.md §2, with demo ids. */
const publicRoutes = [
  '/',
  '/calendar',
  '/calendar/ev-rubezh-leto',
  '/calendar/ev-rubezh-leto/RUBEZH10',
  '/event/ev-rubezh-leto',
  '/event/ev-rubezh-leto/f-rl-msk-sprint',
  '/news',
  '/news/news-kazan-route',
  '/about',
  '/about/medical',
  '/partners',
  '/corp',
  '/feedback',
  '/smi',
  '/shop',
  '/shop/category/cat-hoodies',
  '/shop/product/p-hoodie-rubezh',
  '/shop/search?q=%D0%B1%D0%B0%D1%84%D1%84',
  '/merch',
  '/logistics',
  '/newyear_2022',
  '/search?q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C',
  '/basket',
  '/basket/thanks',
  '/basket/certificateThanks',
  '/notsupport',
  '/docs',
  '/no-such-page',
  '/clubs',
  '/clubs/zheleznye-losi',
  '/clubs/zheleznye-losi/upload-result',
  '/results',
  '/results/ec-gorod-moscow',
  '/verify/email/no-such-code',
  '/verify/resetpassword/no-such-code',
  '/newpass',
];

/** Routes for visitors only (a signed-in visitor is sent to /me). */
const signedOutRoutes = ['/auth', '/login', '/registration', '/loginlink', '/user/auth/vk?error=access_denied&state=none'];

/** The personal area (a visitor is sent to /auth or /login). */
function personalRoutes(ids: { ticket: string; order: string }): string[] {
  return [
    '/me',
    `/me/ticket/${ids.ticket}`,
    '/me/shop',
    `/me/shop/${ids.order}`,
    '/me/insurances',
    '/me/club',
    '/me/setting',
    '/me/session',
    '/verify/new/email/no-such-code',
    '/user/add/auth/vk?error=access_denied&state=none',
  ];
}

/** Last: they change the basket or end the session. */
const closingRoutes = ['/basket-fill-outside/f-kd-junior', '/token/no-such-token', '/exit'];

async function signedInSession(baseURL: string): Promise<{ session: Session; ticket: string; order: string }> {
  const session = await registerByPhone(baseURL);
  const order = await buyAndPay(baseURL, session, { tickets: [sprintTicket()] });
  const response = await fetch(`${baseURL}/api/user/tickets/my`, { headers: { authorization: `Bearer ${session.token}` } });
  const { values } = (await response.json()) as { values: { public_id: string }[] };
  const ticket = values[0]?.public_id;
  if (ticket === undefined) throw new Error('the paid order gave no ticket');
  return { session, ticket, order };
}

/** The routes whose data comes from the API after the page's code (the slowed-down pass). */
const lateDataRoutes = [
  '/',
  '/calendar',
  '/event/ev-rubezh-leto',
  '/event/ev-rubezh-leto/f-rl-msk-sprint',
  '/news',
  '/news/news-kazan-route',
  '/shop',
  '/shop/product/p-hoodie-rubezh',
  '/search?q=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C',
  '/clubs',
  '/results',
  '/basket',
  // a guest's basket with a ticket: its cards' own data (insurance, extras, availability) comes late too
  '/basket-fill-outside/f-rl-msk-sprint',
  '/basket',
];

/** The slowed-down pass: every API answer this much later, the CPU this many times slower. */
const SLOW_API_MS = 700;
const SLOW_CPU = 4;

interface Pass {
  readonly signedIn: boolean;
  readonly width: number;
  readonly routes: readonly string[];
  readonly slow: boolean;
}

/** What the passes found: the failures, and the largest CLS of each route (and where). */
class Findings {
  readonly failures: string[] = [];
  private readonly largest = new Map<string, { cls: number; where: string }>();

  add(path: string, where: string, { cls, moved }: Measured): void {
    const known = this.largest.get(path);
    if (known === undefined || cls > known.cls) this.largest.set(path, { cls, where });
    if (cls >= LIMIT) this.failures.push(`${path} ${where}: CLS ${cls.toFixed(3)}\n    ${moved.slice(0, 6).join('\n    ')}`);
  }

  /** One line per route, the largest first. */
  summary(): string {
    return [...this.largest]
      .sort(([, a], [, b]) => b.cls - a.cls)
      .map(([path, { cls, where }]) => `  ${cls.toFixed(3)}  ${path} (${where})`)
      .join('\n');
  }
}

/** Opens each route of `pass` in one browser page of its own context and adds what it measured to `findings`. */
async function measurePass(browser: Browser, origin: string, session: Session, pass: Pass, findings: Findings): Promise<void> {
  const { signedIn, width, routes, slow } = pass;
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: width < 800 ? 915 : 900 }, locale: 'ru-RU' });
  await context.addInitScript(observeLayoutShift);
  const page = await context.newPage();
  const inFlight = trackRequests(page);
  if (signedIn) await signInBrowser(page, session);
  if (slow) {
    // a slow network and a busy phone: answers come after the page's code, and late
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  }
  const where = `at ${width} px, ${signedIn ? 'signed in' : 'signed out'}${slow ? `, API +${SLOW_API_MS} ms and CPU ${SLOW_CPU}×` : ''}`;
  try {
    for (const path of routes) {
      try {
        findings.add(path, where, await measure(page, path, inFlight));
      } catch (error) {
        findings.failures.push(`${path} ${where}: did not settle (${(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''})`);
      }
    }
  } finally {
    await context.close();
  }
}

test('no route shifts its layout: CLS < 0.1 at 412 and 1280 px, signed out and signed in', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const origin = baseURL ?? '';
  const { session, ticket, order } = await signedInSession(origin);
  const personal = personalRoutes({ ticket, order });
  const findings = new Findings();
  for (const signedIn of [false, true]) {
    for (const width of WIDTHS) {
      const routes = [...publicRoutes, ...(signedIn ? personal : signedOutRoutes), ...closingRoutes];
      await measurePass(browser, origin, session, { signedIn, width, routes, slow: false }, findings);
    }
  }
  console.info(`largest CLS per route:\n${findings.summary()}`);
  expect(findings.failures, findings.failures.join('\n')).toEqual([]);
});

test('stand-ins hold the place of late data: CLS < 0.1 with API answers held back and the CPU slowed down', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const origin = baseURL ?? '';
  const { session, ticket } = await signedInSession(origin);
  const findings = new Findings();
  const personal = ['/basket', '/me', `/me/ticket/${ticket}`, '/me/shop', '/me/club'];
  for (const width of WIDTHS) {
    await measurePass(browser, origin, session, { signedIn: false, width, routes: lateDataRoutes, slow: true }, findings);
    await measurePass(browser, origin, session, { signedIn: true, width, routes: personal, slow: true }, findings);
  }
  console.info(`largest CLS per route (slowed down):\n${findings.summary()}`);
  expect(findings.failures, findings.failures.join('\n')).toEqual([]);
});
