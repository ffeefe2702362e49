/**
 * <racekit-buy-ticket> with inline checkout: a page that also has <racekit-basket> (stood in
 * for here by a small element of that tag: the real basket is another widget, met only by tag).
 */
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TICKET_HOLD_MS } from '../../sdk/basket/index.ts';
import { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, getRacekitStore, guestBasketGoodsAtom } from '../../sdk/state/index.ts';
import { deepActiveElement } from '../../sdk/elements/index.ts';
import '../../widgets/buy-ticket/define.ts';
import { focusedIn } from './support/render-in-widget.tsx';
import { mountElement } from './support/mount-element.ts';
import { listen } from './support/listen.ts';

/** What the basket widget is to this one: a tag with its own shadow root and controls. */
class BasketStandIn extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const pay = document.createElement('button');
    pay.textContent = 'Оплатить';
    const email = document.createElement('input');
    email.setAttribute('aria-label', 'E-mail');
    root.append(email, pay);
  }
}

const msk = { public_id: 'ec-msk', city: { id: 524901, name_ru: 'Москва' }, start_time: '2026-06-06T06:00:00Z', address: 'Москва, Парк Патриот', timezone: 'Europe/Moscow' };
const event = { public_id: 'ev-1', title: 'Стальной рубеж. Лето', event_city: [msk], event_type: { public_id: 'et-1', title: 'Стальной рубеж', logo: '/api/files/picture/logo.svg' } };
const format = (id: string, fields: Record<string, unknown>) => ({ public_id: id, title: id, price: 3000, tickets_left: { athlete: 300 }, max_count: 500, ...fields });
const formats = [
  format('f-sprint', { title: 'Спринт 5 км', price: 3490, old_price: 3990, age_min: 12 }),
  format('f-elite', {
    title: 'Элита 12 км',
    price: 5990,
    preregistration: true,
    buy_limit: 4,
    regions: [{ id: 524894, name: 'Московская область' }],
    additional_fields: [{ name: 'club', label: 'Клуб', required: false }],
  }),
  format('f-team5', { title: 'Команда 5 человек', price: 3190, team: true, team_all: true, fixed_count: true, max_count: 5, min_count: 5 }),
  // A place-holding format (EventFormat.space): its line goes stale after 10 minutes.
  format('f-tribune', { title: 'Трибуна', price: 1500, space: true }),
];

type Reply = { status: number; body: unknown };

function stubApi(override?: (url: URL, init: RequestInit | undefined) => Reply | undefined) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      const reply: Reply = override?.(url, init) ??
        (url.pathname === '/api/event/id/ev-1'
          ? { status: 200, body: event }
          : url.pathname === '/api/event_format/event/ec-msk'
            ? { status: 200, body: { values: formats, city: msk } }
            : url.pathname === '/api/user/basket' && init?.method === 'POST'
              ? { status: 200, body: { values: (body as { goods: unknown[] }).goods } }
              : { status: 404, body: { message: 'Не найдено' } });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

function signIn() {
  localStorage.setItem('token', JSON.stringify('t-1'));
  localStorage.setItem('userObj', JSON.stringify({ public_id: 'u-1', email: 'hero@example.test' }));
}

async function openWith(attributes: Record<string, string>, formatName: string) {
  const widget = await mountElement('racekit-buy-ticket', { event: 'ev-1', ...attributes });
  const opener = getByShadowRole(widget, 'button', { name: 'Принять участие' });
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
  });
  const formatRadio = await findByShadowRole(widget, 'radio', { name: formatName }, { timeout: 5000 });
  await act(async () => {
    fireEvent.click(formatRadio);
  });
  return widget;
}

async function add(widget: HTMLElement) {
  await act(async () => {
    fireEvent.click(getByShadowRole(widget, 'button', { name: 'Добавить в корзину' }));
  });
}

async function increase(widget: HTMLElement, times: number) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Увеличить количество' }));
    });
  }
}

const basketDialog = (widget: HTMLElement) => findByShadowRole(widget, 'dialog', { name: 'Корзина' });
const guestList = () => getRacekitStore().get(guestBasketGoodsAtom);
const userList = () => getRacekitStore().get(basketGoodsAtom);

describe('<racekit-buy-ticket> with inline checkout', () => {
  beforeAll(() => {
    if (customElements.get('racekit-basket') === undefined) customElements.define('racekit-basket', BasketStandIn);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds a guest’s tickets to the guest list, tells the page, and opens the basket by its tag', async () => {
    const requests = stubApi();
    const changes = listen('racekit:basket-change');
    const widget = await openWith({}, 'Спринт 5 км');
    await increase(widget, 1);
    await add(widget);

    const dialog = await basketDialog(widget);
    expect(dialog.textContent).toContain('Билет добавлен в корзину');
    const basket = dialog.querySelector('racekit-basket');
    expect(basket?.getAttribute('lang')).toBe('ru');
    // compact: no similar events and no shop carousel inside the dialog
    expect(basket?.hasAttribute('compact')).toBe(true);
    expect(basket?.shadowRoot?.querySelector('button')?.textContent).toBe('Оплатить');

    expect(userList()).toEqual([]);
    const lines = guestList();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      selector: 'ticket',
      public_id: 'f-sprint',
      format_public_id: 'f-sprint',
      count: 2,
      price: 3490,
      old_price: 3990,
      title: 'Стальной рубеж. Лето',
      name: 'Спринт 5 км',
      address: 'Москва, Парк Патриот',
      event: { public_id: 'ev-1', title: 'Стальной рубеж. Лето' },
      event_city: { public_id: 'ec-msk', name: 'Москва', timezone: 'Europe/Moscow' },
      start_time: '2026-06-06T06:00:00Z',
      kind: 'athlete',
      age_min: 12,
      space: false,
    });
    expect(line?.unique_id).toMatch(/^[0-9a-f]{32}$/);
    // What is stored reads back as a valid basket line (it is the spec's local storage key).
    expect(JSON.parse(localStorage.getItem('NoAuthBasketGoods') ?? '[]')).toHaveLength(1);
    expect(BasketItem.is(JSON.parse(localStorage.getItem('NoAuthBasketGoods') ?? '[]')[0])).toBe(true);
    expect(changes.details).toEqual([{ count: 1 }]);
    expect(requests.some((request) => request.path === '/api/user/basket')).toBe(false);
  });

  it('adds a signed-in user’s tickets to their list and saves it on the server', async () => {
    signIn();
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([{ unique_id: 'g-1', public_id: 'p-1', selector: 'shop', count: 1, price: 900 }]));
    const requests = stubApi();
    const changes = listen('racekit:basket-change');
    const widget = await openWith({}, 'Спринт 5 км');
    await add(widget);
    await basketDialog(widget);

    expect(userList().map((line) => line.public_id)).toEqual(['f-sprint']);
    const saved = requests.filter((request) => request.method === 'POST' && request.path === '/api/user/basket');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toEqual({ goods: [expect.objectContaining({ public_id: 'f-sprint', count: 1, selector: 'ticket' })] });
    // The guest list is not this visitor's basket now: it is left as it was.
    expect(guestList().map((line) => line.unique_id)).toEqual(['g-1']);
    expect(changes.details).toEqual([{ count: 1 }]);
  });

  it('keeps what is already in the basket and adds to it', async () => {
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([{ unique_id: 'g-1', public_id: 'p-1', selector: 'shop', count: 1, price: 900 }]));
    stubApi();
    const changes = listen('racekit:basket-change');
    const widget = await openWith({}, 'Спринт 5 км');
    await add(widget);
    await basketDialog(widget);
    expect(guestList().map((line) => line.public_id)).toEqual(['p-1', 'f-sprint']);
    expect(changes.details).toEqual([{ count: 2 }]);
  });

  it('makes one line per participant of a pre-registration format, sharing a group', async () => {
    stubApi();
    const widget = await openWith({}, 'Элита 12 км');
    expect(getByShadowRole(widget, 'dialog').textContent).toContain('Данные каждого участника вы заполните в корзине');
    await increase(widget, 2);
    await add(widget);
    await basketDialog(widget);
    const lines = guestList();
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.count === 1 && line.preregistration === true && line.preReg === '' && line.isErrorTab === true)).toBe(true);
    expect(new Set(lines.map((line) => line.groupId)).size).toBe(1);
    expect(new Set(lines.map((line) => line.unique_id)).size).toBe(3);
    expect(lines[0]?.regions).toEqual([{ id: 524894, name: 'Московская область' }]);
  });

  it('adds a fixed team as one team of max_count', async () => {
    stubApi();
    const widget = await openWith({ count: '3' }, 'Команда 5 человек');
    await add(widget);
    await basketDialog(widget);
    expect(guestList()).toEqual([expect.objectContaining({ public_id: 'f-team5', count: 5, team_all: true, fixed_count: true, max_count: 5 })]);
  });

  it('stamps a place-holding ticket with the time it was added, so it goes stale after 10 minutes', async () => {
    stubApi();
    const before = Date.now();
    const widget = await openWith({}, 'Трибуна');
    expect(getByShadowRole(widget, 'dialog').textContent).toContain('Билет с местом хранится в корзине 10 минут');
    await add(widget);
    await basketDialog(widget);
    const [line] = guestList();
    expect(line?.space).toBe(true);
    expect(line?.addTicketToBasketTime).toBeGreaterThanOrEqual(before);
    expect(line?.addTicketToBasketTime).toBeLessThanOrEqual(Date.now());
    expect(TICKET_HOLD_MS).toBe(600_000);
  });

  it.each([
    [
      'applied with the server’s terms',
      { status: 200, body: { promocode: { code: 'SUMMER', discount: 10, discount_form: 'percent' }, available_code_count: 5 } },
      { code: 'SUMMER', status: 'applied', discount: 10, discount_form: 'percent', code_count: 5 },
    ],
    [
      'failed with the server’s reason',
      { status: 200, body: { promocode: null, available_code_count: 0, message: 'Промокод закончился' } },
      { code: 'SUMMER', status: 'error', message: 'Промокод закончился' },
    ],
    ['failed with a 400’s message', { status: 400, body: { message: 'Промокод не найден' } }, { code: 'SUMMER', status: 'error', message: 'Промокод не найден' }],
    ['kept unapplied when the check could not be made', { status: 503, body: {} }, { code: 'SUMMER', status: 'error', message: null }],
  ])('stores the promocode attribute on the line: %s', async (_case, reply: Reply, expected) => {
    const requests = stubApi((url) => (url.pathname === '/api/promocode/check/ticket/SUMMER/f-sprint' ? reply : undefined));
    const widget = await openWith({ promocode: ' SUMMER ' }, 'Спринт 5 км');
    await add(widget);
    await basketDialog(widget);
    expect(requests.map((request) => request.path)).toContain('/api/promocode/check/ticket/SUMMER/f-sprint');
    expect(guestList()[0]?.promocode).toEqual(expect.objectContaining(expected));
  });

  it('asks for what the basket’s card shows beside the ticket as soon as it is chosen, before «Добавить в корзину»', async () => {
    const requests = stubApi();
    await openWith({}, 'Элита 12 км');
    await vi.waitFor(() => {
      const paths = requests.map((request) => request.path);
      expect(paths).toEqual(expect.arrayContaining(['/api/event_format/active/insurances/f-elite', '/api/shop/related/ec-msk', '/api/shop/shirts/ec-msk']));
    });
  });

  it('shows the global error when the signed-in basket cannot be saved, and stays on the choice', async () => {
    signIn();
    stubApi((url, init) => (url.pathname === '/api/user/basket' && init?.method === 'POST' ? { status: 500, body: { message: 'db down' } } : undefined));
    const errors = listen('racekit:error');
    const widget = await openWith({}, 'Спринт 5 км');
    await add(widget);
    const popup = await findByShadowRole(widget, 'dialog', { name: 'Ошибка' });
    expect(popup.textContent).toContain('Произошла ошибка, попробуйте позже');
    expect(queryByShadowRole(widget, 'dialog', { name: 'Корзина' })).toBeNull();
    expect(getByShadowRole(widget, 'dialog', { name: 'Стальной рубеж. Лето', hidden: true })).toBeTruthy(); // behind the popup
    expect(errors.details).toEqual([expect.objectContaining({ code: 'api', tag: 'racekit-buy-ticket' })]);
  });

  it('says the connection failed beside the button when the server cannot be reached', async () => {
    signIn();
    stubApi();
    const widget = await openWith({}, 'Спринт 5 км');
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await add(widget);
    const alert = await findByShadowRole(widget, 'alert');
    expect(alert.textContent).toBe('Нет связи с сервером. Проверьте подключение к интернету');
    expect((getByShadowRole(widget, 'button', { name: 'Добавить в корзину' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps keyboard focus inside the basket dialog, including the basket’s own controls, and gives it back on Escape', async () => {
    stubApi();
    const widget = await openWith({}, 'Спринт 5 км');
    await add(widget);
    const dialog = await basketDialog(widget);
    const close = getByShadowRole(widget, 'button', { name: 'Закрыть' });
    expect(focusedIn(widget)).toBe(close);
    const basketRoot = dialog.querySelector('racekit-basket')?.shadowRoot;
    const deepFocus = () => deepActiveElement();
    const tab = (shiftKey = false) => fireEvent.keyDown(deepFocus() ?? dialog, { key: 'Tab', shiftKey });

    tab();
    expect(deepFocus()).toBe(basketRoot?.querySelector('input'));
    tab();
    expect(deepFocus()).toBe(basketRoot?.querySelector('button'));
    tab();
    expect(deepFocus()).toBe(close);
    tab(true);
    expect(deepFocus()).toBe(basketRoot?.querySelector('button'));

    await act(async () => {
      fireEvent.keyDown(deepFocus() ?? dialog, { key: 'Escape' });
    });
    expect(queryByShadowRole(widget, 'dialog')).toBeNull();
    expect(focusedIn(widget)).toBe(getByShadowRole(widget, 'button', { name: 'Принять участие' }));
  });

  it('is inline by default on the organiser’s own site, in the widget’s language', async () => {
    stubApi();
    const widget = await mountElement('racekit-buy-ticket', { event: 'ev-1', lang: 'en', theme: 'dark' });
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Take part' }));
    });
    const sprint = await findByShadowRole(widget, 'radio', { name: 'Спринт 5 км' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(sprint);
    });
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Add to basket' }));
    });
    const dialog = await findByShadowRole(widget, 'dialog', { name: 'Basket' });
    const basket = dialog.querySelector('racekit-basket');
    expect(basket?.getAttribute('lang')).toBe('en');
    expect(basket?.getAttribute('theme')).toBe('dark');
    expect(guestList()).toHaveLength(1);
  });
});
