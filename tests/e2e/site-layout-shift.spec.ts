/**
 * No layout shift (issue 18): every route of both specs, opened as a new visitor opens it (a
 * full page load), at 412 px (a phone) and 1280 px, signed out and signed in, keeps its
 * cumulative layout shift under 0.1. CLS is measured in the page by a `PerformanceObserver` on
 * `layout-shift` entries, with the web-vitals rule: shifts without recent input, grouped in
 * session windows (gaps under 1 s, windows up to 5 s), the largest window counts. The route
 * counts as loaded once the network is idle (its chunk, data and pictures have arrived) and the
 * fonts are ready. One browser page for all of it; the failure lists each route's worst shifts.
 */
import type { Page } from '@playwright/test';
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

/** Opens `path` in a fresh document and answers its CLS once the route has loaded. */
async function measure(page: Page, path: string): Promise<Measured> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
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

test('no route shifts its layout: CLS < 0.1 at 412 and 1280 px, signed out and signed in', async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const origin = baseURL ?? '';
  const { session, ticket, order } = await signedInSession(origin);
  const personal = personalRoutes({ ticket, order });
  const failures: string[] = [];
  let worst = { cls: 0, where: '' };
  for (const signedIn of [false, true]) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width, height: width < 800 ? 915 : 900 }, locale: 'ru-RU' });
      await context.addInitScript(observeLayoutShift);
      const page = await context.newPage();
      if (signedIn) await signInBrowser(page, session);
      const routes = [...publicRoutes, ...(signedIn ? personal : signedOutRoutes), ...closingRoutes];
      for (const path of routes) {
        const { cls, moved } = await measure(page, path);
        const where = `${path} at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`;
        if (cls > worst.cls) worst = { cls, where };
        if (cls >= LIMIT) failures.push(`${where}: CLS ${cls.toFixed(3)}\n    ${moved.slice(0, 6).join('\n    ')}`);
      }
      await context.close();
    }
  }
  console.info(`largest CLS: ${worst.cls.toFixed(3)} (${worst.where || 'none'})`);
  expect(failures, failures.join('\n')).toEqual([]);
});
