import { fireEvent, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { findByShadowLabelText, findByShadowRole, findByShadowText, queryAllByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import {
  click,
  fakeApi,
  insuranceLine,
  listen,
  mountBasket,
  preRegLine,
  shopLine,
  shownText,
  storedBasket,
  ticketLine,
  type Route,
} from './basket-fixtures.ts';

type User = ReturnType<typeof userEvent.setup>;

const payButton = (host: HTMLElement) => findByShadowRole(host, 'button', { name: /^(Оплатить|Переходим к оплате…)$/ });
const regionSelect = (host: HTMLElement) => queryByShadowRole(host, 'combobox', { name: /^Регион доставки/ });

async function typeEmail(host: HTMLElement, user: User, email: string) {
  await user.type(await findByShadowLabelText(host, /^E-mail/), email);
}

/** Chooses a delivery method of the card once the methods have loaded. */
async function chooseMethod(host: HTMLElement, user: User, value: string) {
  const method = await findByShadowRole(host, 'combobox', { name: /^Способ доставки/ });
  await waitFor(() => expect(within(method).queryByRole('option', { name: /Курьер/ })).not.toBeNull());
  await user.selectOptions(method, value);
  return method;
}

async function fillDelivery(host: HTMLElement, user: User) {
  await user.selectOptions(await findByShadowRole(host, 'combobox', { name: /^Регион доставки/ }, { timeout: 5000 }), '524894');
  const city = await findByShadowRole(host, 'combobox', { name: /^Город доставки/ });
  await waitFor(() => expect(within(city).queryByRole('option', { name: 'Москва' })).not.toBeNull());
  await user.selectOptions(city, '524901');
  await user.type(await findByShadowLabelText(host, /^Имя получателя/), 'Анна');
  await user.type(await findByShadowLabelText(host, /^Фамилия получателя/), 'Петрова');
  await user.type(await findByShadowLabelText(host, /^Адрес доставки/), 'ул. Лесная, 1');
  await user.type(await findByShadowLabelText(host, /^Телефон/), '9123456789');
}

const paid = (answer: Record<string, unknown> = {}): Route => ({
  body: { redirect_url: 'https://pay.example/form?lang=ru', form: { order: 'o-1', amount: 7790 }, token: null, user: null, ...answer },
});

describe('<racekit-basket>: delivery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, BasketItem[], boolean]>([
    ['tickets only', [ticketLine()], false],
    ['goods to deliver', [ticketLine(), shopLine()], true],
    ['goods picked up', [shopLine({ delivery_public_id: 'pickup', currentPickupSelect: 'pickup' })], false],
    ['goods with a hidden address', [shopLine({ delivery_public_id: 'mail', isHiddenDeliveryAddres: true })], false],
    ['one picked up, one to deliver', [shopLine({ currentPickupSelect: 'pickup' }), shopLine({ unique_id: 's-2', public_id: 'p-2' })], true],
  ])('asks for the delivery address with %s', async (_what, items, shown) => {
    fakeApi();
    const host = await mountBasket(items);
    await payButton(host);
    if (shown) expect(await findByShadowRole(host, 'group', { name: 'Доставка' }, { timeout: 5000 })).toBeTruthy();
    // The address block loads lazily behind a spinner: once no spinner is left, it would be here.
    await waitFor(() => expect(queryAllByShadowText(host, 'Загрузка…')).toEqual([]), { timeout: 5000 });
    expect(regionSelect(host) !== null).toBe(shown);
  }, 15_000);

  it('hides the address once pickup is chosen, and prices the delivery to the chosen city', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([shopLine()]);
    const method = await chooseMethod(host, user, 'courier');
    expect(within(method).getByRole('option', { name: 'Выберите способ доставки' })).toBeTruthy();
    await fillDelivery(host, user);
    await waitFor(() => expect(api.callsTo('POST /api/shop/delivery/price')).toHaveLength(1));
    expect(api.callsTo('POST /api/shop/delivery/price')[0]?.body).toEqual({ city: '524901', goods: [{ public_id: 'p-1', count: 1 }] });
    const order = await findByShadowRole(host, 'region', { name: 'Ваш заказ' });
    await waitFor(() => expect(order.textContent?.replace(/\s/g, ' ')).toContain('Доставка350 ₽'));
    expect(order.textContent?.replace(/\s/g, ' ')).toContain('Итого2 340 ₽');

    await user.selectOptions(method, 'pickup');
    expect(storedBasket()[0]).toMatchObject({ delivery_public_id: 'pickup', currentPickupSelect: 'pickup' });
    expect(regionSelect(host)).toBeNull();
  }, 20_000);
});

describe('<racekit-basket>: the pay button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each<[string, BasketItem[], string, string | null]>([
    ['no e-mail', [ticketLine()], '', 'Укажите e-mail, на него придут билеты и чек'],
    ['an e-mail without a domain zone', [ticketLine()], 'hero@example', 'Укажите e-mail, на него придут билеты и чек'],
    ['a participant not filled in', [preRegLine()], 'hero@example.test', 'Заполните данные всех участников'],
    ['no delivery method', [shopLine({ isHiddenDeliveryAddres: true })], 'hero@example.test', 'Заполните данные доставки'],
    ['an insured person not filled in', [insuranceLine()], 'hero@example.test', 'Заполните данные застрахованных'],
    ['everything in order', [ticketLine(), shopLine({ delivery_public_id: 'pickup', currentPickupSelect: 'pickup' })], 'HERO@example.test', null],
  ])('with %s', async (_case, items, email, reason) => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket(items);
    if (email !== '') await typeEmail(host, user, email);
    const button = await payButton(host);
    // Off, but focusable: the reason stands beside it and describes it.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe(reason === null ? null : 'true');
    const reasons = queryByShadowRole(host, 'list', { name: 'Оплатить' });
    expect(reasons === null ? [] : within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(reason === null ? [] : [reason]);
    if (reasons !== null) expect(button.getAttribute('aria-describedby')).toBe(reasons.id);
  });

  it.each<[string, BasketItem[], string, RegExp, string]>([
    ['no e-mail', [ticketLine()], '', /^E-mail/, 'Заполните поле'],
    ['an e-mail without a domain zone', [ticketLine()], 'hero@example', /^E-mail/, 'Введите валидный email'],
    ['a participant not filled in', [preRegLine()], 'hero@example.test', /^Фамилия/, 'Заполните поле'],
    ['no delivery method', [shopLine({ isHiddenDeliveryAddres: true })], 'hero@example.test', /^Способ доставки/, 'Выберите способ доставки'],
    ['an insured person not filled in', [insuranceLine()], 'hero@example.test', /^Фамилия/, 'Заполните поле!'],
  ])('pressed with %s, it pays nothing, shows every message and focuses the first wrong field', async (_case, items, email, label, message) => {
    const api = fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket(items);
    if (email !== '') await typeEmail(host, user, email);
    // The form of the line has loaded (its fields are lazy) before the button is pressed.
    if (items[0]?.selector !== 'shop') await findByShadowLabelText(host, label, { selector: 'input' }, { timeout: 5000 });
    await user.click(await payButton(host));
    const field = await findByShadowLabelText(host, label, { selector: 'input, select' });
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => host.shadowRoot?.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(api.callsTo('POST /api/payment')).toEqual([]);
  }, 15_000);

  it('says what is wrong with the e-mail once the buyer leaves the field', async () => {
    fakeApi();
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example');
    await user.tab();
    expect(await findByShadowText(host, 'Введите валидный email')).toBeTruthy();
  });
});

describe('<racekit-basket>: documents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links the personal-data and offer documents of the API, opening in a new tab', async () => {
    fakeApi();
    const host = await mountBasket([ticketLine()]);
    const personal = await findByShadowRole(host, 'link', { name: 'Политика обработки персональных данных' });
    const offer = await findByShadowRole(host, 'link', { name: 'Публичная оферта' });
    expect(personal.getAttribute('href')).toBe(`${location.origin}/api/files/document/pers`);
    expect(offer.getAttribute('href')).toBe(`${location.origin}/api/files/document/offers`);
    expect([personal.getAttribute('target'), offer.getAttribute('target')]).toEqual(['_blank', '_blank']);
  });
});

describe('<racekit-basket>: paying', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the order built by the sdk with the basket (no availability asked first), and hands the provider address with the form pairs to the page', async () => {
    const api = fakeApi({ 'POST /api/payment': paid() });
    const user = userEvent.setup();
    const applied = { code: 'ЛЕТО', status: 'applied' as const, discount: 10, discount_form: 'percent' as const, code_count: 5, price: null };
    const host = await mountBasket([ticketLine({ count: 2, promocode: applied }), shopLine()]);
    await chooseMethod(host, user, 'courier');
    await fillDelivery(host, user);
    await typeEmail(host, user, 'Hero@Example.test');

    const redirects = listen('racekit:payment-redirect', (event) => event.preventDefault());
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(1));
    redirects.stop();

    const order = api.callsTo('POST /api/payment');
    expect(order).toHaveLength(1);
    expect(order[0]?.authorization).toBeNull();
    expect(order[0]?.body).toEqual({
      email: 'hero@example.test',
      tickets: [
        { event_public_id: 'ev-1', public_id: 'f-1', count: 2, event_city: { public_id: 'ec-1' }, address: 'Парк Патриот', promocode: 'ЛЕТО' },
      ],
      shop: [{ public_id: 'p-1', count: 1, size: 'M', proportions: [{ name: 'M', public_id: 'size-m' }], delivery_public_id: 'courier' }],
      insurances: [],
      register: false,
      phone: '79123456789',
      location_id: '524901',
      address: 'ул. Лесная, 1',
      first_name: 'Анна',
      last_name: 'Петрова',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      basket: [expect.objectContaining({ selector: 'ticket', format_public_id: 'f-1', count: 2 }), expect.objectContaining({ selector: 'shop' })],
    });
    // the server decides availability: nothing is asked before the payment
    expect(api.calls.map((call) => call.path)).not.toContain('/api/event_format/availability/f-1');
    expect(redirects.details).toEqual([{ url: 'https://pay.example/form?lang=ru&order=o-1&amount=7790' }]);
  }, 20_000);

  it('pays one attempt per basket: a second «Оплатить» sends the same key, a changed basket a new one', async () => {
    const api = fakeApi({ 'POST /api/payment': paid() });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    const redirects = listen('racekit:payment-redirect', (event) => event.preventDefault());
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(1));
    // the 3-second flag holds the button: wait for it, then pay again (as after coming back from the provider)
    await waitFor(async () => expect((await payButton(host)).textContent).toBe('Оплатить'), { timeout: 4000 });
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(2));
    const keys = () => api.callsTo('POST /api/payment').map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[1]).toBe(keys()[0]);
    expect(JSON.parse(localStorage.getItem('racekitPaymentAttempt') ?? 'null')).toMatchObject({ key: keys()[0] });
    // one more ticket: another order, another attempt
    await waitFor(async () => expect((await payButton(host)).textContent).toBe('Оплатить'), { timeout: 4000 });
    await click(await findByShadowRole(host, 'button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(shownText(host)).toContain('× 2'));
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(3));
    redirects.stop();
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  }, 15_000);

  it('sends the token of a signed-in buyer', async () => {
    const api = fakeApi({ 'POST /api/payment': paid() });
    const host = await mountBasket([ticketLine()], { token: 't-1', user: { public_id: 'u-1', email: 'hero@example.test' } });
    const redirects = listen('racekit:payment-redirect', (event) => event.preventDefault());
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(1));
    redirects.stop();
    expect(api.callsTo('POST /api/payment')[0]?.authorization).toBe('Bearer t-1');
    expect(api.callsTo('POST /api/payment')[0]?.body).toMatchObject({ email: 'hero@example.test' });
  });

  it("stores a guest's temporary user, token and saved basket from the answer, with no further call", async () => {
    const api = fakeApi({
      'POST /api/payment': paid({ token: 'tmp-1', user: { public_id: 'tmp-user', email: 'hero@example.test', temporary: true }, basket: [ticketLine()] }),
    });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    const redirects = listen('racekit:payment-redirect', (event) => event.preventDefault());
    await click(await payButton(host));
    await waitFor(() => expect(redirects.details).toHaveLength(1));
    redirects.stop();
    expect(localStorage.getItem('token')).toBe('tmp-1');
    expect(JSON.parse(localStorage.getItem('userObj') ?? 'null')).toMatchObject({ public_id: 'tmp-user', temporary: true });
    expect(JSON.parse(localStorage.getItem('basketGoods') ?? 'null')).toEqual([ticketLine()]);
    // the guest list went: an empty list is no key (issue 13 §9)
    expect(localStorage.getItem('NoAuthBasketGoods')).toBeNull();
    // nothing re-fetched before the redirect: the payment is the only call
    expect(api.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.includes('/api/user/basket') || call.includes('/api/payment'))).toEqual(['POST /api/payment']);
  });

  it.each([
    ['400 with a message', { status: 400, body: { message: 'Недостаточно средств на карте' } }],
    ['500', { status: 500, body: {} }],
  ])('opens the payment error popup on %s, without the server text; "Вернуться в корзину" closes it', async (_status, reply) => {
    fakeApi({ 'POST /api/payment': reply });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    await click(await payButton(host));
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Оплата не прошла' });
    expect(dialog.textContent).toContain('Не удалось провести платеж');
    expect(shownText(host)).not.toContain('Недостаточно средств');
    expect(queryByShadowRole(host, 'dialog', { name: 'Ошибка' })).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Вернуться в корзину' });
    expect(host.shadowRoot?.activeElement).toBe(back);
    await click(back);
    expect(queryByShadowRole(host, 'dialog')).toBeNull();
  });

  it("a guest over the unpaid-places cap is told the cap and asked to sign in (the server's 400 carries `limit`)", async () => {
    fakeApi({ 'POST /api/payment': { status: 400, body: { message: 'server text', limit: 20 } } });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    await click(await payButton(host));
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Оплата не прошла' });
    expect(dialog.textContent).toContain('Без входа в личный кабинет можно держать неоплаченными не больше 20 мест. Войдите или зарегистрируйтесь, чтобы купить больше.');
    expect(dialog.textContent).not.toContain('server text');
  });

  it.each([
    ['429 of the orders-per-address limit', { status: 429, body: { message: 'Слишком много заказов с вашего адреса. Попробуйте через 36 мин.', retry_after: 2160 } }],
    ['409 of a person insured already', { status: 409, body: { message: 'Анна Петрова уже застрахован(а) этим полисом на это мероприятие — второй полис не нужен', field: 'insurances.0' } }],
  ])("shows the server's message as it came on a %s (issue 29 item 5)", async (_case, reply) => {
    fakeApi({ 'POST /api/payment': reply });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    await click(await payButton(host));
    const dialog = await findByShadowRole(host, 'dialog', { name: 'Оплата не прошла' });
    expect(dialog.textContent).toContain(reply.body.message);
    expect(dialog.textContent).not.toContain('Проверьте данные');
  });

  it.each([
    ['a count over the limit', { field: 'tickets.0.count' }],
    ['a ticket place taken meanwhile', { hold: 'ticket', id: 'f-1' }],
  ])("opens the ticket-count popup on the server's 409 for %s", async (_case, data) => {
    const api = fakeApi({ 'POST /api/payment': { status: 409, body: { message: 'Указанное количество билетов недоступно', ...data } } });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine({ count: 2 })]);
    await typeEmail(host, user, 'hero@example.test');
    await click(await payButton(host));
    expect(await findByShadowRole(host, 'dialog', { name: 'Количество билетов' })).toBeTruthy();
    expect(queryByShadowRole(host, 'dialog', { name: 'Оплата не прошла' })).toBeNull();
    expect(api.callsTo('POST /api/payment')).toHaveLength(1);
  });

  it('keeps the pay flag for 3 seconds after a click: still set at 2,999 ms, reset at 3,000 ms', async () => {
    fakeApi({ 'POST /api/payment': paid() });
    const user = userEvent.setup();
    const host = await mountBasket([ticketLine()]);
    await typeEmail(host, user, 'hero@example.test');
    const redirects = listen('racekit:payment-redirect', (event) => event.preventDefault());
    const button = await payButton(host);
    // Only the timeouts are fake: the stubbed answers travel while the clock is advanced.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        fireEvent.click(button);
      });
      await act(() => vi.advanceTimersByTimeAsync(2_999));
      expect(redirects.details).toHaveLength(1); // the payment is done: only the flag holds the button
      expect(button.textContent).toBe('Переходим к оплате…');
      expect(button.hasAttribute('disabled')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(button.textContent).toBe('Оплатить');
      expect(button.hasAttribute('disabled')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
