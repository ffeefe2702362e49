/**
 * Accessibility (issue 15): axe-core with the WCAG 2.0/2.1 A and AA and 2.2 AA rules on every
 * route of both specs — signed out and signed in, a basket holding a pre-registration group, an
 * open buy dialog, an open insurance popup, the login's SMS mode, the organiser's console signed in
 * as the demo organiser — and on every partner example,
 * in Russian and in English, at 1280 and 375 px. Any violation fails, with one readable line per
 * node (page, rule, target, what is wrong).
 *
 * Lean by design: one browser context per language and width, the site loaded once and then
 * navigated inside (the router follows history), axe once per state; each run logs its time.
 */
import type { Locator, Page } from '@playwright/test';
import { api, buyAndPay, myTickets, registerByEmail, sprintTicket, type Session } from './account-helpers.ts';
import { AxeReport, axeProblems, settle, trackRequests, visit } from './accessibility-helpers.ts';
import { expect, test } from './fixtures.ts';

type Lang = 'ru' | 'en';

/** One state to check: how to get there from the page as it is, and what shows it is there. */
interface State {
  readonly name: string;
  /** A site path to go to inside the site, or an action on the page as it is. */
  readonly go: string | ((page: Page) => Promise<void>);
  /** What must be visible once the state is reached (CSS, piercing the widgets' shadow roots, or a locator). */
  readonly ready: string | ((page: Page) => Locator);
  /** Undoes an action before the next state (closes a dialog). */
  readonly leave?: (page: Page) => Promise<void>;
}

const main = (selector: string) => `main ${selector}`;

/** The buy button of the event page's first format opens the buy dialog. */
const openBuyDialog = async (page: Page) => {
  await page.locator('racekit-buy-ticket').first().getByRole('button').first().click();
};

/** The login's 'Авторизация по смс' link switches to the phone and code. */
const smsMode = (lang: Lang) => async (page: Page) => {
  await page.locator('racekit-login').getByRole('button', { name: lang === 'en' ? 'Sign in with SMS' : 'Авторизация по смс' }).click();
};

/** The insurance promo's button opens 'Выбор события страхования'. */
const openInsurancePopup = async (page: Page) => {
  await page.locator('racekit-insurance').getByRole('button').first().click();
};

const dialog = (page: Page) => page.getByRole('dialog');

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
};

/** The header's menus: the burger's up to 1200 px, the corporate item's drop-down on wider screens. */
const menuOpen = (width: number): State =>
  width < 1200
    ? {
        name: 'mobile menu',
        go: (page) => page.locator('.site-header__burger').click(),
        ready: '.mobile-menu:not([hidden])',
        leave: (page) => page.locator('.site-header__burger').click(),
      }
    : {
        name: 'corporate menu',
        go: (page) => page.locator('.site-nav button[aria-expanded]').click(),
        ready: '.site-nav__menu:not([hidden])',
        leave: closeMenu,
      };

const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.locator('.site-nav__menu:not([hidden])')).toHaveCount(0);
};

function guestStates(lang: Lang, width: number): State[] {
  return [
    { name: 'main page', go: '/', ready: 'racekit-calendar article' },
    menuOpen(width),
    { name: 'calendar', go: '/calendar', ready: 'racekit-calendar article' },
    { name: 'calendar event', go: '/calendar/ev-rubezh-leto', ready: '.format-row' },
    { name: 'calendar event with a promo code', go: '/calendar/ev-rubezh-leto/RUBEZH10', ready: '.format-row' },
    { name: 'event', go: '/event/ev-kids-moscow', ready: '.format-row' },
    { name: 'event, one format', go: '/event/ev-rubezh-leto/f-rl-msk-sprint', ready: '.format-row' },
    { name: 'buy dialog', go: openBuyDialog, ready: dialog, leave: closeDialog },
    { name: 'news', go: '/news', ready: main('article') },
    { name: 'news item', go: '/news/news-season-open', ready: main('article p') },
    { name: 'about', go: '/about', ready: main('h1') },
    { name: 'medical certificate', go: '/about/medical', ready: main('h1') },
    { name: 'partners', go: '/partners', ready: main('h1') },
    { name: 'corporate', go: '/corp', ready: main('h1') },
    { name: 'press', go: '/smi', ready: main('h1') },
    { name: 'logistics', go: '/logistics', ready: main('h1') },
    { name: 'merch', go: '/merch', ready: main('h1') },
    { name: 'new year', go: '/newyear_2022', ready: main('h1') },
    { name: 'feedback', go: '/feedback', ready: main('form') },
    { name: 'shop', go: '/shop', ready: main('article') },
    { name: 'shop category', go: '/shop/category/cat-hoodies', ready: main('article') },
    { name: 'product', go: '/shop/product/p-hoodie-rubezh', ready: main('h1') },
    { name: 'shop search', go: `/shop/search?q=${lang === 'en' ? 'buff' : 'бафф'}`, ready: main('article') },
    { name: 'site search', go: '/search', ready: main('h1') },
    { name: 'empty basket', go: '/basket', ready: 'racekit-basket h2' },
    { name: 'basket with a pre-registration group', go: '/basket-fill-outside/f-kd-small?count=2', ready: 'racekit-basket [role="tab"]' },
    { name: 'thanks without an order', go: '/basket/thanks', ready: main('h1') },
    { name: 'certificate thanks', go: '/basket/certificateThanks', ready: main('h1') },
    { name: 'browser not supported', go: '/notsupport', ready: main('h1') },
    { name: 'not found', go: '/no-such-page', ready: main('h1') },
    { name: 'auth', go: '/auth', ready: 'racekit-login form' },
    { name: 'login', go: '/login', ready: 'racekit-login form' },
    { name: 'login, SMS mode', go: smsMode(lang), ready: 'racekit-login input[inputmode="tel"]' },
    { name: 'registration', go: '/registration', ready: main('form') },
    { name: 'new password', go: '/newpass', ready: main('h1') },
    { name: 'e-mail link, invalid', go: '/verify/email/no-such-code', ready: main('h1') },
    { name: 'password link, invalid', go: '/verify/resetpassword/no-such-code', ready: main('h1') },
    { name: 'sign-in link page', go: '/loginlink', ready: main('h1') },
    { name: 'sign-in token, invalid', go: '/token/no-such-token', ready: main('h1') },
    { name: 'clubs', go: '/clubs', ready: main('article') },
    { name: 'club', go: '/clubs/zheleznye-losi', ready: main('h1') },
    { name: 'club result upload, signed out', go: '/clubs/zheleznye-losi/upload-result', ready: main('h1') },
    { name: 'results', go: '/results', ready: main('h1') },
    { name: 'event results', go: '/results/ec-gorod-moscow', ready: main('table') },
  ];
}

/** The ticket page's 'Зарегистрироваться' opens the participant's form. */
const openRegistration = (lang: Lang) => async (page: Page) => {
  await page.locator('racekit-my-tickets').getByRole('button', { name: lang === 'en' ? 'Register' : 'Зарегистрироваться', exact: true }).click();
};

function signedInStates(lang: Lang, ticketId: string, orderId: string): State[] {
  return [
    { name: 'my tickets', go: '/me', ready: 'racekit-my-tickets article' },
    { name: 'ticket', go: `/me/ticket/${ticketId}`, ready: 'racekit-my-tickets article' },
    { name: 'ticket registration', go: openRegistration(lang), ready: 'racekit-my-tickets form' },
    { name: 'my orders', go: '/me/shop', ready: main('.me-section h2') },
    { name: 'order', go: `/me/shop/${orderId}`, ready: main('.me-section h2') },
    { name: 'my insurances', go: '/me/insurances', ready: main('.me-section h2') },
    { name: 'insurance popup', go: openInsurancePopup, ready: dialog, leave: closeDialog },
    { name: 'my clubs', go: '/me/club', ready: main('.me-section h2') },
    { name: 'settings', go: '/me/setting', ready: main('form') },
    { name: 'sessions', go: '/me/session', ready: main('.me-section h2') },
    { name: 'new e-mail link, invalid', go: '/verify/new/email/no-such-code', ready: main('h1') },
    { name: 'club result upload, a member', go: '/clubs/zheleznye-losi/upload-result', ready: main('form') },
    { name: 'club result upload, not a member', go: '/clubs/vysota/upload-result', ready: main('[role="status"] button') },
    { name: 'exit', go: '/exit', ready: main('h1') },
  ];
}

/** The organiser's console (issue 25), signed in as the demo organiser: every screen, a table and a form on each. */
function consoleStates(orderId: string): State[] {
  const table = 'main .console-grid';
  return [
    { name: 'console events', go: '/console/events', ready: table },
    { name: 'console new event', go: '/console/events/new', ready: 'main form' },
    { name: 'console event', go: '/console/events/ev-rubezh-leto', ready: table },
    { name: 'console event city', go: '/console/event-cities/ec-rubezh-leto-msk', ready: table },
    { name: 'console format', go: '/console/formats/f-rl-msk-sprint', ready: 'main form' },
    { name: 'console promo codes', go: '/console/promocodes', ready: table },
    { name: 'console insurance', go: '/console/insurance', ready: table },
    { name: 'console insurance product', go: '/console/insurance/ins-start', ready: 'main .console-grid' },
    { name: 'console shop', go: '/console/shop', ready: table },
    { name: 'console new good', go: '/console/shop/products/new', ready: 'main form' },
    { name: 'console good', go: '/console/shop/products/p-tee-rubezh-black', ready: table },
    { name: 'console certificates', go: '/console/certificates', ready: table },
    { name: 'console reference data', go: '/console/reference', ready: table },
    { name: 'console sales', go: '/console/sales', ready: table },
    { name: 'console sale', go: '/console/sales/sale-rubezh-three', ready: 'main form' },
    { name: 'console new sale', go: '/console/sales/new', ready: 'main form' },
    { name: 'console news', go: '/console/news', ready: table },
    { name: 'console news item', go: '/console/news/news-season-open', ready: 'main form' },
    { name: 'console banners', go: '/console/banners', ready: table },
    { name: 'console banner', go: '/console/banners/bn-hoodie', ready: 'main form' },
    { name: 'console orders', go: '/console/orders', ready: table },
    { name: 'console order', go: `/console/orders/${orderId}`, ready: table },
    { name: 'console participants', go: '/console/participants?event_city=ec-rubezh-leto-msk', ready: table },
    { name: 'console check-in', go: '/console/checkin?event_city=ec-rubezh-leto-msk', ready: table },
    { name: 'console partners', go: '/console/partners', ready: table },
    { name: 'console audit log', go: '/console/audit', ready: 'main h1' },
  ];
}

const examples = ['/examples/', '/examples/partner-event/', '/examples/corporate-calendar/', '/examples/landing/', '/examples/themed/', '/examples/strict-csp/', '/examples/react-host/'];

/** A signed-in user with a ticket (with insurance), goods and an insurance policy. */
async function customer(origin: string): Promise<{ session: Session; ticketId: string; orderId: string }> {
  const session = await registerByEmail(origin);
  // a member of one club (its upload form) and not of another (the notice with «Вступить в клуб»)
  await api(origin, 'PUT', '/api/user/club/new/club-losi', { token: session.token });
  await buyAndPay(origin, session, { tickets: [{ ...sprintTicket(), insurance: 'ins-start' }] });
  const orderId = await buyAndPay(origin, session, { shop: [{ public_id: 'p-cap-rubezh', count: 1, delivery_public_id: 'dm-shop-pickup' }] });
  const [ticket] = await myTickets(origin, session);
  if (ticket === undefined) throw new Error('the purchase issued no ticket');
  return { session, ticketId: ticket.public_id, orderId };
}

for (const lang of ['ru', 'en'] as const) {
  for (const width of [1280, 375] as const) {
    test(`axe: every page and state, ${lang}, ${width} px`, async ({ browser, server }) => {
      test.setTimeout(600_000);
      const started = Date.now();
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: width > 800 ? 900 : 780 }, reducedMotion: 'reduce' });
      await context.addInitScript((chosen) => localStorage.setItem('lang', JSON.stringify(chosen)), lang);
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const report = new AxeReport();
      let checks = 0;
      const check = (state: State) =>
        test.step(state.name, async () => {
          if (typeof state.go === 'string') await visit(page, state.go);
          else await state.go(page);
          const at = Date.now();
          await settle(page, typeof state.ready === 'string' ? page.locator(state.ready) : state.ready(page), inFlight);
          const settled = Date.now();
          report.add(`${state.name} (${page.url().replace(server.url, '')})`, await axeProblems(page));
          if (process.env['AXE_TIMES'] !== undefined) console.info(`  ${state.name}: ${settled - at} ms to settle, ${Date.now() - settled} ms axe`);
          checks += 1;
          await state.leave?.(page);
        });

      try {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        for (const state of guestStates(lang, width)) await check(state);

        const { session, ticketId, orderId } = await customer(server.url);
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userObj', JSON.stringify(user));
        }, session);
        await page.goto('/me');
        for (const state of signedInStates(lang, ticketId, orderId)) await check(state);

        const organiser = await api<Session>(server.url, 'PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userObj', JSON.stringify(user));
        }, organiser);
        await page.goto('/console');
        for (const state of consoleStates(orderId)) await check(state);

        for (const path of examples) {
          await page.goto(path);
          await settle(page, page.locator('h1'), inFlight);
          report.add(`partner example ${path}`, await axeProblems(page));
          checks += 1;
        }
      } finally {
        await context.close();
      }
      console.info(`axe ${lang} ${width} px: ${checks} states in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const problems = report.lines();
      expect(problems, `${problems.length} accessibility problems (${lang}, ${width} px):\n${problems.join('\n')}`).toEqual([]);
    });
  }
}
