/**
 * What the <racekit-basket> tests share: a fake API answering by "METHOD /api/path" with
 * realistic JSON that passes the contract schemas (every request recorded), basket lines of
 * each kind, and mounting the element with a stored basket. Not a test file itself.
 */
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import '../../widgets/basket/define.ts';
import { mountElement } from './support/mount-element.ts';
import { stubApi, type Route, type Sent } from './support/stub-api.ts';

export type { Route } from './support/stub-api.ts';
/** One request the basket made (the shared stub's record). */
export type RecordedCall = Sent;

/** Answers of the calls every basket makes on its own (decorations and card data), all empty. */
const quietRoutes: Record<string, Route> = {
  'GET /api/event/list': { body: { values: [] } },
  'GET /api/page/banner/shop': { body: { values: [] } },
  'GET /api/shop/related/ec-1': { body: { values: [] } },
  'GET /api/shop/shirts/ec-1': { body: { values: [] } },
  'GET /api/event_format/active/insurances/f-1': { body: { values: [] } },
  'GET /api/event_format/availability/f-1': { body: { tickets_left: { athlete: 120 }, max_count: 500, buy_limit: 10 } },
  'GET /api/delivery/shop': {
    body: {
      values: [
        { public_id: 'courier', name: 'Курьер', price: 350 },
        { public_id: 'pickup', name: 'Самовывоз', price: 0, pickup: true },
      ],
    },
  },
  'GET /api/location/region/list/RU': { body: { values: [{ id: 524894, name: 'Московская область' }] } },
  'GET /api/location/city/region/524894': { body: { values: [{ id: 524901, name: 'Москва', region_id: 524894 }] } },
  'POST /api/shop/delivery/price': { body: { delivery: { price: { cost: 350 } } } },
};

/** Stubs fetch with `routes` (over the quiet defaults); an unknown call answers 404 and is recorded. */
export function fakeApi(routes: Record<string, Route> = {}): { calls: RecordedCall[]; callsTo: (key: string) => RecordedCall[] } {
  const calls = stubApi({ ...quietRoutes, ...routes });
  return { calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** A ticket line of format f-1 for event ev-1 in Moscow (event city ec-1). */
export function ticketLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    unique_id: 't-1',
    public_id: 'f-1',
    format_public_id: 'f-1',
    selector: 'ticket',
    count: 1,
    price: 3500,
    title: 'Элита 10 км',
    logo: '/media/et-1/logo.png',
    event: { public_id: 'ev-1', title: 'Летний забег' },
    event_city: { public_id: 'ec-1', name: 'Москва', timezone: 'Europe/Moscow' },
    address: 'Парк Патриот',
    start_time: '2026-09-12T09:00:00+03:00',
    ...overrides,
  };
}

/** A pre-registration ticket (one participant per line) with an age window of 18 to 60. */
export function preRegLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return ticketLine({ preregistration: true, groupId: 'g-1', preReg: '', isErrorTab: true, age_min: 18, age_max: 60, ...overrides });
}

/** A T-shirt, size M, that needs a delivery method. */
export function shopLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    unique_id: 's-1',
    public_id: 'p-1',
    selector: 'shop',
    count: 1,
    price: 1990,
    title: 'Футболка финишера',
    picture: '/media/p-1.jpg',
    size: 'M',
    proportions: [{ name: 'M', public_id: 'size-m' }],
    delivery: true,
    ...overrides,
  };
}

/** A gift certificate. */
export function certificateLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return { unique_id: 'c-1', public_id: 'cert-3000', selector: 'certificate', count: 1, price: 3000, title: 'Подарочный сертификат', ...overrides };
}

/** An insurance line for the ticket's event, its insured person empty. */
export function insuranceLine(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    unique_id: 'i-1',
    public_id: 'ins-1',
    selector: 'insurance',
    count: 1,
    price: 450,
    title: 'Страховка участника',
    start_time: '2026-09-12T09:00:00+03:00',
    event_city: { public_id: 'ec-1', name: 'Москва', timezone: 'Europe/Moscow' },
    ...overrides,
  };
}

/** Stores `items` as a guest's basket (or the user's, with a token) and mounts <racekit-basket>. */
export async function mountBasket(
  items: readonly BasketItem[],
  options: { attributes?: Record<string, string>; token?: string; user?: unknown } = {},
): Promise<HTMLElement> {
  if (options.token === undefined) localStorage.setItem('NoAuthBasketGoods', JSON.stringify(items));
  else {
    localStorage.setItem('token', JSON.stringify(options.token));
    localStorage.setItem('userObj', JSON.stringify(options.user ?? { public_id: 'u-1', email: 'hero@example.test' }));
    localStorage.setItem('basketGoods', JSON.stringify(items));
  }
  const host = await mountElement('racekit-basket', options.attributes ?? {});
  // The cards draw once the answers they show beside their lines are in (use-cards-ready.ts):
  // the fake API answers at once, so a few turns of the promise queue bring them.
  for (let turn = 0; turn < 50 && host.shadowRoot?.querySelector('.basket__card-stand-in') != null; turn += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
  return host;
}

/** The basket list stored now (the guest's, or the user's with `user`). */
export function storedBasket(user = false): BasketItem[] {
  return JSON.parse(localStorage.getItem(user ? 'basketGoods' : 'NoAuthBasketGoods') ?? '[]') as BasketItem[];
}

export { listen } from './support/listen.ts';

/** Clicks inside act() and lets the promises it starts settle. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Visible text of the element's shadow root, whitespace collapsed (no-break spaces as spaces). */
export function shownText(host: HTMLElement): string {
  return (host.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
}
