/**
 * sdk/checkout's payment and order check (purchase.md §4, §6, §7; issue 12): one attempt per
 * basket (the idempotency key stored with the basket, changed only when the order changes);
 * the basket travels with the payment and a guest's session is kept from the answer with no
 * other call; no availability is asked first, the server's 409 on a count is the ticket-count
 * popup; a free order ends where a paid one ends (the order check, then the ticket page).
 * Also the promo code of a link, checked before it is promised; clearing with undo; the e-mail.
 */
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPaymentRequest } from '../../sdk/basket/index.ts';
import {
  CHECKOUT_EMAIL_KEY,
  CLEAR_UNDO_MS,
  ORDER_CHECK_ATTEMPTS,
  ORDER_CHECK_INTERVAL_MS,
  PAYMENT_ATTEMPT_KEY,
  checkLinkPromocode,
  checkoutEmailAtom,
  clearBasketUndoable,
  confirmOrder,
  editBasket,
  payBasket,
  paymentAttemptAtom,
  paymentAttemptKey,
  paymentFingerprint,
  restoreBasket,
} from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom, userAtom, type RacekitStore } from '../../sdk/state/index.ts';
import { demo, endCheckout, freshCheckout, stubApi, type MemoryStorage, type Reply, type Sent } from './checkout-support.ts';

const contacts = { email: 'Hero@Example.test' };
const line: BasketItem = { ...demo.light, count: 5 };
const redirect = (extra: Record<string, unknown> = {}): Reply => ({
  body: { redirect_url: 'https://pay.example/form', form: { order: 'o-1', amount: 11_329.5 }, token: null, user: null, order_public_id: 'o-1', ...extra },
});

let store: RacekitStore;
let storage: MemoryStorage;

beforeEach(() => {
  ({ store, storage } = freshCheckout());
});
afterEach(endCheckout);

const keyOf = (request: Sent) => (request.body as { idempotency_key: string }).idempotency_key;

describe('one payment attempt per basket', () => {
  it('the same order keeps its key (retry, double click, back from the provider); any change of it makes a new one', () => {
    const order = buildPaymentRequest({ items: [line], contacts });
    const key = paymentAttemptKey(order, store);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(paymentAttemptKey(buildPaymentRequest({ items: [line], contacts }), store)).toBe(key);
    // the basket copy the payment carries is not the order
    expect(paymentAttemptKey({ ...order, basket: [line, demo.hardcore] }, store)).toBe(key);
    expect(JSON.parse(storage.getItem(PAYMENT_ATTEMPT_KEY) ?? 'null')).toEqual({ key, basket: paymentFingerprint(order) });
    const more = paymentAttemptKey(buildPaymentRequest({ items: [{ ...line, count: 6 }], contacts }), store);
    expect(more).not.toBe(key);
    const otherMail = paymentAttemptKey(buildPaymentRequest({ items: [{ ...line, count: 6 }], contacts: { email: 'other@example.test' } }), store);
    expect(otherMail).not.toBe(more);
  });

  it('survives a reload, and a stored value that is not an attempt is dropped with a warning', () => {
    const order = buildPaymentRequest({ items: [line], contacts });
    const key = paymentAttemptKey(order, store);
    const reloaded = createStore();
    expect(paymentAttemptKey(order, reloaded)).toBe(key);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify({ key: 'not-hex', basket: 'x' }));
    const another = createStore();
    expect(another.get(paymentAttemptAtom)).toBeNull();
    expect(paymentAttemptKey(order, another)).not.toBe(key);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${PAYMENT_ATTEMPT_KEY}"`));
  });

  it('pay, come back, pay again: both requests carry the same key; nothing but the payment is called', async () => {
    store.set(guestBasketGoodsAtom, [line]);
    const sent = stubApi({ 'POST /api/payment': redirect() });
    const first = await payBasket(contacts, { store, base: 'https://site.example/basket' });
    const second = await payBasket(contacts, { store, base: 'https://site.example/basket' });
    expect(first).toEqual({ kind: 'redirect', url: 'https://pay.example/form?order=o-1&amount=11329.5', orderId: 'o-1' });
    expect(second).toEqual(first);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/payment', 'POST /api/payment']);
    expect(keyOf(sent[1] as Sent)).toBe(keyOf(sent[0] as Sent));
    expect(sent[0]?.body).toMatchObject({ email: 'hero@example.test', basket: [line], tickets: [expect.objectContaining({ count: 5 })] });
  });
});

describe('what the payment answers', () => {
  it("a guest's answer stores the temporary user, its token and the basket the server keeps; the guest list goes", async () => {
    store.set(guestBasketGoodsAtom, [line]);
    const saved = [{ ...line, unique_id: 'kept' }];
    const sent = stubApi({ 'POST /api/payment': redirect({ token: 'tmp-1', user: { public_id: 'tmp', email: 'hero@example.test', temporary: true }, basket: saved }) });
    await payBasket(contacts, { store, base: 'https://site.example/' });
    expect([store.get(tokenAtom), store.get(userAtom)?.public_id]).toEqual(['tmp-1', 'tmp']);
    expect(store.get(basketGoodsAtom)).toEqual(saved);
    expect(store.get(guestBasketGoodsAtom)).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("a signed-in buyer's pending save is dropped: the payment carries the basket", async () => {
    store.set(tokenAtom, 'tok');
    store.set(userAtom, { public_id: 'u-1', email: 'hero@example.test' });
    store.set(basketGoodsAtom, [line]);
    vi.useFakeTimers();
    editBasket((items) => items.map((each) => ({ ...each, count: 4 })), { store });
    const sent = stubApi({ 'POST /api/payment': redirect({ basket: [{ ...line, count: 4 }] }) });
    await payBasket(contacts, { store, base: 'https://site.example/' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((request) => request.path)).toEqual(['/api/payment']);
    expect(sent[0]?.body).toMatchObject({ basket: [{ ...line, count: 4 }] });
  });

  it.each([
    ['a count over the limit (409, field tickets.0.count)', { status: 409, body: { message: 'Указанное количество билетов недоступно', field: 'tickets.0.count' } }, { kind: 'ticket-count' }],
    ['a place taken meanwhile (409, hold ticket)', { status: 409, body: { message: 'Билеты закончились', hold: 'ticket', id: 'f' } }, { kind: 'ticket-count' }],
    ['a spent promo code (409, another field): its message shown', { status: 409, body: { message: 'Промокод уже использован', field: 'tickets.0.promocode' } }, { kind: 'refused', guestLimit: undefined, message: 'Промокод уже использован' }],
    ['a limit (429): its message shown as it came (issue 29 item 5)', { status: 429, body: { message: 'Слишком много заказов с вашего адреса. Попробуйте через 36 мин.', retry_after: 2160 } }, { kind: 'refused', guestLimit: undefined, message: 'Слишком много заказов с вашего адреса. Попробуйте через 36 мин.' }],
    ["a guest's cap (400 with limit)", { status: 400, body: { message: 'Войдите', limit: 20 } }, { kind: 'refused', guestLimit: 20 }],
    ['a server failure (500)', { status: 500, body: {} }, { kind: 'refused', guestLimit: undefined }],
  ] as const)('%s', async (_case, reply, outcome) => {
    store.set(guestBasketGoodsAtom, [line]);
    const sent = stubApi({ 'POST /api/payment': reply });
    expect(await payBasket(contacts, { store, base: 'https://site.example/' })).toEqual(outcome);
    // never an availability call before the payment
    expect(sent.map((request) => request.path)).toEqual(['/api/payment']);
  });

  it('no answer at all is thrown, for the error report', async () => {
    store.set(guestBasketGoodsAtom, [line]);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(payBasket(contacts, { store, base: 'https://site.example/' })).rejects.toThrow();
  });

  it('a free order (total 0, FREESTART) goes to the thanks page with its order, not to a card page', async () => {
    store.set(guestBasketGoodsAtom, [line]);
    stubApi({ 'POST /api/payment': { body: { redirect_url: 'https://site.example/basket/thanks', form: { order: 'o-free' }, token: null, user: null, order_public_id: 'o-free' } } });
    expect(await payBasket(contacts, { store, base: 'https://site.example/basket' })).toEqual({
      kind: 'redirect',
      url: 'https://site.example/basket/thanks?order=o-free',
      orderId: 'o-free',
    });
  });
});

describe('the order check after payment (the same for a paid and a free order)', () => {
  const order = (status: string) => ({
    body: {
      status,
      items: { tickets: [{ public_id: 'f-rl-msk-light', count: 1 }], shop: [], certificates: [], insurances: [], email: 'hero@example.test' },
      tickets: status === 'paid' ? [{ public_id: 'tk-1' }] : [],
    },
  });

  it('paid: the tickets leave the basket, the attempt is forgotten, one ticket opens its page', async () => {
    store.set(guestBasketGoodsAtom, [line, { ...demo.hardcore, unique_id: 'other' }]);
    paymentAttemptKey(buildPaymentRequest({ items: [line], contacts }), store);
    stubApi({ 'GET /api/order/o-1': order('paid') });
    expect(await confirmOrder('o-1', { store })).toMatchObject({ status: 'paid', route: '/me/ticket/tk-1' });
    expect(store.get(guestBasketGoodsAtom).map((each) => each.unique_id)).toEqual(['other']);
    expect(store.get(paymentAttemptAtom)).toBeNull();
  });

  it('paid: shop goods and a standalone insurance leave the basket too, so nothing paid is paid twice (issue 29 item 1)', async () => {
    const cap: BasketItem = { unique_id: 'cap', public_id: 'p-cap-night', selector: 'shop', count: 1, price: 1290, title: 'Кепка' };
    const policy: BasketItem = { unique_id: 'ins', public_id: 'ins-basic', selector: 'insurance', count: 1, price: 300, title: 'Страховка' };
    const unpaid: BasketItem = { ...cap, unique_id: 'mug', public_id: 'p-mug' };
    store.set(guestBasketGoodsAtom, [cap, policy, unpaid]);
    stubApi({
      'GET /api/order/o-2': {
        body: {
          status: 'paid',
          items: { tickets: [], shop: [{ public_id: 'p-cap-night', count: 1 }], certificates: [], insurances: [{ public_id: 'ins-basic', count: 1 }], email: 'hero@example.test' },
          tickets: [],
        },
      },
    });
    expect(await confirmOrder('o-2', { store })).toMatchObject({ status: 'paid' });
    // what the order did not buy (added in another tab meanwhile) stays
    expect(store.get(guestBasketGoodsAtom).map((each) => each.unique_id)).toEqual(['mug']);
  });

  it('paid while the start-up still reloads the basket: the tickets leave the basket it put in place', async () => {
    store.set(guestBasketGoodsAtom, [line]);
    stubApi({ 'GET /api/order/o-1': order('paid') });
    let reloaded: (() => void) | undefined;
    const basketReady = () =>
      new Promise<void>((resolve) => {
        reloaded = () => {
          // what the start-up put in place: the paid line and another one
          store.set(guestBasketGoodsAtom, [line, { ...demo.hardcore, unique_id: 'other' }]);
          resolve();
        };
      });
    const result = confirmOrder('o-1', { store, basketReady });
    // the order answered paid and the check now waits for the start-up: nothing edited yet
    await vi.waitFor(() => expect(reloaded).toBeTypeOf('function'));
    expect(store.get(guestBasketGoodsAtom).map((each) => each.unique_id)).toEqual([line.unique_id]);
    reloaded?.();
    expect(await result).toMatchObject({ status: 'paid' });
    expect(store.get(guestBasketGoodsAtom).map((each) => each.unique_id)).toEqual(['other']);
  });

  it(`pending: asked ${ORDER_CHECK_ATTEMPTS} times, ${ORDER_CHECK_INTERVAL_MS} ms apart, then unpaid`, async () => {
    vi.useFakeTimers();
    const sent = stubApi({ 'GET /api/order/o-1': order('pending') });
    const result = confirmOrder('o-1', { store });
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(ORDER_CHECK_INTERVAL_MS * ORDER_CHECK_ATTEMPTS);
    expect(await result).toEqual({ status: 'unpaid' });
    expect(sent).toHaveLength(ORDER_CHECK_ATTEMPTS);
  });
});

describe('a promo code from a link (/calendar/{event}/{promocode}) is checked before it is promised', () => {
  it('refused by every format: the server reason', async () => {
    stubApi({
      'GET /api/promocode/check/ticket/BADCODE/f-1': { body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } },
      'GET /api/promocode/check/ticket/BADCODE/f-2': { body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } },
    });
    expect(await checkLinkPromocode('BADCODE', ['f-1', 'f-2'])).toEqual({ status: 'refused', message: 'Промокод не найден' });
  });

  it('taken by one of the formats', async () => {
    stubApi({
      'GET /api/promocode/check/ticket/KIDS/f-1': { body: { promocode: null, available_code_count: 0, message: 'Не для этого формата' } },
      'GET /api/promocode/check/ticket/KIDS/f-2': { body: { promocode: { code: 'KIDS', discount: 10, discount_form: 'percent' }, available_code_count: 3 } },
    });
    expect(await checkLinkPromocode('KIDS', ['f-1', 'f-2'])).toEqual({ status: 'valid', formatId: 'f-2', formatIds: ['f-2'] });
  });

  it('taken by some formats only: names every one that takes it, so the page promises it for those (issue 29 item 9)', async () => {
    stubApi({
      'GET /api/promocode/check/ticket/FREESTART/f-1': { body: { promocode: { code: 'FREESTART', discount: 100, discount_form: 'percent' }, available_code_count: 8 } },
      'GET /api/promocode/check/ticket/FREESTART/f-2': { body: { promocode: null, available_code_count: 0, message: 'Промокод не подходит для этого билета' } },
      'GET /api/promocode/check/ticket/FREESTART/f-3': { body: { promocode: { code: 'FREESTART', discount: 100, discount_form: 'percent' }, available_code_count: 8 } },
    });
    expect(await checkLinkPromocode('FREESTART', ['f-1', 'f-2', 'f-3'])).toMatchObject({ status: 'valid', formatIds: ['f-1', 'f-3'] });
  });
});

describe('«Очистить корзину» and the e-mail', () => {
  it(`clearing answers what it removed, for «Вернуть» within ${CLEAR_UNDO_MS} ms; restoring keeps what was added since`, () => {
    store.set(guestBasketGoodsAtom, [line, demo.hardcore]);
    const removed = clearBasketUndoable({ store });
    expect(store.get(guestBasketGoodsAtom)).toEqual([]);
    store.set(guestBasketGoodsAtom, [demo.corp]);
    restoreBasket(removed, { store });
    expect(store.get(guestBasketGoodsAtom).map((each) => each.unique_id)).toEqual([line.unique_id, demo.hardcore.unique_id, demo.corp.unique_id]);
    expect(CLEAR_UNDO_MS).toBe(8_000);
  });

  it('the basket e-mail is kept in local storage (plain text) and read back after a reload', () => {
    store.set(checkoutEmailAtom, 'hero@example.test');
    expect(storage.getItem(CHECKOUT_EMAIL_KEY)).toBe('hero@example.test');
    const reloaded = createStore();
    reloaded.sub(checkoutEmailAtom, () => undefined);
    expect(reloaded.get(checkoutEmailAtom)).toBe('hero@example.test');
  });
});
