import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, startSession } from '../../sdk/checkout/index.ts';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, getRacekitStore, guestBasketGoodsAtom, installAuthBridge, tokenAtom, userAtom, type RacekitStore } from '../../sdk/state/index.ts';
import { stubApi, type Sent } from '../widgets/support/stub-api.ts';

// account.md §4 "Start-up", purchase.md §4: the session functions over a fresh store, with the
// user basket calls answered by a stubbed fetch that keeps one server-side basket.

let server: BasketItem[];
let calls: Sent[];

function stubServer(): void {
  const answer = () => ({ body: { values: server } });
  calls = stubApi({
    'GET /api/user/basket': answer,
    'POST /api/user/basket': (sent) => {
      server = (sent.body as { goods: BasketItem[] }).goods;
      return answer();
    },
  });
}

const ticket = (patch: Partial<BasketItem> = {}): BasketItem => ({ unique_id: 't1', public_id: 'format-1', selector: 'ticket', count: 1, price: 2000, ...patch });
const shirt = (patch: Partial<BasketItem> = {}): BasketItem => ({ unique_id: 's1', public_id: 'shirt', selector: 'shop', count: 1, price: 1500, size: 'M', ...patch });
const user = { public_id: 'u1', email: 'runner@example.com' };

let store: RacekitStore;

beforeEach(() => {
  store = createStore();
  server = [];
  calls = [];
  configure({ apiBase: 'http://api.test/api' });
  stubServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('start-up, not authorised: the basket is restored from local storage (the guest list)', () => {
  it('answers the guest list and calls nothing', async () => {
    store.set(guestBasketGoodsAtom, [shirt()]);
    const state = await startSession({ store });
    expect(state).toEqual({ signedIn: false, basket: [shirt()], navigate: null });
    expect(calls).toEqual([]);
  });
});

describe('start-up, a token without a stored user public_id', () => {
  it.each([
    ['no stored user', null],
    ['a user with an empty public_id', { public_id: '' }],
  ])('%s: the token is removed and the answer is "go to /auth"', async (_name, stored) => {
    store.set(tokenAtom, 'tok');
    store.set(userAtom, stored);
    const onNavigate = vi.fn();
    const state = await startSession({ store, onNavigate });
    expect(state.navigate).toBe('/auth');
    expect(state.signedIn).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/auth');
    expect(store.get(tokenAtom)).toBeNull();
    // the broken user goes with the token (issue 13 §9): no userObj is left behind
    expect(store.get(userAtom)).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('start-up, authorised', () => {
  it("with no stored guest items the user's basket is loaded", async () => {
    server = [ticket({ unique_id: 'server-ticket' })];
    store.set(tokenAtom, 'tok');
    store.set(userAtom, user);
    store.set(basketGoodsAtom, [ticket({ unique_id: 'stale-local' })]);
    const state = await startSession({ store });
    expect(state).toEqual({ signedIn: true, basket: server, navigate: null });
    expect(store.get(basketGoodsAtom)).toEqual(server);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/user/basket']);
  });

  it('stored guest items join the server basket (shop by product and size), the guest copy goes, the saved basket is kept', async () => {
    server = [shirt({ count: 2 }), ticket({ unique_id: 'server-ticket' })];
    store.set(tokenAtom, 'tok');
    store.set(userAtom, user);
    store.set(basketGoodsAtom, [ticket({ unique_id: 'stale-local' })]);
    store.set(guestBasketGoodsAtom, [shirt({ unique_id: 'guest-shirt', count: 3, isScrolling: true }), ticket({ unique_id: 'guest-ticket' })]);

    const state = await startSession({ store });

    // the POST answers what the server kept: nothing is fetched again
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/user/basket', 'POST /api/user/basket']);
    expect(calls[1]?.body).toEqual({ goods: [shirt({ count: 5 }), ticket({ unique_id: 'server-ticket' }), ticket({ unique_id: 'guest-ticket' })] });
    expect(state.basket.map((line) => [line.unique_id, line.count])).toEqual([['s1', 5], ['server-ticket', 1], ['guest-ticket', 1]]);
    expect(store.get(basketGoodsAtom)).toEqual(state.basket);
    expect(store.get(guestBasketGoodsAtom)).toEqual([]);
  });

  it('when saving fails the guest items are kept for the next start', async () => {
    store.set(tokenAtom, 'tok');
    store.set(userAtom, user);
    store.set(guestBasketGoodsAtom, [shirt()]);
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Response('{}', { status: 500 }) : new Response(JSON.stringify({ values: [] }), { status: 200 }),
    );
    await expect(startSession({ store })).rejects.toThrow();
    expect(store.get(guestBasketGoodsAtom)).toEqual([shirt()]);
  });
});

describe('sign-in and sign-out', () => {
  it('signIn stores the token and the user, then merges the guest basket', async () => {
    store.set(guestBasketGoodsAtom, [ticket({ unique_id: 'guest-ticket' })]);
    const state = await signIn({ token: 'tok', user }, { store });
    expect(store.get(tokenAtom)).toBe('tok');
    expect(store.get(userAtom)).toEqual(user);
    expect(state).toEqual({ signedIn: true, basket: [ticket({ unique_id: 'guest-ticket' })], navigate: null });
    expect(server).toEqual([ticket({ unique_id: 'guest-ticket' })]);
    expect(store.get(guestBasketGoodsAtom)).toEqual([]);
  });

  it("signing in as another account empties the stored list before that account's loads", async () => {
    store.set(userAtom, { public_id: 'someone-else', email: 'other@example.com' });
    store.set(basketGoodsAtom, [ticket({ unique_id: 'theirs' })]);
    server = [shirt()];
    const seen: BasketItem[][] = [];
    store.sub(basketGoodsAtom, () => seen.push(store.get(basketGoodsAtom)));
    await signIn({ token: 'tok', user }, { store });
    expect(seen[0]).toEqual([]);
    expect(store.get(basketGoodsAtom)).toEqual([shirt()]);
  });

  it('signOut clears the token, the user and the basket data', () => {
    store.set(tokenAtom, 'tok');
    store.set(userAtom, user);
    store.set(basketGoodsAtom, [ticket()]);
    store.set(guestBasketGoodsAtom, [shirt()]);
    signOut({ store });
    expect([store.get(tokenAtom), store.get(userAtom), store.get(basketGoodsAtom), store.get(guestBasketGoodsAtom)]).toEqual([null, null, [], []]);
  });
});

describe("on the page's own store, the stored token travels with the basket calls", () => {
  it('Authorization: Bearer <token>', async () => {
    installAuthBridge();
    const page = getRacekitStore();
    page.set(tokenAtom, 'page-token');
    page.set(userAtom, user);
    try {
      await startSession();
      expect(calls.map((call) => call.authorization)).toEqual(['Bearer page-token']);
    } finally {
      signOut();
    }
  });
});
