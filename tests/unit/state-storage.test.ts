/**
 * The local storage keys of both specs (token, userObj, basketGoods, NoAuthBasketGoods, lang,
 * themeMemReg) as Jotai atoms: a corrupt or schema-invalid value is dropped from its own key
 * only, with a console warning, and every other key keeps its exact stored string; a basket
 * keeps its good lines when one is corrupt; two tabs stay in step through `storage` events.
 *
 * Node has neither localStorage nor window events: a memory Storage and an EventTarget stand
 * in for them on globalThis. Each test reads through a fresh store, mounted with `store.sub`
 * as a widget would (mounting is what reads storage and subscribes to its events).
 */
import { createStore, type Atom } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, guestBasketGoodsAtom, langAtom, storageKeys, themeAtom, tokenAtom, userAtom } from '../../sdk/state/index.ts';

class MemoryStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  /** Every key and its exact string. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}

const line = (id: string): BasketItem => ({ unique_id: id, public_id: `format-${id}`, selector: 'ticket', count: 1, price: 1500 });

/** A valid stored string for every key, as the site writes them. */
const validStrings: Record<string, string> = {
  token: 'token-1',
  userObj: JSON.stringify({ public_id: 'user-1', name: 'Иван', email: 'ivan@example.ru', role: ['vip'] }),
  basketGoods: JSON.stringify([line('a'), line('b')]),
  NoAuthBasketGoods: JSON.stringify([line('g')]),
  lang: 'en',
  themeMemReg: 'dark',
};

let storage: MemoryStorage;
let windowEvents: EventTarget;
let warn: MockInstance<typeof console.warn>;

function seed(overrides: Record<string, string> = {}): void {
  for (const [key, value] of Object.entries({ ...validStrings, ...overrides })) storage.setItem(key, value);
}

/** What another tab's write looks like to this one. */
function storageEvent(key: string | null, newValue: string | null, storageArea: unknown = storage): void {
  windowEvents.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea }));
}

beforeEach(() => {
  storage = new MemoryStorage();
  windowEvents = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface StoredKey {
  key: string;
  atom: Atom<unknown>;
  initial: unknown;
  invalid: string;
  parsed: unknown;
}

const keys: StoredKey[] = [
  { key: 'token', atom: tokenAtom, initial: null, invalid: '{"token":1}', parsed: 'token-1' },
  {
    key: 'userObj',
    atom: userAtom,
    initial: null,
    invalid: '{"name":"Иван"}',
    parsed: { public_id: 'user-1', name: 'Иван', email: 'ivan@example.ru', role: ['vip'] },
  },
  { key: 'basketGoods', atom: basketGoodsAtom, initial: [], invalid: '{"unique_id":"a"}', parsed: [line('a'), line('b')] },
  { key: 'NoAuthBasketGoods', atom: guestBasketGoodsAtom, initial: [], invalid: '"a list"', parsed: [line('g')] },
  { key: 'lang', atom: langAtom, initial: 'ru', invalid: 'de', parsed: 'en' },
  { key: 'themeMemReg', atom: themeAtom, initial: 'light', invalid: '"blue"', parsed: 'dark' },
];

it('uses the spec names of the keys', () => {
  expect(Object.values(storageKeys).sort()).toEqual(keys.map(({ key }) => key).sort());
});

describe.each(keys)('$key', ({ key, atom, initial, invalid, parsed }) => {
  /** Mounts the key's atom in a fresh store and returns its value. */
  const read = (): unknown => {
    const store = createStore();
    const unsubscribe = store.sub(atom, () => undefined);
    const value = store.get(atom);
    unsubscribe();
    return value;
  };

  it('reads a valid stored value', () => {
    seed();
    expect(read()).toEqual(parsed);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the default when nothing is stored', () => {
    expect(read()).toEqual(initial);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{"broken'],
    ['a schema-invalid value', invalid],
  ])('drops %s from this key only, with a warning', (_case, bad) => {
    seed({ [key]: bad });
    expect(read()).toEqual(initial);
    expect(storage.getItem(key)).toBeNull();
    const others = Object.fromEntries(Object.entries(validStrings).filter(([other]) => other !== key));
    expect(storage.snapshot()).toEqual(others);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${key}"`));
  });
});

describe('basket lists', () => {
  it('keep their good lines when one is corrupt, and say which one was dropped', () => {
    const stored = JSON.stringify([line('a'), { unique_id: 'x', selector: 'bicycle' }, line('b'), 'junk']);
    seed({ basketGoods: stored });
    const store = createStore();
    store.sub(basketGoodsAtom, () => undefined);
    expect(store.get(basketGoodsAtom)).toEqual([line('a'), line('b')]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"basketGoods[1]"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"basketGoods[3]"'));
    expect(storage.snapshot()).toEqual({ ...validStrings, basketGoods: stored });
  });
});

describe('the plain-text keys (token, lang, themeMemReg): both forms read, the plain one written', () => {
  type Store = ReturnType<typeof createStore>;
  it.each([
    ['token', tokenAtom, 'abc.DEF-1', '"abc.DEF-1"', 'abc.DEF-1', 'new-token', (store: Store) => store.set(tokenAtom, 'new-token')],
    ['lang', langAtom, 'en', '"en"', 'en', 'ru', (store: Store) => store.set(langAtom, 'ru')],
    ['themeMemReg', themeAtom, 'dark', '"dark"', 'dark', 'light', (store: Store) => store.set(themeAtom, 'light')],
  ] as const)('%s', (key, atom, plain, quoted, parsed, next, write) => {
    for (const stored of [plain, quoted]) {
      storage.setItem(key, stored);
      const store = createStore();
      store.sub(atom, () => undefined);
      expect(store.get(atom)).toBe(parsed);
      // reading never rewrites: a plain value stays as the organiser's site wrote it
      expect(storage.getItem(key)).toBe(stored);
    }
    const store = createStore();
    write(store);
    expect(storage.getItem(key)).toBe(next);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('writing', () => {
  it('stores the token as plain text, and signing out (null) removes the key', () => {
    const store = createStore();
    store.set(tokenAtom, 'token-2');
    expect(storage.getItem('token')).toBe('token-2');
    store.set(tokenAtom, null);
    expect(storage.getItem('token')).toBeNull();
  });

  it.each([
    ['NoAuthBasketGoods', guestBasketGoodsAtom],
    ['basketGoods', basketGoodsAtom],
  ] as const)('an emptied %s is no key at all, not [] (issue 13 §9)', (key, atom) => {
    const store = createStore();
    store.set(atom, [line('a')]);
    expect(storage.getItem(key)).toBe(JSON.stringify([line('a')]));
    store.set(atom, []);
    expect(storage.getItem(key)).toBeNull();
    expect(store.get(atom)).toEqual([]);
  });

  it('a full storage is a warning, not a crash; the value stays in memory', () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = createStore();
    expect(() => store.set(basketGoodsAtom, [line('a')])).not.toThrow();
    expect(store.get(basketGoodsAtom)).toEqual([line('a')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"basketGoods"'), expect.anything());
  });
});

describe('two tabs', () => {
  it('stay in step through storage events', () => {
    const tabA = createStore();
    const tabB = createStore();
    const seenByB: unknown[] = [];
    tabA.sub(basketGoodsAtom, () => undefined);
    tabB.sub(basketGoodsAtom, () => seenByB.push(tabB.get(basketGoodsAtom)));

    tabA.set(basketGoodsAtom, [line('a')]);
    expect(tabB.get(basketGoodsAtom)).toEqual([]);
    storageEvent('basketGoods', storage.getItem('basketGoods'));
    expect(tabB.get(basketGoodsAtom)).toEqual([line('a')]);
    expect(seenByB).toEqual([[line('a')]]);
  });

  it('carry the language choice', () => {
    const tab = createStore();
    tab.sub(langAtom, () => undefined);
    storage.setItem('lang', '"en"');
    storageEvent('lang', '"en"');
    expect(tab.get(langAtom)).toBe('en');
  });

  it('validate what arrives: a corrupt value from another tab falls back to the default', () => {
    seed();
    const tab = createStore();
    tab.sub(userAtom, () => undefined);
    expect(tab.get(userAtom)).toMatchObject({ public_id: 'user-1' });
    storageEvent('userObj', '{"public_id":');
    expect(tab.get(userAtom)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"userObj"'));
    expect(storage.getItem('token')).toBe(validStrings['token']);
  });

  it('ignore other keys and other storage areas', () => {
    seed();
    const tab = createStore();
    tab.sub(basketGoodsAtom, () => undefined);
    const before = tab.get(basketGoodsAtom);
    storageEvent('token', '"token-9"');
    storageEvent('basketGoods', '[]', new MemoryStorage());
    expect(tab.get(basketGoodsAtom)).toBe(before);
  });

  it('follow a clear() in another tab back to the defaults', () => {
    seed();
    const tab = createStore();
    tab.sub(themeAtom, () => undefined);
    expect(tab.get(themeAtom)).toBe('dark');
    storage.clear();
    storageEvent(null, null);
    expect(tab.get(themeAtom)).toBe('light');
  });

  it('stop listening once unmounted', () => {
    const tab = createStore();
    const unsubscribe = tab.sub(langAtom, () => undefined);
    unsubscribe();
    storageEvent('lang', '"en"');
    expect(tab.get(langAtom)).toBe('ru');
  });
});
