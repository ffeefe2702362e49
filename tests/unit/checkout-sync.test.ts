/**
 * sdk/checkout's server-basket sync (purchase.md §4 "synced to the server for signed-in users
 * only"), driven with fake timers: a burst of edits is one POST of the newest list after
 * BASKET_SYNC_DELAY_MS (pinned one millisecond before); a guest's list never leaves the page;
 * an edit not yet saved when the page is left is sent at the next session start instead of
 * being replaced by the server's list.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASKET_SYNC_DELAY_MS, basketUnsavedAtom, editBasket, flushBasketSave, onBasketSaveError, startSession } from '../../sdk/checkout/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, tokenAtom, userAtom, type RacekitStore } from '../../sdk/state/index.ts';
import { setAuthBridge } from '../../sdk/http/index.ts';
import { demo, endCheckout, freshCheckout, stubApi, type Sent } from './checkout-support.ts';

let store: RacekitStore;
let sent: Sent[];
let server: BasketItem[];

const posts = () => sent.filter((request) => request.method === 'POST' && request.path === '/api/user/basket');
const add = (line: BasketItem) => editBasket((items) => [...items, line], { store });

beforeEach(() => {
  ({ store } = freshCheckout());
  server = [];
  sent = stubApi({
    'GET /api/user/basket': () => ({ body: { values: server } }),
    'POST /api/user/basket': (request) => {
      server = (request.body as { goods: BasketItem[] }).goods;
      return { body: { values: server } };
    },
  });
  vi.useFakeTimers();
});
afterEach(endCheckout);

function signIn(): void {
  store.set(tokenAtom, 'tok');
  store.set(userAtom, { public_id: 'u-1', email: 'runner@example.com' });
  setAuthBridge({ getToken: () => store.get(tokenAtom), clearSession: () => store.set(tokenAtom, null) });
}

describe('a signed-in basket', () => {
  it(`is saved once for a burst of edits, ${BASKET_SYNC_DELAY_MS} ms after the last, with the newest list`, async () => {
    signIn();
    for (let step = 1; step <= 5; step += 1) {
      editBasket(() => [{ ...demo.light, count: step, isScrolling: true }], { store });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(BASKET_SYNC_DELAY_MS - 100 - 1);
    expect(posts()).toEqual([]);
    expect(store.get(basketUnsavedAtom)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(1);
    // the screen-only flag stays on the page
    expect(posts()[0]?.body).toEqual({ goods: [{ ...demo.light, count: 5 }] });
    expect(posts()[0]?.authorization).toBe('Bearer tok');
    expect(store.get(basketUnsavedAtom)).toBe(false);
  });

  it('an edit made while a save is on its way is sent once after it, never in parallel', async () => {
    signIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inFlight = 0;
    let most = 0;
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      bodies.push(JSON.parse(String(init?.body)));
      if (bodies.length === 1) await held;
      inFlight -= 1;
      return new Response(JSON.stringify({ values: [] }), { status: 200 });
    });
    add(demo.light);
    await vi.advanceTimersByTimeAsync(BASKET_SYNC_DELAY_MS);
    add(demo.hardcore);
    add(demo.corp);
    await vi.advanceTimersByTimeAsync(BASKET_SYNC_DELAY_MS * 3);
    expect(bodies).toHaveLength(1);
    release();
    await flushBasketSave(store);
    expect(most).toBe(1);
    expect(bodies).toHaveLength(2);
    expect((bodies[1] as { goods: BasketItem[] }).goods.map((line) => line.public_id)).toEqual(['f-rl-msk-light', 'f-rl-msk-hardcore', 'f-rl-msk-corp']);
  });

  it('a failed save is told to the listeners and thrown by a flush; the list stays stored and marked unsaved', async () => {
    signIn();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const heard: unknown[] = [];
    const stop = onBasketSaveError(store, (error) => heard.push(error));
    add(demo.light);
    await expect(flushBasketSave(store)).rejects.toThrow();
    stop();
    expect(heard).toHaveLength(1);
    expect(store.get(basketGoodsAtom)).toEqual([demo.light]);
    expect(store.get(basketUnsavedAtom)).toBe(true);
  });

  it('an edit the page left before saving is sent at the next start, not replaced by the server list', async () => {
    signIn();
    server = [demo.hardcore];
    add(demo.light);
    // the page is left before the save: a new page (store) over the same local storage starts
    const { createStore } = await import('jotai/vanilla');
    const next = createStore();
    // as getRacekitStore does: the stored keys mounted, so they read local storage now
    for (const stored of [tokenAtom, userAtom, basketGoodsAtom, guestBasketGoodsAtom]) next.sub(stored, () => undefined);
    vi.useRealTimers();
    const state = await startSession({ store: next });
    expect(state.basket).toEqual([demo.light]);
    expect(server).toEqual([demo.light]);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/user/basket']);
    expect(next.get(basketUnsavedAtom)).toBe(false);
  });
});

describe("a guest's basket", () => {
  it('is stored in NoAuthBasketGoods and never sent', async () => {
    add(demo.light);
    await vi.advanceTimersByTimeAsync(BASKET_SYNC_DELAY_MS * 2);
    await flushBasketSave(store);
    expect(store.get(guestBasketGoodsAtom)).toEqual([demo.light]);
    expect(sent).toEqual([]);
  });

  it('an edit that changes nothing stores and sends nothing', async () => {
    signIn();
    const before = store.get(basketGoodsAtom);
    expect(editBasket((items) => items, { store })).toBe(before);
    await vi.advanceTimersByTimeAsync(BASKET_SYNC_DELAY_MS * 2);
    expect(sent).toEqual([]);
  });
});
