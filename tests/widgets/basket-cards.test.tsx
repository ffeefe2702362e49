import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fx from '../unit/contract-fixtures.ts';
import { CLEAR_UNDO_MS } from '../../sdk/checkout/index.ts';
import { getConfig } from '../../sdk/config/index.ts';
import {
  certificateLine,
  click,
  fakeApi,
  listen,
  mountBasket,
  shopLine,
  shownText,
  storedBasket,
  ticketLine,
} from './basket-fixtures.ts';
import { held } from './support/stub-api.ts';

const card = (host: HTMLElement, title: string) => findByShadowRole(host, 'article', { name: title });
const summary = (host: HTMLElement) => findByShadowRole(host, 'region', { name: 'Ваш заказ' });

describe('<racekit-basket>: the empty basket', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says so and leads to the calendar', async () => {
    fakeApi();
    const host = await mountBasket([]);
    expect(await findByShadowRole(host, 'heading', { name: 'В корзине пока ничего нет' })).toBeTruthy();
    const link = await findByShadowRole(host, 'link', { name: 'Перейти в календарь' });
    expect(link.getAttribute('href')).toBe(`${location.origin}/calendar`);
    expect(queryByShadowRole(host, 'button', { name: 'Оплатить' })).toBeNull();

    const navigation = listen('racekit:navigate', (event) => event.preventDefault());
    await click(link);
    navigation.stop();
    expect(navigation.details).toEqual([{ path: '/calendar' }]);
  });

  it('speaks English with lang="en"', async () => {
    fakeApi();
    const host = await mountBasket([], { attributes: { lang: 'en' } });
    expect(await findByShadowRole(host, 'heading', { name: 'Basket' })).toBeTruthy();
    expect(await findByShadowRole(host, 'heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(await findByShadowRole(host, 'link', { name: 'Go to the calendar' })).toBeTruthy();
  });
});

describe('<racekit-basket>: item cards and totals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each line with its place, format or size, quantity and cost, and the summary by kind', async () => {
    fakeApi();
    const host = await mountBasket([
      ticketLine({ count: 2, insurance: { public_id: 'ins-1', name: 'Страховка участника', price: 450 }, insurance_cost: 450 }),
      shopLine({ count: 3 }),
      certificateLine(),
    ]);

    const ticket = await card(host, 'Летний забег');
    expect(ticket.textContent).toContain('Парк Патриот');
    expect(ticket.textContent).toContain('Формат: Элита 10 км');
    expect(within(ticket).getByRole('status').textContent).toBe('2');
    expect(ticket.textContent?.replace(/\s/g, ' ')).toContain('7 000 ₽');
    expect(ticket.textContent).toContain('Для участия понадобится медицинская справка');
    // from the organiser's site, whatever page the basket sits on (account.md §7 "Images")
    expect(ticket.querySelector('img')?.getAttribute('src')).toBe(`${getConfig().site}/media/et-1/logo.png`);

    const goods = await card(host, 'Футболка финишера');
    expect(goods.textContent).toContain('Размер: M');
    expect(goods.textContent?.replace(/\s/g, ' ')).toContain('5 970 ₽');

    const order = await summary(host);
    const text = order.textContent?.replace(/\s/g, ' ') ?? '';
    for (const section of ['Мероприятия', 'Страховки', 'Сертификаты', 'Товары', 'Оплата заказа']) expect(text).toContain(section);
    expect(text).toContain('Летний забег × 2');
    expect(text).toContain('Страховка участника × 2');
    // 3500 × 2 + 450 × 2 + 1990 × 3 + 3000
    expect(text).toContain('Итого16 870 ₽');
  });

  it('shows figures that add up: 5 × 2 490 ₽ with a 15 % code on 3 of them is 12 450 − 1 120,50 = 11 329,50', async () => {
    fakeApi();
    const trio = { code: 'TRIO', status: 'applied' as const, discount: 15, discount_form: 'percent' as const, code_count: 3, price: null };
    const host = await mountBasket([ticketLine({ count: 5, price: 2490, title: 'Лайт 3 км', promocode: trio })]);
    const order = await summary(host);
    const figure = (term: string) => {
      const row = [...order.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.parentElement;
      return row?.querySelector('dd')?.textContent?.replace(/\s/g, ' ') ?? '';
    };
    // every figure rounded once, to kopecks: not 12 450 − 1 121 = 11 330 (issue 12)
    expect([figure('Товары на сумму'), figure('Скидка'), figure('Итого')]).toEqual(['12 450 ₽', '−1 120,50 ₽', '11 329,50 ₽']);
    const amount = (text: string) => Number(text.replace(/[^\d,−]/g, '').replace(',', '.').replace('−', '-'));
    expect(amount(figure('Товары на сумму')) + amount(figure('Скидка'))).toBeCloseTo(amount(figure('Итого')), 2);
    // the card shows the cost before discounts, in whole roubles (purchase.md §2)
    expect((await card(host, 'Летний забег')).textContent?.replace(/\s/g, ' ')).toContain('12 450 ₽');
  });

  it('deletes a card, clears the basket, and announces each change', async () => {
    fakeApi();
    const host = await mountBasket([ticketLine(), shopLine(), certificateLine()]);
    const changes = listen('racekit:basket-change');

    await click(within(await card(host, 'Футболка финишера')).getByRole('button', { name: 'Удалить из корзины: Футболка финишера' }));
    expect(queryByShadowRole(host, 'article', { name: 'Футболка финишера' })).toBeNull();
    expect(storedBasket().map((line) => line.unique_id)).toEqual(['t-1', 'c-1']);

    await click(await findByShadowRole(host, 'button', { name: 'Очистить корзину' }));
    expect(await findByShadowText(host, 'В корзине пока ничего нет')).toBeTruthy();
    expect(storedBasket()).toEqual([]);
    changes.stop();
    expect(changes.details).toEqual([{ count: 2 }, { count: 0 }]);
  });

  it(`«Очистить корзину» can be undone for ${CLEAR_UNDO_MS} ms («Вернуть»), and not after`, async () => {
    fakeApi();
    const host = await mountBasket([ticketLine(), shopLine()]);
    await click(await findByShadowRole(host, 'button', { name: 'Очистить корзину' }));
    expect(await findByShadowText(host, 'Корзина очищена')).toBeTruthy();
    expect(storedBasket()).toEqual([]);
    await click(await findByShadowRole(host, 'button', { name: 'Вернуть' }));
    await waitFor(() => expect(storedBasket().map((line) => line.unique_id)).toEqual([ticketLine().unique_id, shopLine().unique_id]));
    expect(queryByShadowText(host, 'Корзина очищена')).toBeNull();

    const clear = await findByShadowRole(host, 'button', { name: 'Очистить корзину' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => fireEvent.click(clear));
      await act(async () => vi.advanceTimersByTime(CLEAR_UNDO_MS - 1));
      expect(queryByShadowRole(host, 'button', { name: 'Вернуть' })).not.toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(queryByShadowRole(host, 'button', { name: 'Вернуть' })).toBeNull();
      expect(storedBasket()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a guest basket local', async () => {
    const api = fakeApi();
    const host = await mountBasket([ticketLine(), shopLine()]);
    await click(within(await card(host, 'Футболка финишера')).getByRole('button', { name: /Удалить/ }));
    expect(storedBasket()).toEqual([ticketLine()]);
    expect(api.callsTo('POST /api/user/basket')).toEqual([]);
  });

  it('saves a signed-in basket to the server after every change, with the token', async () => {
    const api = fakeApi({ 'POST /api/user/basket': (call) => ({ body: { values: (call.body as { goods: unknown[] }).goods } }) });
    const host = await mountBasket([ticketLine(), shopLine()], { token: 't-1' });
    await click(within(await card(host, 'Футболка финишера')).getByRole('button', { name: /Удалить/ }));
    await waitFor(() => expect(api.callsTo('POST /api/user/basket')).toHaveLength(1));
    const [save] = api.callsTo('POST /api/user/basket');
    expect(save?.authorization).toBe('Bearer t-1');
    expect(save?.body).toEqual({ goods: [ticketLine()] });
    expect(storedBasket(true)).toEqual([ticketLine()]);
    expect(localStorage.getItem('NoAuthBasketGoods')).toBeNull();
  });

  it('attaches an insurance to a ticket from the list of its format', async () => {
    const api = fakeApi({
      'GET /api/event_format/active/insurances/f-1': { body: { values: [{ public_id: 'ins-1', name: 'Страховка участника', price: 450 }] } },
    });
    const host = await mountBasket([ticketLine()]);
    const select = await findByShadowRole(host, 'combobox', { name: 'Страховка' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      'Без страховки',
      'Страховка участника — 450 ₽',
    ]);
    await userEvent.selectOptions(select, 'ins-1');
    expect(storedBasket()[0]).toMatchObject({ insurance: { public_id: 'ins-1', price: 450 }, insurance_cost: 450 });
    expect((await summary(host)).textContent?.replace(/\s/g, ' ')).toContain('Итого3 950 ₽');
    expect(api.callsTo('GET /api/event_format/active/insurances/f-1')).toHaveLength(1);
  });

  it('offers the event goods beside a ticket: a size first, then "Добавить" pairs them to it', async () => {
    fakeApi({
      'GET /api/shop/related/ec-1': {
        body: { values: [{ ...fx.product, public_id: 'p-9', title: 'Бафф', price: 700, sizes: [{ name: 'S', public_id: 'sz-s', count: 5 }, { name: 'L', public_id: 'sz-l', count: 0 }] }] },
      },
    });
    const host = await mountBasket([ticketLine()]);
    const add = await findByShadowRole(host, 'checkbox', { name: 'Добавить: Бафф' });
    await click(add);
    expect(await findByShadowText(host, 'Выберите размер', { selector: '[role="alert"]' })).toBeTruthy();
    expect(storedBasket()).toHaveLength(1);

    const size = await findByShadowRole(host, 'combobox', { name: 'Размер' });
    expect(within(size).getByRole('option', { name: 'L' }).hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(size, 'S');
    await click(add);
    expect(storedBasket()[1]).toMatchObject({ selector: 'shop', public_id: 'p-9', size: 'S', count: 1, ticket_unique_id: 't-1' });
    expect((await card(host, 'Бафф')).textContent).toContain('Размер: S');

    await click(add);
    expect(storedBasket()).toHaveLength(1);
  });

  it('prices a quantity sale through the sdk: goods, discount and total', async () => {
    fakeApi();
    const sale = { active: true, start_date: '2020-01-01', end_date: '2099-01-01', discount: 10, discount_form: 'percent' as const, count: 2, formats: ['f-1'] };
    const host = await mountBasket([ticketLine({ count: 2, sale })]);
    const text = (await summary(host)).textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toContain('Товары на сумму7 000 ₽');
    expect(text).toContain('Скидка−700 ₽');
    expect(text).toContain('Итого6 300 ₽');
  });
});

describe('<racekit-basket>: the cards draw whole', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds their place until what they show beside their lines has answered (no card grows under the visitor)', async () => {
    const insurances = held({ body: { values: [{ public_id: 'ins-1', name: 'Страховка участника', price: 450 }] } });
    fakeApi({
      'GET /api/event_format/active/insurances/f-1': insurances.route,
      'GET /api/event/list': { body: { values: [{ ...fx.event, public_id: 'ev-2', title: 'Забег 2' }] } },
    });
    const host = await mountBasket([ticketLine()]);
    const status = await findByShadowText(host, 'Загрузка…');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.closest('.basket__items')).not.toBeNull();
    expect(queryByShadowRole(host, 'article', { name: 'Летний забег' })).toBeNull();
    // what is under the cards waits for them too
    expect(queryByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeNull();
    await insurances.release();
    const article = await card(host, 'Летний забег');
    expect(within(article).getByRole('combobox', { name: 'Страховка' })).toBeTruthy();
    expect(await findByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeTruthy();
  });
});

describe('<racekit-basket>: similar events and the shop carousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const otherEvent = (n: number, typeId = 'et-2') => ({
    ...fx.event,
    public_id: `ev-${n}`,
    title: `Забег ${n}`,
    event_city: [fx.eventCity],
    event_type: { ...fx.eventType, public_id: typeId },
  });

  it('shows up to four events not in the basket, those of its event type first, with a way to the calendar', async () => {
    fakeApi({
      'GET /api/event/list': {
        body: { values: [fx.event, otherEvent(2), otherEvent(3), otherEvent(4), otherEvent(5, 'et-1'), otherEvent(6)] },
      },
    });
    const host = await mountBasket([ticketLine()]);
    const block = await findByShadowRole(host, 'region', { name: 'Похожие мероприятия' });
    const titles = within(block)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.event-card__title')?.textContent);
    expect(titles).toEqual(['Забег 5', 'Забег 2', 'Забег 3', 'Забег 4']);
    // issue 29 §13: each card's 'Принять участие' opens its own event, not its type's project page (another event)
    expect(within(block).getAllByRole('link', { name: 'Принять участие' }).map((link) => link.getAttribute('href'))).toEqual(
      ['ev-5', 'ev-2', 'ev-3', 'ev-4'].map((id) => `${location.origin}/event/${id}`),
    );
    expect(within(block).getAllByText('Парк Патриот')).toHaveLength(4);
    expect(within(block).getByRole('link', { name: 'Все мероприятия' }).getAttribute('href')).toBe(`${location.origin}/calendar`);
  });

  it('shows the external-shop banners as links opening in a new tab', async () => {
    const api = fakeApi({
      'GET /api/page/banner/shop': {
        body: {
          values: [
            { public_id: 'b-1', banner_type: 'external_shop', link: 'https://shop.example/cap', picture_main: '/media/cap.jpg', title: 'Кепка', price: 1200, old_price: 1500 },
            { public_id: 'b-2', banner_type: 'main_page', link: 'https://example/other', title: 'Не для корзины' },
          ],
        },
      },
    });
    const host = await mountBasket([ticketLine()]);
    const sheetsBefore = host.shadowRoot?.adoptedStyleSheets.length ?? 0;
    const block = await findByShadowRole(host, 'region', { name: 'Товары для участников' });
    // The carousel's code (swiper) is an import() of its own: on a busy machine it takes longer than the default second.
    const link = await within(block).findByRole('link', { name: /Кепка/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('https://shop.example/cap');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent?.replace(/\s/g, ' ')).toContain('1 200 ₽');
    expect(link.textContent?.replace(/\s/g, ' ')).toContain('1 500 ₽');
    expect(queryByShadowText(host, 'Не для корзины')).toBeNull();
    expect(api.callsTo('GET /api/page/banner/shop')).toHaveLength(1);
    // swiper arrives with the carousel, and its stylesheet is adopted into the shadow root then
    expect(host.shadowRoot?.adoptedStyleSheets.length).toBe(sheetsBefore + 1);
  });

  it('holds the carousel\'s place while the banners load, and shows similar events only once they have answered', async () => {
    const banners = held({ body: { values: [] } });
    fakeApi({
      'GET /api/page/banner/shop': banners.route,
      'GET /api/event/list': { body: { values: [otherEvent(2)] } },
    });
    const host = await mountBasket([ticketLine()]);
    const block = await findByShadowRole(host, 'region', { name: 'Товары для участников' });
    expect(within(block).getByRole('status').textContent).toBe('Загрузка…');
    // the events have answered, but they wait under the stand-in's final place
    await waitFor(() => expect(host.shadowRoot?.querySelector('.carousel-skeleton')).not.toBeNull());
    expect(queryByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeNull();
    await banners.release();
    expect(await findByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeTruthy();
    expect(queryByShadowRole(host, 'region', { name: 'Товары для участников' })).toBeNull();
  });

  it('leaves both out in the compact (dialog) mode', async () => {
    const api = fakeApi({ 'GET /api/event/list': { body: { values: [otherEvent(2)] } } });
    const host = await mountBasket([ticketLine()], { attributes: { compact: '' } });
    await findByShadowRole(host, 'button', { name: 'Оплатить' });
    expect(queryByShadowRole(host, 'region', { name: 'Похожие мероприятия' })).toBeNull();
    expect(api.callsTo('GET /api/event/list')).toEqual([]);
    expect(api.callsTo('GET /api/page/banner/shop')).toEqual([]);
    expect(shownText(host)).not.toContain('Товары для участников');
  });
});
