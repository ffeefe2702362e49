/**
 * sdk/checkout's one set of count limits (purchase.md §4, §5, §9), the same for a deep link,
 * the buy dialog and the basket's «+»: availability, buy limit, team step, 1–500, and what the
 * basket already holds of the format. Each correction is a notice; a sold-out format adds nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTicket, checkoutNoticesAtom, fillFromLink, fitTicketCount, placeTicket, stepBasketCount } from '../../sdk/checkout/index.ts';
import type { BasketItem, EventFormat, TicketAvailability } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom, type RacekitStore } from '../../sdk/state/index.ts';
import * as fx from './contract-fixtures.ts';
import { demo, endCheckout, freshCheckout, stubApi, ticket, type Routes } from './checkout-support.ts';

const corrected = (format: string, count: number) => ({ key: 'checkout.notices.countCorrected', values: { format, count } });
let ids = 0;
const newId = () => `new-${++ids}`;

describe('fitTicketCount: how many of a format may go in', () => {
  it.each([
    ['Хардкор, count=3 over its buy limit 2', demo.hardcore, 3, 0, { fit: 'ok', count: 2, corrected: true }],
    ['Хардкор, count=2', demo.hardcore, 2, 0, { fit: 'ok', count: 2, corrected: false }],
    ['Элита, count=3 over its buy limit 1', demo.elite, 3, 0, { fit: 'ok', count: 1, corrected: true }],
    ['Ночной спринт, sold out', demo.night, 1, 0, { fit: 'sold-out' }],
    ['the corporate team (step 3), count=4 moves onto the step', demo.corp, 4, 0, { fit: 'ok', count: 3, corrected: true }],
    ['the corporate team, count=6', demo.corp, 6, 0, { fit: 'ok', count: 6, corrected: false }],
    ['a fixed team of 5, count=12', demo.team5, 12, 0, { fit: 'ok', count: 5, corrected: true }],
    ['a fixed team of 5, no count asked', demo.team5, undefined, 0, { fit: 'ok', count: 5, corrected: false }],
    ['count=0 is below 1', demo.light, 0, 0, { fit: 'ok', count: 1, corrected: true }],
    ['count=-3 is below 1', demo.light, -3, 0, { fit: 'ok', count: 1, corrected: true }],
    ['count=501 is over 500', demo.light, 501, 0, { fit: 'ok', count: 500, corrected: true }],
    ['count=2.5 is not whole', demo.light, 2.5, 0, { fit: 'ok', count: 2, corrected: true }],
    ['only 5 left of a format without a buy limit', ticket('f-few', { tickets_left: { athlete: 5 } }), 9, 0, { fit: 'ok', count: 5, corrected: true }],
    ['Хардкор with 1 already in the basket, count=2', demo.hardcore, 2, 1, { fit: 'ok', count: 1, corrected: true }],
    ['Хардкор with 2 already in the basket', demo.hardcore, 1, 2, { fit: 'limit-reached', limit: 2 }],
  ] as const)('%s', (_case, line, asked, already, expected) => {
    expect(fitTicketCount(line, asked, already)).toEqual(expected);
  });
});

describe('placeTicket: the line in the basket, with what the buyer is told', () => {
  it('a link for 3 Хардкор adds 2 and says the count is not available', () => {
    const placed = placeTicket([], demo.hardcore, 3, { now: 0 });
    expect(placed.items.map((line) => line.count)).toEqual([2]);
    expect(placed.notices).toEqual([corrected('f-rl-msk-hardcore', 2)]);
  });

  it('a link for 3 Элита adds one participant of the pre-registration group', () => {
    const placed = placeTicket([], demo.elite, 3, { now: 0, newId });
    expect(placed.items).toHaveLength(1);
    expect(placed.items[0]).toMatchObject({ count: 1, groupId: 'line-f-rl-msk-elite', preReg: '' });
    expect(placed.notices).toEqual([corrected('f-rl-msk-elite', 1)]);
  });

  it('a sold-out format is not added, and says so', () => {
    const basket = [demo.light];
    const placed = placeTicket(basket, demo.night, 1, { now: 0 });
    expect(placed).toEqual({ items: basket, added: false, notices: [{ key: 'checkout.notices.soldOut', values: { format: 'f-rl-msk-night' } }] });
  });

  it('a second link for a format already at its limit adds nothing, and says so', () => {
    const basket = [{ ...demo.hardcore, count: 2 }];
    const placed = placeTicket(basket, { ...demo.hardcore, unique_id: 'another' }, 1, { now: 0 });
    expect(placed.added).toBe(false);
    expect(placed.items).toEqual(basket);
    expect(placed.notices).toEqual([{ key: 'checkout.notices.limitReached', values: { format: 'f-rl-msk-hardcore', limit: 2 } }]);
  });

  it('the same plain format of the same city adds to its line, within the limit', () => {
    const placed = placeTicket([{ ...demo.hardcore, count: 1 }], { ...demo.hardcore, unique_id: 'another' }, 3, { now: 0 });
    expect(placed.items.map((line) => [line.unique_id, line.count])).toEqual([['line-f-rl-msk-hardcore', 2]]);
    expect(placed.notices).toEqual([corrected('f-rl-msk-hardcore', 1)]);
  });

  it('a pre-registration format adds participants to its group', () => {
    const group = placeTicket([], ticket('f-pre', { preregistration: true }), 2, { now: 0, newId }).items;
    const more = placeTicket(group, ticket('f-pre', { unique_id: 'other', preregistration: true }), 2, { now: 0, newId });
    expect(more.items).toHaveLength(4);
    expect(new Set(more.items.map((line) => line.groupId)).size).toBe(1);
  });

  it('a team is a line of its own, on its step', () => {
    const first = placeTicket([], demo.corp, 4, { now: 0 }).items;
    const second = placeTicket(first, { ...demo.corp, unique_id: 'corp-2' }, 9, { now: 0 });
    expect(second.items.map((line) => line.count)).toEqual([3, 9]);
    expect(second.notices).toEqual([]);
  });
});

describe("stepBasketCount: the basket's plus and minus, under the same limits", () => {
  let store: RacekitStore;
  const availability = (left: number, buyLimit?: number): (() => Promise<TicketAvailability>) => async () => ({
    tickets_left: { athlete: left },
    max_count: 500,
    ...(buyLimit === undefined ? {} : { buy_limit: buyLimit }),
  });
  const counts = () => store.get(guestBasketGoodsAtom).map((line) => line.count);
  const put = (...lines: BasketItem[]) => store.set(guestBasketGoodsAtom, lines);

  beforeEach(() => {
    ({ store } = freshCheckout());
  });
  afterEach(endCheckout);

  it('the corporate team steps by 3 and stays on its grid (a stored 4 goes to 6, or to 3)', async () => {
    put({ ...demo.corp, count: 3 });
    await stepBasketCount('line-f-rl-msk-corp', 1, { store, loadAvailability: availability(410) });
    await stepBasketCount('line-f-rl-msk-corp', 1, { store, loadAvailability: availability(410) });
    expect(counts()).toEqual([9]);
    put({ ...demo.corp, count: 4 });
    await stepBasketCount('line-f-rl-msk-corp', 1, { store, loadAvailability: availability(410) });
    expect(counts()).toEqual([6]);
    put({ ...demo.corp, count: 4 });
    await stepBasketCount('line-f-rl-msk-corp', -1, { store });
    expect(counts()).toEqual([3]);
  });

  it('plus at the buy limit is blocked (the popup opens), and what is left now counts', async () => {
    put({ ...demo.hardcore, count: 2 });
    expect(await stepBasketCount('line-f-rl-msk-hardcore', 1, { store, loadAvailability: availability(5, 2) })).toMatchObject({ blocked: true });
    put({ ...demo.light, count: 3 });
    expect(await stepBasketCount('line-f-rl-msk-light', 1, { store, loadAvailability: availability(3) })).toMatchObject({ blocked: true });
    expect(counts()).toEqual([3]);
  });

  it('the tickets of the format on other lines count against the limit', async () => {
    put({ ...demo.hardcore, count: 1 }, { ...demo.hardcore, unique_id: 'other-city', event_city: { public_id: 'ec-2' }, count: 1 });
    expect(await stepBasketCount('line-f-rl-msk-hardcore', 1, { store, loadAvailability: availability(5, 2) })).toMatchObject({ blocked: true });
    expect(counts()).toEqual([1, 1]);
  });

  it('a signed-in basket is the one stepped', async () => {
    store.set(guestBasketGoodsAtom, [{ ...demo.light, count: 5 }]);
    store.set(tokenAtom, 'tok');
    store.set(basketGoodsAtom, [{ ...demo.light, count: 1 }]);
    await stepBasketCount('line-f-rl-msk-light', 1, { store, loadAvailability: availability(519) });
    expect(store.get(basketGoodsAtom).map((line) => line.count)).toEqual([2]);
    expect(counts()).toEqual([5]);
  });
});

describe("addTicket: the buy dialog's add, through the same limits", () => {
  let store: RacekitStore;
  const event = { public_id: 'ev-rubezh-leto', title: 'Стальной рубеж. Летний сезон' };
  const eventCity = { public_id: 'ec-rubezh-leto-msk', city: { name_ru: 'Москва' }, start_time: '2027-06-06T06:00:00Z' };
  const format = (patch: Partial<EventFormat> = {}): EventFormat => ({ public_id: 'f-rl-msk-hardcore', title: 'Хардкор 20 км', price: 6990, buy_limit: 2, tickets_left: { athlete: 5 }, ...patch });

  beforeEach(() => {
    ({ store } = freshCheckout());
  });
  afterEach(endCheckout);

  it('checks the promo code first and stores it applied; a count over the limit is corrected and said', async () => {
    const sent = stubApi({
      'GET /api/promocode/check/ticket/TRIO/f-rl-msk-hardcore': { body: { promocode: { code: 'TRIO', discount: 15, discount_form: 'percent' }, available_code_count: 3 } },
    });
    const placed = await addTicket({ event, eventCity, format: format(), count: 3, promocode: ' TRIO ' }, { store, now: 0 });
    expect(placed.added).toBe(true);
    expect(store.get(guestBasketGoodsAtom)).toEqual([expect.objectContaining({ count: 2, promocode: expect.objectContaining({ code: 'TRIO', status: 'applied' }) })]);
    expect(store.get(checkoutNoticesAtom)).toEqual([corrected('Хардкор 20 км', 2)]);
    expect(sent.map((request) => request.path)).toEqual(['/api/promocode/check/ticket/TRIO/f-rl-msk-hardcore']);
  });

  it('a refused code is stored with the server reason; a sold-out format adds nothing', async () => {
    stubApi({ 'GET /api/promocode/check/ticket/BADCODE/f-rl-msk-hardcore': { body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } } });
    await addTicket({ event, eventCity, format: format(), count: 1, promocode: 'BADCODE' }, { store, now: 0 });
    expect(store.get(guestBasketGoodsAtom)[0]?.promocode).toEqual({ code: 'BADCODE', status: 'error', message: 'Промокод не найден' });
    const soldOut = await addTicket({ event, eventCity, format: format({ public_id: 'f-rl-msk-night', title: 'Ночной спринт 5 км', buy_limit: null, tickets_left: { athlete: 0 } }), count: 1 }, { store, now: 0 });
    expect(soldOut).toMatchObject({ added: false, notices: [{ key: 'checkout.notices.soldOut' }] });
    expect(store.get(guestBasketGoodsAtom)).toHaveLength(1);
  });

  it("a signed-in buyer's list is saved once before the dialog opens the basket", async () => {
    store.set(tokenAtom, 'tok');
    const sent = stubApi({ 'POST /api/user/basket': (request) => ({ body: { values: (request.body as { goods: unknown[] }).goods } }) });
    await addTicket({ event, eventCity, format: format(), count: 1 }, { store, now: 0 });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/user/basket']);
    expect(store.get(basketGoodsAtom)).toHaveLength(1);
  });
});

describe('fillFromLink: /basket-fill-outside/{id} under the same limits', () => {
  let store: RacekitStore;
  const linkFormat = (id: string, title: string, patch: Partial<EventFormat> = {}): EventFormat => ({
    public_id: id,
    title,
    price: 2490,
    event_public_id: 'ev-1',
    event_city_public_id: 'ec-1',
    tickets_left: { athlete: 100 },
    ...patch,
  });
  const formats = {
    'f-rl-msk-hardcore': linkFormat('f-rl-msk-hardcore', 'Хардкор 20 км', { buy_limit: 2, tickets_left: { athlete: 5 } }),
    'f-rl-msk-elite': linkFormat('f-rl-msk-elite', 'Элита 12 км', { buy_limit: 1, preregistration: true }),
    'f-rl-msk-night': linkFormat('f-rl-msk-night', 'Ночной спринт 5 км', { tickets_left: { athlete: 0 } }),
  };
  const routes = (extra: Routes = {}): Routes => ({
    ...Object.fromEntries(Object.entries(formats).map(([id, body]) => [`GET /api/event_format/${id}`, { body }])),
    'GET /api/event/id/ev-1': { body: fx.event },
    ...extra,
  });

  beforeEach(() => {
    ({ store } = freshCheckout());
  });
  afterEach(endCheckout);

  it.each([
    ['f-rl-msk-hardcore', 'count=3', [2], { key: 'checkout.notices.countCorrected', values: { format: 'Хардкор 20 км', count: 2 } }],
    ['f-rl-msk-elite', 'count=3', [1], { key: 'checkout.notices.countCorrected', values: { format: 'Элита 12 км', count: 1 } }],
    ['f-rl-msk-night', '', [], { key: 'checkout.notices.soldOut', values: { format: 'Ночной спринт 5 км' } }],
  ] as const)('%s?%s ends corrected, and says so', async (id, search, counts, notice) => {
    stubApi(routes());
    const placed = await fillFromLink(id, new URLSearchParams(search), { store, now: 0 });
    expect(placed.added).toBe(counts.length > 0);
    expect(store.get(guestBasketGoodsAtom).map((line) => line.count)).toEqual(counts);
    expect(store.get(checkoutNoticesAtom)).toEqual([notice]);
  });

  it('a count the link may have is taken as it is, with nothing to say', async () => {
    stubApi(routes());
    await fillFromLink('f-rl-msk-hardcore', new URLSearchParams('count=2'), { store, now: 0 });
    expect(store.get(guestBasketGoodsAtom).map((line) => [line.format_public_id, line.count, line.event_city?.public_id])).toEqual([['f-rl-msk-hardcore', 2, 'ec-1']]);
    expect(store.get(checkoutNoticesAtom)).toEqual([]);
  });

  it('the promo code and the insurance are asked together with the event, then stored on the line', async () => {
    const sent = stubApi(
      routes({
        'GET /api/promocode/check/ticket/BADCODE/f-rl-msk-hardcore': { body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } },
        'GET /api/event_format/active/insurances/f-rl-msk-hardcore': { body: { values: [fx.insuranceProduct] } },
      }),
    );
    // the calls after the format's are held until all three are open (or 2 s have passed, when
    // they run one after another): how many were open when the first went on shows what ran together
    const answer = globalThis.fetch;
    const held = new Set<string>();
    let release = () => {};
    const together = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fallback = setTimeout(() => release(), 2_000);
    let openAtFirstAnswer: number | undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      if (path !== '/api/event_format/f-rl-msk-hardcore') {
        held.add(path);
        if (held.size === 3) release();
        await together;
        openAtFirstAnswer ??= held.size;
      }
      return answer(input, init);
    });
    await fillFromLink('f-rl-msk-hardcore', new URLSearchParams('promocode=BADCODE&insurance=1'), { store, now: 0 });
    expect(store.get(guestBasketGoodsAtom)).toEqual([
      expect.objectContaining({
        count: 1,
        promocode: { code: 'BADCODE', status: 'error', message: 'Промокод не найден' },
        insurance: { public_id: 'ins-1', name: 'Спортивная страховка', price: 200 },
        insurance_cost: 200,
      }),
    ]);
    expect(sent[0]?.path).toBe('/api/event_format/f-rl-msk-hardcore');
    expect(new Set(sent.slice(1).map((request) => request.path))).toEqual(
      new Set(['/api/event/id/ev-1', '/api/promocode/check/ticket/BADCODE/f-rl-msk-hardcore', '/api/event_format/active/insurances/f-rl-msk-hardcore']),
    );
    clearTimeout(fallback);
    expect(openAtFirstAnswer).toBe(3);
  });

  it('an unknown format throws and leaves the basket as it was', async () => {
    stubApi(routes());
    store.set(guestBasketGoodsAtom, [demo.light]);
    await expect(fillFromLink('f-none', new URLSearchParams('count=2'), { store, now: 0 })).rejects.toThrow();
    expect(store.get(guestBasketGoodsAtom)).toEqual([demo.light]);
  });
});
