import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { getByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../sdk/config/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { basketGoodsAtom, getRacekitStore, guestBasketGoodsAtom, langAtom, tokenAtom } from '../../sdk/state/index.ts';
import '../../widgets/basket-badge/define.ts';
import { mountElement, setAttributeOf } from './support/mount-element.ts';

const item = (n: number): BasketItem => ({ unique_id: `u${n}`, public_id: `p${n}`, selector: 'ticket', count: 1, price: 1500 });
const stored = (count: number) => JSON.stringify(Array.from({ length: count }, (_, n) => item(n)));

const mountBadge = (attributes: Record<string, string> = {}) => mountElement('racekit-basket-badge', attributes);
const link = (badge: HTMLElement) => getByShadowRole(badge, 'link');
const shownCount = (badge: HTMLElement) => badge.shadowRoot?.querySelector('[part="count"]')?.textContent;

describe('<racekit-basket-badge>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a guest', { NoAuthBasketGoods: stored(2), basketGoods: stored(5) }, 2, 'Корзина: 2 товара'],
    ['a signed-in visitor', { token: '"t-1"', NoAuthBasketGoods: stored(2), basketGoods: stored(5) }, 5, 'Корзина: 5 товаров'],
    ['a guest with nothing stored', {}, 0, 'Корзина: 0 товаров'],
    ['a signed-in visitor with only a guest list', { token: '"t-1"', NoAuthBasketGoods: stored(3) }, 0, 'Корзина: 0 товаров'],
  ])('counts the stored list of %s', async (_who, storage: Record<string, string>, expected, name) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    const badge = await mountBadge();
    expect(shownCount(badge)).toBe(String(expected));
    expect(link(badge).getAttribute('aria-label')).toBe(name);
  });

  // Russian plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 111–114).
  it.each([
    [1, 'Корзина: 1 товар', 'Basket: 1 item'],
    [2, 'Корзина: 2 товара', 'Basket: 2 items'],
    [4, 'Корзина: 4 товара', 'Basket: 4 items'],
    [5, 'Корзина: 5 товаров', 'Basket: 5 items'],
    [11, 'Корзина: 11 товаров', 'Basket: 11 items'],
    [12, 'Корзина: 12 товаров', 'Basket: 12 items'],
    [21, 'Корзина: 21 товар', 'Basket: 21 items'],
    [22, 'Корзина: 22 товара', 'Basket: 22 items'],
    [101, 'Корзина: 101 товар', 'Basket: 101 items'],
    [111, 'Корзина: 111 товаров', 'Basket: 111 items'],
  ])('names %s lines with the plural form of the language', async (count, ru, en) => {
    localStorage.setItem('NoAuthBasketGoods', stored(count));
    const badge = await mountBadge();
    expect(link(badge).getAttribute('aria-label')).toBe(ru);
    await setAttributeOf(badge, 'lang', 'en');
    expect(link(badge).getAttribute('aria-label')).toBe(en);
  });

  it.each([
    ['nothing stored: the configured language', null, 'en', 'Basket: 0 items'],
    ['the visitor chose ru: the choice wins over the configuration', '"ru"', 'en', 'Корзина: 0 товаров'],
    ['the visitor chose en', '"en"', 'ru', 'Basket: 0 items'],
  ])('speaks the page language (%s)', async (_case, storedLang, configured, name) => {
    if (storedLang !== null) localStorage.setItem('lang', storedLang);
    configure({ lang: configured });
    const badge = await mountBadge();
    expect(link(badge).getAttribute('aria-label')).toBe(name);
  });

  it('follows a later Racekit.configure({ lang }) until the visitor chooses', async () => {
    const badge = await mountBadge();
    expect(link(badge).getAttribute('aria-label')).toBe('Корзина: 0 товаров');
    await act(async () => configure({ lang: 'en' }));
    expect(link(badge).getAttribute('aria-label')).toBe('Basket: 0 items');
  });

  it.each([
    ['not JSON', '{not json'],
    ['not a list', '{"goods":[]}'],
    ['a list of junk', '[1, "two", {"title": "no ids"}]'],
  ])('shows 0 when basketGoods is %s', async (_what, value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('token', '"t-1"');
    localStorage.setItem('basketGoods', value);
    const badge = await mountBadge();
    expect(shownCount(badge)).toBe('0');
  });

  it('keeps the valid lines of a partly corrupt list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([item(1), { broken: true }, item(2)]));
    expect(shownCount(await mountBadge())).toBe('2');
  });

  it('follows another widget changing the basket, and signing in or out', async () => {
    const badge = await mountBadge();
    const store = getRacekitStore();
    await act(async () => {
      store.set(guestBasketGoodsAtom, [item(1), item(2), item(3)]);
    });
    expect(shownCount(badge)).toBe('3');
    await act(async () => {
      store.set(tokenAtom, 't-1');
      store.set(basketGoodsAtom, [item(1)]);
    });
    expect(shownCount(badge)).toBe('1');
    await act(async () => {
      store.set(tokenAtom, null);
    });
    expect(shownCount(badge)).toBe('3');
  });

  it('follows another tab changing localStorage', async () => {
    const badge = await mountBadge();
    await act(async () => {
      localStorage.setItem('NoAuthBasketGoods', stored(4));
      window.dispatchEvent(new StorageEvent('storage', { key: 'NoAuthBasketGoods', newValue: stored(4), storageArea: localStorage }));
    });
    expect(shownCount(badge)).toBe('4');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'NoAuthBasketGoods', newValue: 'garbage', storageArea: localStorage }));
    });
    expect(shownCount(badge)).toBe('0');
  });

  it('names the basket and the count in the widget language', async () => {
    localStorage.setItem('NoAuthBasketGoods', stored(21));
    const badge = await mountBadge({ lang: 'en' });
    expect(link(badge).getAttribute('aria-label')).toBe('Basket: 21 items');
    await setAttributeOf(badge, 'lang', 'ru');
    expect(link(badge).getAttribute('aria-label')).toBe('Корзина: 21 товар');
    await act(async () => {
      getRacekitStore().set(langAtom, 'en');
    });
    expect(link(badge).getAttribute('aria-label')).toBe('Корзина: 21 товар'); // pinned by its attribute
  });

  it('asks the page to open the basket, and is a real link to it otherwise', async () => {
    const badge = await mountBadge();
    expect(link(badge).getAttribute('href')).toBe(`${location.origin}/basket`);
    const paths: string[] = [];
    const onNavigate = (event: CustomEvent<{ path: string }>) => {
      paths.push(event.detail.path);
      event.preventDefault();
    };
    document.addEventListener('racekit:navigate', onNavigate);
    fireEvent.click(link(badge));
    document.removeEventListener('racekit:navigate', onNavigate);
    expect(paths).toEqual(['/basket']);
  });

  it('shows 99+ for a very long list', async () => {
    localStorage.setItem('NoAuthBasketGoods', stored(120));
    const badge = await mountBadge();
    expect(shownCount(badge)).toBe('99+');
    expect(link(badge).getAttribute('aria-label')).toBe('Корзина: 120 товаров');
  });
});
