import { fireEvent } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { act, useEffect } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { type Root, type RootOptions } from 'react-dom/client';
import { getByShadowRole, getByShadowText } from 'shadow-dom-testing-library';
import { enums } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../sdk/config/index.ts';
import { getUserBasket } from '../../sdk/contract/index.ts';
import { basketGoodsAtom, langAtom, getRacekitStore, installAuthBridge, tokenAtom } from '../../sdk/state/index.ts';
import { attr, defineWidget, RACEKIT_VERSION, useRacekitEmit, useWidgetNavigate, type AttributeSpec, type RacekitEventMap } from '../../sdk/elements/index.ts';
import { mountElement, removeElement, setAttributeOf, uniqueTag } from './support/mount-element.ts';
import { listen as listenOnPage } from './support/listen.ts';

// Count live React roots: every root the factory creates must be unmounted again.
const roots = vi.hoisted(() => ({ live: 0, created: 0 }));
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomClient>();
  return {
    ...actual,
    createRoot: (container: Element | DocumentFragment, options?: RootOptions): Root => {
      const root = actual.createRoot(container, options);
      roots.live += 1;
      roots.created += 1;
      return {
        render: (children) => root.render(children),
        unmount: () => {
          roots.live -= 1;
          root.unmount();
        },
      };
    },
  };
});

const ticketAttributes = {
  'event-city': attr.integer({ min: 1 }),
  checkout: attr.oneOf(['inline', 'redirect'], 'inline'),
  compact: attr.flag(),
  promocode: attr.text(),
  format: enums(['5k', '10k']),
};

function Ticket(props: { eventCity: number | undefined; checkout: 'inline' | 'redirect'; compact: boolean; promocode: string | undefined; format: '5k' | '10k' }) {
  return (
    <output aria-label="props">
      {JSON.stringify(props)} {typeof props.eventCity}
    </output>
  );
}

const shadowOf = (element: HTMLElement): ShadowRoot => {
  if (element.shadowRoot === null) throw new Error('no shadow root');
  return element.shadowRoot;
};
const text = (element: HTMLElement) => getByShadowRole(element, 'status', { name: 'props' }).textContent;

describe('defineWidget', () => {
  const listeners: (() => void)[] = [];
  const listen = <K extends keyof RacekitEventMap>(type: K) => {
    const heard = listenOnPage(type);
    listeners.push(heard.stop);
    return heard.events;
  };
  afterEach(() => {
    for (const remove of listeners.splice(0)) remove();
    vi.restoreAllMocks();
  });

  it('does not touch HTMLElement until called, then defines the tag with an open shadow root', async () => {
    const tag = uniqueTag('lazy');
    expect(customElements.get(tag)).toBeUndefined();
    const defined = defineWidget(tag, Ticket, { attributes: ticketAttributes });
    expect(customElements.get(tag)).toBe(defined);
    const element = await mountElement(tag, { format: '5k' });
    expect(element.shadowRoot?.mode).toBe('open');
    expect(shadowOf(element).adoptedStyleSheets.length).toBeGreaterThanOrEqual(2);
  });

  it('maps kebab-case attributes to typed camelCase props', async () => {
    const tag = uniqueTag('props');
    defineWidget(tag, Ticket, { attributes: ticketAttributes });
    const element = await mountElement(tag, { 'event-city': '12', checkout: 'redirect', compact: '', format: '10k' });
    expect(text(element)).toBe(
      '{"eventCity":12,"checkout":"redirect","compact":true,"format":"10k"} number',
    );
    const defaults = await mountElement(tag, { format: '5k' });
    expect(text(defaults)).toBe('{"checkout":"inline","compact":false,"format":"5k"} undefined');
  });

  it('re-renders when an observed attribute changes', async () => {
    const tag = uniqueTag('rerender');
    const Element = defineWidget(tag, Ticket, { attributes: ticketAttributes });
    expect((Element as unknown as { observedAttributes: string[] }).observedAttributes).toEqual([
      'event-city',
      'checkout',
      'compact',
      'promocode',
      'format',
      'lang',
      'theme',
    ]);
    const element = await mountElement(tag, { 'event-city': '12', format: '5k' });
    await setAttributeOf(element, 'event-city', '13');
    expect(text(element)).toContain('"eventCity":13');
    await setAttributeOf(element, 'promocode', 'RUN2026');
    expect(text(element)).toContain('"promocode":"RUN2026"');
    await setAttributeOf(element, 'compact', null);
    expect(text(element)).toContain('"compact":false');
  });

  it.each([
    ['event-city', '0'],
    ['event-city', 'twelve'],
    ['event-city', ''],
    ['checkout', 'popup'],
    ['format', '42k'],
    ['lang', 'de'],
    ['theme', 'pink'],
  ])('shows a message and fires racekit:error for %s="%s"', async (attribute, value) => {
    const errors = listen('racekit:error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tag = uniqueTag('bad');
    defineWidget(tag, Ticket, { attributes: ticketAttributes });
    const element = await mountElement(tag, { format: '5k', [attribute]: value });
    const alert = getByShadowRole(element, 'alert');
    expect(alert.textContent).toBe(`Виджет настроен неверно: значение «${value}» не подходит для атрибута ${attribute}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ code: 'attribute', attribute, tag });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a missing required attribute is reported, and fixing it shows the widget', async () => {
    const errors = listen('racekit:error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tag = uniqueTag('required');
    defineWidget(tag, Ticket, { attributes: ticketAttributes });
    const element = await mountElement(tag);
    expect(getByShadowRole(element, 'alert').textContent).toContain('атрибута format');
    await setAttributeOf(element, 'lang', 'en');
    expect(getByShadowRole(element, 'alert').textContent).toContain('The widget is misconfigured');
    expect(errors).toHaveLength(1); // the same wrong value is reported once, not on every render
    await setAttributeOf(element, 'format', '5k');
    expect(text(element)).toContain('"format":"5k"');
  });

  it('dispatches typed racekit events that bubble out of the shadow root to document', async () => {
    const changes = listen('racekit:basket-change');
    const tag = uniqueTag('emit');
    defineWidget(tag, function Emitter() {
      const emit = useRacekitEmit();
      return (
        <button type="button" onClick={() => emit('racekit:basket-change', { count: 3 })}>
          Add
        </button>
      );
    }, { attributes: {} });
    const element = await mountElement(tag);
    fireEvent.click(getByShadowRole(element, 'button', { name: 'Add' }));
    expect(changes).toHaveLength(1);
    const [event] = changes;
    expect(event?.detail).toEqual({ count: 3 });
    expect(event?.bubbles).toBe(true);
    expect(event?.composed).toBe(true);
    expect(event?.target).toBe(element);
  });

  describe('racekit:navigate', () => {
    function Navigator() {
      const navigate = useWidgetNavigate();
      return (
        <button type="button" onClick={() => navigate('/basket')}>
          Basket
        </button>
      );
    }

    it('is cancelable: a page that prevents it keeps the visitor where they are', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const tag = uniqueTag('navigate');
      defineWidget(tag, Navigator, { attributes: {} });
      const element = await mountElement(tag);
      const onNavigate = (event: CustomEvent<{ path: string }>) => event.preventDefault();
      document.addEventListener('racekit:navigate', onNavigate);
      listeners.push(() => document.removeEventListener('racekit:navigate', onNavigate));
      const seen = listen('racekit:navigate');
      fireEvent.click(getByShadowRole(element, 'button', { name: 'Basket' }));
      expect(seen[0]?.detail).toEqual({ path: '/basket' });
      expect(seen[0]?.cancelable).toBe(true);
      expect(assign).not.toHaveBeenCalled();
    });

    it("otherwise goes to the organiser's site at that path", async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      configure({ site: 'https://events.example' });
      const tag = uniqueTag('navigate-out');
      defineWidget(tag, Navigator, { attributes: {} });
      const element = await mountElement(tag);
      fireEvent.click(getByShadowRole(element, 'button', { name: 'Basket' }));
      expect(assign).toHaveBeenCalledWith('https://events.example/basket');
    });

    it('turns a 401 of the API into one navigate to /login, from a connected widget', async () => {
      installAuthBridge();
      const seen = listen('racekit:navigate');
      seen.length = 0;
      const prevent = (event: Event) => event.preventDefault();
      document.addEventListener('racekit:navigate', prevent);
      listeners.push(() => document.removeEventListener('racekit:navigate', prevent));
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }));
      getRacekitStore().set(basketGoodsAtom, []);

      const tag = uniqueTag('auth');
      defineWidget(tag, Navigator, { attributes: {} });
      const first = await mountElement(tag);
      const second = await mountElement(tag);
      await mountElement(tag);
      await removeElement(first);

      await expect(getUserBasket()).rejects.toThrow();
      expect(seen.map((event) => event.detail.path)).toEqual(['/login']);
      expect(seen[0]?.target).toBe(second);
    });

    it('turns the end of a session into one racekit:logout, from a connected widget: a sign-out, a 401; a sign-in is none', async () => {
      installAuthBridge();
      const seen = listen('racekit:logout');
      seen.length = 0;
      const prevent = (event: Event) => event.preventDefault();
      document.addEventListener('racekit:navigate', prevent);
      listeners.push(() => document.removeEventListener('racekit:navigate', prevent));
      const store = getRacekitStore();
      store.set(tokenAtom, 'session-1');

      const tag = uniqueTag('logout');
      defineWidget(tag, Navigator, { attributes: {} });
      const first = await mountElement(tag);
      const second = await mountElement(tag);
      await mountElement(tag);
      await removeElement(first);

      // signed out (the site's exit page, another tab: the stored session is shared)
      act(() => store.set(tokenAtom, null));
      expect(seen.map((event) => [event.target, event.detail])).toEqual([[second, {}]]);
      // a new session is no logout
      act(() => store.set(tokenAtom, 'session-2'));
      expect(seen).toHaveLength(1);
      // the API says the session is over
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }));
      await expect(getUserBasket()).rejects.toThrow();
      expect(store.get(tokenAtom)).toBeNull();
      expect(seen).toHaveLength(2);
    });
  });

  it('renders in the stored language, and a lang attribute overrides it for this widget only', async () => {
    const tag = uniqueTag('lang');
    defineWidget(tag, function Hello() {
      const lang = useAtomValue(langAtom);
      return <p>stored {lang}</p>;
    }, { attributes: { 'must-be-number': attr.integer() } });
    getRacekitStore().set(langAtom, 'en');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const english = await mountElement(tag, { 'must-be-number': 'x' });
    const russian = await mountElement(tag, { 'must-be-number': 'x', lang: 'ru' });
    expect(getByShadowRole(english, 'alert').textContent).toBe('The widget is misconfigured: "x" is not a valid value for the must-be-number attribute');
    expect(getByShadowRole(russian, 'alert').textContent).toContain('Виджет настроен неверно');
    expect(shadowOf(russian).querySelector('.rk-root')?.getAttribute('lang')).toBe('ru');
  });

  it('puts the theme attribute, else the stored theme, on the root the tokens hang on', async () => {
    const tag = uniqueTag('theme');
    defineWidget(tag, () => <p>themed</p>, { attributes: {} });
    const stored = await mountElement(tag);
    const dark = await mountElement(tag, { theme: 'dark' });
    expect(shadowOf(stored).querySelector('.rk-root')?.getAttribute('data-theme')).toBe('light');
    expect(shadowOf(dark).querySelector('.rk-root')?.getAttribute('data-theme')).toBe('dark');
    await setAttributeOf(dark, 'theme', 'light');
    expect(shadowOf(dark).querySelector('.rk-root')?.getAttribute('data-theme')).toBe('light');
  });

  describe('a component that throws', () => {
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('shows a message, fires racekit:error and leaves the rest of the page working', async () => {
      const errors = listen('racekit:error');
      const pageErrors: unknown[] = [];
      const onError = (event: ErrorEvent) => pageErrors.push(event.error);
      window.addEventListener('error', onError);
      listeners.push(() => window.removeEventListener('error', onError));

      const broken = uniqueTag('broken');
      defineWidget(broken, function Broken(): never {
        throw new Error('format list missing');
      }, { attributes: {} });
      const healthy = uniqueTag('healthy');
      defineWidget(healthy, () => <p>still here</p>, { attributes: {} });

      const element = await mountElement(broken);
      const neighbour = await mountElement(healthy);
      expect(getByShadowRole(element, 'alert').textContent).toBe('Произошла ошибка, попробуйте позже');
      expect(errors.map((event) => event.detail)).toEqual([{ code: 'render', message: 'format list missing', tag: broken }]);
      expect(getByShadowText(neighbour, 'still here')).toBeTruthy();
      expect(pageErrors).toEqual([]);
    });

    it('tries again when its attributes change', async () => {
      const tag = uniqueTag('recover');
      defineWidget(tag, function Picky({ mode }: { mode: string | undefined }) {
        if (mode !== 'ok') throw new Error(`cannot show ${String(mode)}`);
        return <p>shown</p>;
      }, { attributes: { mode: attr.text() } });
      const element = await mountElement(tag, { mode: 'bad' });
      expect(getByShadowRole(element, 'alert')).toBeTruthy();
      await setAttributeOf(element, 'mode', 'ok');
      expect(getByShadowText(element, 'shown')).toBeTruthy();
    });
  });

  it('unmounts on removal and leaks no roots or listeners when added and removed many times', async () => {
    // Window listeners still registered: every add not matched by a remove of the same pair.
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const live = () => {
      const pairs = added.mock.calls.map(([type, listener]) => ({ type, listener }));
      for (const [type, listener] of removed.mock.calls) {
        const index = pairs.findIndex((pair) => pair.type === type && pair.listener === listener);
        if (index >= 0) pairs.splice(index, 1);
      }
      return pairs;
    };

    let mounted = 0;
    const tag = uniqueTag('churn');
    defineWidget(tag, function Counter() {
      const goods = useAtomValue(basketGoodsAtom);
      useEffect(() => {
        mounted += 1;
        return () => {
          mounted -= 1;
        };
      }, []);
      return <p>{goods.length} items</p>;
    }, { attributes: {} });

    const storageListeners = () => live().filter((pair) => pair.type === 'storage').length;
    const rootsBefore = roots.live;
    const element = await mountElement(tag);
    const whileShown = storageListeners();
    await removeElement(element);
    // The stored lists listen for other tabs for the page's life (the page store keeps them
    // mounted, so a basket read-modify-write never starts from a stale list): a removed widget
    // leaves them as they were, and adds none of its own.
    expect(whileShown).toBeGreaterThan(0);
    expect(storageListeners()).toBe(whileShown);
    const baseline = live();
    expect(roots.live).toBe(rootsBefore);
    expect(mounted).toBe(0);

    for (let round = 0; round < 40; round += 1) {
      const again = await mountElement(tag);
      expect(getByShadowText(again, '0 items')).toBeTruthy();
      await removeElement(again);
    }
    expect(roots.live).toBe(rootsBefore);
    expect(mounted).toBe(0);
    expect(live()).toEqual(baseline);
  });

  it('keeps its root when moved within the page', async () => {
    let mounts = 0;
    const tag = uniqueTag('move');
    defineWidget(tag, function Mover() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>moving</p>;
    }, { attributes: {} });
    const element = await mountElement(tag);
    const created = roots.created;
    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => {
      box.append(element);
      await Promise.resolve();
    });
    expect(roots.created).toBe(created);
    expect(mounts).toBe(1);
    expect(getByShadowText(element, 'moving')).toBeTruthy();
  });

  describe('defining a tag twice', () => {
    it('with the same version is a no-op', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const tag = uniqueTag('twice');
      const first = defineWidget(tag, Ticket, { attributes: ticketAttributes });
      const second = defineWidget(tag, () => <p>other</p>, { attributes: {} });
      expect(second).toBe(first);
      expect(customElements.get(tag)).toBe(first);
      expect(warn).not.toHaveBeenCalled();
    });

    it('with another version keeps the first and warns once', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const tag = uniqueTag('versions');
      const first = defineWidget(tag, Ticket, { attributes: ticketAttributes });
      expect(defineWidget(tag, Ticket, { attributes: ticketAttributes, version: '9.9.9' })).toBe(first);
      expect(defineWidget(tag, Ticket, { attributes: ticketAttributes, version: '9.9.9' })).toBe(first);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(`<${tag}> is already defined by ${RACEKIT_VERSION}`);
    });
  });

  it('rejects attribute names that are not kebab-case or that are shared', () => {
    const camel: AttributeSpec = { eventCity: attr.text() };
    expect(() => defineWidget(uniqueTag('camel'), () => null, { attributes: camel })).toThrow(/kebab-case/);
    // @ts-expect-error -- lang is understood by every widget and may not be declared again
    expect(() => defineWidget(uniqueTag('lang'), () => null, { attributes: { lang: attr.text() } })).toThrow(/shared attribute "lang"/);
  });
});
