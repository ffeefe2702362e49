/**
 * A tag's first paint (sdk/elements/define-shell.ts): the tag paints its first state at once,
 * from the element and a static table, and its widget's code arrives on intent (pointer over it,
 * focus in it, a touch), on idle (or at once for a skeleton) or on a press, whichever comes first.
 * A press made before the code is in shows that it is pending and is not lost.
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { h } from 'preact';
import { act, useState } from 'react';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, type Language } from '../../sdk/config/index.ts';
import { type AreaTexts, createRacekitI18n, textModule } from '../../sdk/i18n/index.ts';
import { common as enCommon } from '../../sdk/i18n/en/index.ts';
import { common as ruCommon } from '../../sdk/i18n/ru/index.ts';
import { attr, defineShell, type ShellSpec, paintRoot, widget, type WidgetDefinition } from '../../sdk/elements/index.ts';
import { loaderHandoff } from '../../sdk/runtime/index.ts';
import { basketBadgeShell } from '../../widgets/basket-badge/basket-badge-shell.ts';
import { basketBadgeWidget } from '../../widgets/basket-badge/basket-badge-widget.ts';
import { basketShell } from '../../widgets/basket/basket-shell.ts';
import { basketWidget } from '../../widgets/basket/basket-widget.ts';
import { buyTicketShell } from '../../widgets/buy-ticket/buy-ticket-shell.ts';
import { buyTicketWidget } from '../../widgets/buy-ticket/buy-ticket-widget.ts';
import { calendarShell } from '../../widgets/calendar/calendar-shell.ts';
import { calendarWidget } from '../../widgets/calendar/calendar-widget.ts';
import { clubResultsShell } from '../../widgets/club-results/club-results-shell.ts';
import { clubResultsWidget } from '../../widgets/club-results/club-results-widget.ts';
import { insuranceShell } from '../../widgets/insurance/insurance-shell.ts';
import { insuranceWidget } from '../../widgets/insurance/insurance-widget.ts';
import { loginShell } from '../../widgets/login/login-shell.ts';
import { loginWidget } from '../../widgets/login/login-widget.ts';
import { myTicketsShell } from '../../widgets/my-tickets/my-tickets-shell.ts';
import { myTicketsWidget } from '../../widgets/my-tickets/my-tickets-widget.ts';
import { mountElement, setAttributeOf, uniqueTag } from './support/mount-element.ts';
import { focusedIn } from './support/render-in-widget.tsx';

/** A widget's code held back until the test lets it arrive; counts how often it was asked for. */
function heldCode(definition: () => WidgetDefinition) {
  let release: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let asked = 0;
  const load = () => {
    asked += 1;
    return new Promise<WidgetDefinition>((resolve, reject) => {
      release = () => resolve(definition());
      fail = reject;
    });
  };
  return {
    load,
    asked: () => asked,
    arrive: async () => {
      await act(async () => {
        release();
        await Promise.resolve();
      });
    },
    fail: async (error: Error) => {
      await act(async () => {
        fail(error);
        await Promise.resolve();
      });
    },
  };
}

/** The idle callbacks the shells scheduled, run by hand. */
let idle: (() => void)[] = [];
/** The elements an IntersectionObserver watches, and how to tell it one came into view. */
let watched: { element: Element; seen: (entries: { isIntersecting: boolean }[]) => void }[] = [];
const comesIntoView = (element: Element) =>
  act(async () => {
    for (const each of watched.filter((entry) => entry.element === element)) each.seen([{ isIntersecting: true }]);
  });
beforeEach(() => {
  idle = [];
  watched = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #seen: (entries: { isIntersecting: boolean }[]) => void;
      constructor(seen: (entries: { isIntersecting: boolean }[]) => void) {
        this.#seen = seen;
      }
      observe(element: Element) {
        watched.push({ element, seen: this.#seen });
      }
      disconnect() {
        watched = watched.filter((entry) => entry.seen !== this.#seen);
      }
    },
  );
});
/** navigator.connection as Chromium reports it. */
const connection = (value: { saveData?: boolean; effectiveType?: string }) => Object.defineProperty(navigator, 'connection', { value, configurable: true });
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A test widget: a button that counts presses, and its first paint. */
function testWidget(tag: string, fetch: ShellSpec['fetch'] = 'idle') {
  function Counter({ label }: { label: string | undefined }) {
    const [presses, setPresses] = useState(0);
    return (
      <button type="button" part="action" onClick={() => setPresses((count) => count + 1)}>
        {`${label ?? 'Нажать'}: ${presses}`}
      </button>
    );
  }
  const spec: ShellSpec = {
    tag,
    attributes: ['label'],
    styles: [],
    fetch,
    paint: (state) =>
      paintRoot(state, h('button', { type: 'button', part: 'action', 'aria-busy': state.pending ? 'true' : undefined }, `${state.element.getAttribute('label') ?? 'Нажать'}…`)),
  };
  const code = heldCode(() => widget(tag, Counter, { attributes: { label: attr.text() } }));
  defineShell(spec, code.load);
  return code;
}

describe('a first paint', () => {
  it('paints at once and fetches nothing until intent, idle or a press', async () => {
    const tag = uniqueTag('paint');
    const code = testWidget(tag);
    const element = await mountElement(tag, { label: 'Купить' });
    expect(getByShadowRole(element, 'button', { name: 'Купить…' })).toBeTruthy();
    expect(code.asked()).toBe(0);
    await setAttributeOf(element, 'label', 'Взять');
    expect(getByShadowRole(element, 'button', { name: 'Взять…' })).toBeTruthy();
    // idle, but not yet seen: nothing is fetched (issue 30)
    await act(async () => idle.splice(0).forEach((task) => task()));
    expect(code.asked()).toBe(0);
    // scrolled into view, then the page goes idle
    await comesIntoView(element);
    expect(code.asked()).toBe(0);
    await act(async () => idle.splice(0).forEach((task) => task()));
    expect(code.asked()).toBe(1);
    await code.arrive();
    expect(getByShadowRole(element, 'button', { name: 'Взять: 0' })).toBeTruthy();
    await setAttributeOf(element, 'label', 'Снова');
    expect(getByShadowRole(element, 'button', { name: 'Снова: 0' })).toBeTruthy();
  });

  it.each([
    ['the pointer comes over it', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['focus moves into it', (element: HTMLElement) => getByShadowRole(element, 'button').focus()],
    ['a finger touches it', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('fetches the code when %s, once for every element of the tag', async (_when, intent) => {
    const tag = uniqueTag('intent');
    const code = testWidget(tag);
    const first = await mountElement(tag);
    const second = await mountElement(tag);
    await act(async () => intent(first));
    await act(async () => intent(second));
    expect(code.asked()).toBe(1);
    await code.arrive();
    expect(getByShadowRole(first, 'button', { name: 'Нажать: 0' })).toBeTruthy();
    expect(getByShadowRole(second, 'button', { name: 'Нажать: 0' })).toBeTruthy();
  });

  it.each([
    ['asks to save data (Save-Data)', { saveData: true, effectiveType: '4g' }],
    ['is on 2G', { effectiveType: '2g' }],
    ['is on slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead of a press for a visitor who %s, and the press still works', async (_who, network) => {
    connection(network);
    const tag = uniqueTag('save-data');
    const code = testWidget(tag);
    const element = await mountElement(tag);
    await comesIntoView(element);
    await act(async () => idle.splice(0).forEach((task) => task()));
    await act(async () => {
      fireEvent.pointerEnter(element);
      fireEvent.touchStart(element);
      getByShadowRole(element, 'button').focus();
    });
    expect(code.asked()).toBe(0);
    await act(async () => {
      fireEvent.click(getByShadowRole(element, 'button'));
    });
    expect(code.asked()).toBe(1);
    await code.arrive();
    expect(getByShadowRole(element, 'button', { name: 'Нажать: 1' })).toBeTruthy();
  });

  it('on a fast connection without Save-Data, fetches on intent at once, and on idle once in view', async () => {
    connection({ saveData: false, effectiveType: '4g' });
    const tag = uniqueTag('fast');
    const hovered = testWidget(tag);
    const element = await mountElement(tag);
    await act(async () => {
      fireEvent.pointerEnter(element);
    });
    expect(hovered.asked()).toBe(1);
    const other = uniqueTag('fast-idle');
    const idleCode = testWidget(other);
    const seen = await mountElement(other);
    await comesIntoView(seen);
    await act(async () => idle.splice(0).forEach((task) => task()));
    expect(idleCode.asked()).toBe(1);
  });

  it('a skeleton fetches its code at once', async () => {
    const tag = uniqueTag('now');
    const code = testWidget(tag, 'now');
    await mountElement(tag);
    expect(code.asked()).toBe(1);
  });

  it('a press before the code is in shows it is pending, then happens once the widget is there; focus stays', async () => {
    const tag = uniqueTag('press');
    const code = testWidget(tag);
    const element = await mountElement(tag);
    const early = getByShadowRole(element, 'button', { name: 'Нажать…' });
    early.focus();
    await act(async () => {
      fireEvent.click(early);
    });
    expect(code.asked()).toBe(1);
    expect(getByShadowRole(element, 'button', { name: 'Нажать…' }).getAttribute('aria-busy')).toBe('true');
    await code.arrive();
    const action = getByShadowRole(element, 'button', { name: 'Нажать: 1' });
    expect(focusedIn(element)).toBe(action);
  });

  it('a press under way when the code arrives is not cut in two: the widget takes over after its click, which it then makes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const tag = uniqueTag('held-press');
      const code = testWidget(tag);
      const element = await mountElement(tag);
      const early = getByShadowRole(element, 'button', { name: 'Нажать…' });
      await act(async () => {
        fireEvent.pointerEnter(element);
        fireEvent.pointerDown(early);
      });
      await code.arrive();
      // still the first paint under the pointer
      expect(getByShadowRole(element, 'button', { name: 'Нажать…' })).toBe(early);
      await act(async () => {
        fireEvent.pointerUp(early);
        fireEvent.click(early);
      });
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(getByShadowRole(element, 'button', { name: 'Нажать: 1' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a press made while the widget\'s texts come in one language, then the element switches to another, is not lost', async () => {
    const tag = uniqueTag('switched');
    // The widget's texts, each language held back until the test lets it arrive, into an i18n instance of its own.
    const held = new Map<Language, () => void>();
    const texts = textModule(['common'], (language) => new Promise<AreaTexts<'common'>>((resolve) => held.set(language, () => resolve({ common: language === 'en' ? enCommon : ruCommon }))));
    const instance = createRacekitI18n('ru');
    function Counter() {
      const [presses, setPresses] = useState(0);
      return (
        <button type="button" part="action" onClick={() => setPresses((count) => count + 1)}>
          {`Нажато: ${presses}`}
        </button>
      );
    }
    const spec: ShellSpec = { tag, attributes: [], styles: [], fetch: 'idle', paint: (state) => paintRoot(state, h('button', { type: 'button', part: 'action' }, 'Нажать…')) };
    const code = heldCode(() => widget(tag, Counter, { attributes: {}, texts, i18n: () => instance }));
    defineShell(spec, code.load);
    const element = await mountElement(tag, { lang: 'en' });
    await act(async () => {
      fireEvent.pointerEnter(element);
    });
    await code.arrive();
    expect(held.has('en')).toBe(true);
    // the host switches the language while the English texts are on their way, and the visitor presses
    await setAttributeOf(element, 'lang', 'ru');
    await act(async () => {
      fireEvent.click(getByShadowRole(element, 'button', { name: 'Нажать…' }));
    });
    await act(async () => {
      held.get('en')?.();
      await Promise.resolve();
    });
    await waitFor(() => expect(held.has('ru')).toBe(true));
    await act(async () => {
      held.get('ru')?.();
      await Promise.resolve();
    });
    await findByShadowRole(element, 'button', { name: 'Нажато: 1' });
  });

  it('a press whose code fails to arrive reports it, stops pending, and the next press tries again', async () => {
    const tag = uniqueTag('fail');
    const code = testWidget(tag);
    const element = await mountElement(tag);
    const errors: unknown[] = [];
    const listener = (event: Event) => errors.push(event instanceof CustomEvent ? event.detail : undefined);
    document.addEventListener('racekit:error', listener);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.click(getByShadowRole(element, 'button'));
    });
    await code.fail(new Error('offline'));
    await waitFor(() => expect(errors).toEqual([{ code: 'render', message: expect.stringContaining('offline'), tag }]));
    expect(getByShadowRole(element, 'button').hasAttribute('aria-busy')).toBe(false);
    await act(async () => {
      fireEvent.click(getByShadowRole(element, 'button'));
    });
    expect(code.asked()).toBe(2);
    await code.arrive();
    expect(getByShadowRole(element, 'button', { name: 'Нажать: 1' })).toBeTruthy();
    document.removeEventListener('racekit:error', listener);
    consoleError.mockRestore();
  });

  it('defining a tag twice keeps the first definition', () => {
    const tag = uniqueTag('twice');
    testWidget(tag);
    const first = customElements.get(tag);
    testWidget(tag);
    expect(customElements.get(tag)).toBe(first);
  });
});

describe('the first paints of the widgets', () => {
  it.each([
    [buyTicketShell, buyTicketWidget],
    [basketBadgeShell, basketBadgeWidget],
    [basketShell, basketWidget],
    [calendarShell, calendarWidget],
    [clubResultsShell, clubResultsWidget],
    [insuranceShell, insuranceWidget],
    [loginShell, loginWidget],
    [myTicketsShell, myTicketsWidget],
  ])('%#: observe what the widget declares', (shell, definition) => {
    expect(shell.tag).toBe(definition.tag);
    expect([...shell.attributes, 'lang', 'theme'].sort()).toEqual([...definition.observedAttributes].sort());
  });
});

describe('<racekit-buy-ticket> before its code', () => {
  const code = heldCode(() => buyTicketWidget);
  defineShell(buyTicketShell, code.load);

  it('speaks the language of its attribute, else the stored one, else the configured one, else Russian', async () => {
    const name = (element: HTMLElement) => getByShadowRole(element, 'button').textContent;
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1' }))).toBe('Принять участие');
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1', lang: 'en-GB' }))).toBe('Take part');
    loaderHandoff(() => ({ version: 'test', script: null, pending: [{ lang: 'en' }], configure: undefined, site: undefined }));
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1' }))).toBe('Take part');
    Reflect.deleteProperty(globalThis, Symbol.for('racekit.loader'));
    configure({ lang: 'en' });
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1' }))).toBe('Take part');
    localStorage.setItem('lang', '"ru"');
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1' }))).toBe('Принять участие');
    // plain, as the spec's key and the organiser's site hold it (racekit writes it so too)
    localStorage.setItem('lang', 'ru');
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1' }))).toBe('Принять участие');
    localStorage.setItem('lang', '"klingon"');
    expect(name(await mountElement('racekit-buy-ticket', { event: 'ev-1', theme: 'dark' }))).toBe('Take part');
  });

  it('opens the dialog after a press made while its code was on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ public_id: 'ev-1', title: 'Стальной рубеж', event_city: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const element = await mountElement('racekit-buy-ticket', { event: 'ev-1' });
    const button = getByShadowRole(element, 'button', { name: 'Принять участие' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(getByShadowRole(element, 'button', { name: 'Принять участие' }).getAttribute('aria-busy')).toBe('true');
    expect(getByShadowRole(element, 'status').textContent).toBe('Загрузка…');
    expect(queryByShadowRole(element, 'dialog')).toBeNull();
    await code.arrive();
    expect(await findByShadowRole(element, 'dialog', { name: 'Стальной рубеж' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('<racekit-buy-ticket> asks for its dialog ahead of the press', () => {
  // Its first paint under a tag of its own, whose code never arrives here: what it asks for before.
  const tag = uniqueTag('buy-ahead');
  defineShell({ ...buyTicketShell, tag }, heldCode(() => buyTicketWidget).load);
  const asked = (fetcher: ReturnType<typeof vi.fn>) =>
    fetcher.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => url.includes('/api/event/id/'));
  const answering = () =>
    vi.fn(async () => new Response(JSON.stringify({ public_id: 'ev', title: 'Стальной рубеж', event_city: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
  const onScreen = (element: HTMLElement) => {
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 10, width: 200, height: 40 });
  };

  it('when the page is idle, the event of a button on screen, not of one below the window', async () => {
    const fetcher = answering();
    vi.stubGlobal('fetch', fetcher);
    const seen = await mountElement(tag, { event: 'ev-on-screen' });
    onScreen(seen);
    const below = await mountElement(tag, { event: 'ev-below' });
    below.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: window.innerHeight + 400, width: 200, height: 40 });
    await comesIntoView(seen);
    await act(async () => idle.forEach((task) => task()));
    await waitFor(() => expect(asked(fetcher)).toEqual([expect.stringContaining('/api/event/id/ev-on-screen')]), { timeout: 4000 });
  });

  it('on intent, the event of any button', async () => {
    const fetcher = answering();
    vi.stubGlobal('fetch', fetcher);
    const below = await mountElement(tag, { event: 'ev-hovered' });
    await act(async () => {
      fireEvent.pointerEnter(below);
    });
    await waitFor(() => expect(asked(fetcher)).toEqual([expect.stringContaining('/api/event/id/ev-hovered')]), { timeout: 4000 });
  });
});

describe('<racekit-basket-badge> before its code', () => {
  defineShell(basketBadgeShell, heldCode(() => basketBadgeWidget).load);
  const link = (element: HTMLElement) => getByShadowRole(element, 'link');

  it('shows the count of the stored list in use, named by the plural rules of its language', async () => {
    const two = JSON.stringify([{ id: 1 }, { id: 2 }]);
    localStorage.setItem('NoAuthBasketGoods', two);
    expect(link(await mountElement('racekit-basket-badge')).getAttribute('aria-label')).toBe('Корзина: 2 товара');
    localStorage.setItem('token', '"t-1"');
    expect(link(await mountElement('racekit-basket-badge')).getAttribute('aria-label')).toBe('Корзина: 0 товаров');
    localStorage.setItem('basketGoods', JSON.stringify(Array.from({ length: 21 }, (_, id) => ({ id }))));
    const many = await mountElement('racekit-basket-badge', { lang: 'en' });
    expect(link(many).getAttribute('aria-label')).toBe('Basket: 21 items');
    localStorage.setItem('basketGoods', 'not json');
    expect(link(await mountElement('racekit-basket-badge')).getAttribute('aria-label')).toBe('Корзина: 0 товаров');
  });

  it('links to the basket on the configured site, never to a script URL', async () => {
    configure({ site: 'https://events.example' });
    expect(link(await mountElement('racekit-basket-badge')).getAttribute('href')).toBe('https://events.example/basket');
  });
});

describe('<racekit-calendar> before its code', () => {
  defineShell(calendarShell, heldCode(() => calendarWidget).load);

  it('paints the skeleton of the list, no more cards than the limit, and says it is loading', async () => {
    const cards = (element: HTMLElement) => element.shadowRoot?.querySelectorAll('.card--skeleton').length;
    expect(cards(await mountElement('racekit-calendar'))).toBe(4);
    const two = await mountElement('racekit-calendar', { limit: '2' });
    expect(cards(two)).toBe(2);
    expect(getByShadowRole(two, 'status').textContent).toBe('Загрузка…');
    expect(cards(await mountElement('racekit-calendar', { limit: 'lots' }))).toBe(4);
  });
});
