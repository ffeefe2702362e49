import { fireEvent, waitFor } from '@testing-library/react';
import { act } from 'react';
import {
  findByShadowRole,
  findByShadowText,
  getAllByShadowRole,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../sdk/config/index.ts';
import { getRacekitStore, guestBasketGoodsAtom } from '../../sdk/state/index.ts';
import '../../widgets/buy-ticket/define.ts';
import { focusedIn } from './support/render-in-widget.tsx';
import { mountElement } from './support/mount-element.ts';
import { listen } from './support/listen.ts';

// ── The API as a backend answers it ──────────────────────────────────────────────────────
const heroes = { public_id: 'et-rubezh', title: 'Стальной рубеж', description: 'Гонка с препятствиями', logo: '/api/files/picture/logo.svg' };
const msk = {
  public_id: 'ec-msk',
  city: { id: 524901, name_ru: 'Москва' },
  start_time: '2026-06-06T06:00:00Z',
  address: 'Москва, Парк Патриот',
  timezone: 'Europe/Moscow',
};
const kzn = {
  public_id: 'ec-kzn',
  city: { id: 551487, name_ru: 'Казань' },
  start_time: '2026-07-04T07:00:00Z',
  address: 'Казань, Кремлёвская набережная',
  timezone: 'Europe/Moscow',
};
const solo = { ...msk, public_id: 'ec-solo' };
const events: Record<string, unknown> = {
  'ev-1': { public_id: 'ev-1', title: 'Стальной рубеж. Лето', event_city: [kzn, msk], event_type: heroes },
  'ev-solo': { public_id: 'ev-solo', title: 'Ночной забег', event_city: [solo], event_type: null },
  'ev-past': { public_id: 'ev-past', title: 'Прошедший забег', event_city: [] },
};

const format = (id: string, fields: Record<string, unknown>) => ({
  public_id: id,
  title: id,
  price: 3000,
  event_public_id: 'ev-1',
  event_city_public_id: 'ec-msk',
  tickets_left: { athlete: 300 },
  max_count: 500,
  ...fields,
});
const mskFormats = [
  format('f-sprint', { title: 'Спринт 5 км', price: 3490, old_price: 3990, tickets_left: { athlete: 1184 } }),
  format('f-hard', { title: 'Хардкор 20 км', price: 6990, tickets_left: { athlete: 5 }, buy_limit: 2, age_min: 18 }),
  format('f-few', { title: 'Последние места', tickets_left: { athlete: 3 }, buy_limit: 10 }),
  format('f-team5', { title: 'Команда 5 человек', price: 3190, team: true, team_all: true, fixed_count: true, max_count: 5, min_count: 5 }),
  format('f-corp', { title: 'Корпоративная команда', price: 2990, team: true, team_all: true, fixed_count: false, max_count: 10, min_count: 3, tickets_left: { athlete: 410 } }),
  format('f-sold', { title: 'Элита 12 км', tickets_left: { athlete: 0 } }),
  format('f-kids', { title: 'Детский забег', price: 990, age_min: 6, age_max: 14 }),
  format('f-spectator', { title: 'Билет зрителя', price: 500, tickets_left: { spectator: 4, child: 200 }, buy_limit: 6 }),
  format('f-link', { title: 'Партнёрский слот', price: 1000, hidden: true }),
  format('f-sale', {
    title: 'Спринт со скидкой',
    price: 3490,
    sale: { active: true, start_date: '2000-01-01T00:00:00Z', end_date: '2999-01-01T00:00:00Z', discount: 10, discount_form: 'percent', count: 3, formats: ['f-sale'], public_id: 'sale-3' },
  }),
];
const formatsByCity: Record<string, unknown[]> = {
  'ec-msk': mskFormats,
  'ec-kzn': [format('f-kzn', { title: 'Казанский спринт', price: 2500, event_city_public_id: 'ec-kzn' })],
  'ec-solo': [format('f-solo', { title: 'Ночные 10 км', price: 2000, event_city_public_id: 'ec-solo' })],
};
const cityOf = (eventCityId: string) => (eventCityId === 'ec-msk' ? msk : eventCityId === 'ec-kzn' ? kzn : solo);

type Reply = { status: number; body: unknown };
type Route = (url: URL, init: RequestInit | undefined) => Reply | Promise<Reply>;

function defaultRoute(url: URL): Reply {
  const path = url.pathname;
  const event = /^\/api\/event\/id\/(.+)$/.exec(path);
  if (event?.[1] !== undefined) {
    const found = events[event[1]];
    return found === undefined ? { status: 404, body: { message: 'Мероприятие не найдено' } } : { status: 200, body: found };
  }
  const city = /^\/api\/event_format\/event\/(.+)$/.exec(path);
  if (city?.[1] !== undefined) {
    const all = (formatsByCity[city[1]] ?? []) as { hidden?: boolean }[];
    const values = url.searchParams.get('hidden') === 'true' ? all : all.filter((each) => each.hidden !== true);
    return { status: 200, body: { values, city: cityOf(city[1]) } };
  }
  const one = /^\/api\/event_format\/([^/]+)$/.exec(path);
  if (one?.[1] !== undefined) {
    const found = Object.values(formatsByCity)
      .flat()
      .find((each) => (each as { public_id: string }).public_id === one[1]);
    return found === undefined ? { status: 404, body: { message: 'Формат не найден' } } : { status: 200, body: found };
  }
  return { status: 404, body: { message: 'Не найдено' } };
}

/** Stubs fetch: `override` answers first (undefined: fall through to the catalogue above). */
function stubApi(override?: (url: URL, init: RequestInit | undefined) => Reply | Promise<Reply> | undefined) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      requested.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const reply = (await override?.(url, init)) ?? (await (defaultRoute as Route)(url, init));
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requested;
}

const mountButton = (attributes: Record<string, string>) => mountElement('racekit-buy-ticket', attributes);
const button = (widget: HTMLElement, name = 'Принять участие') => getByShadowRole(widget, 'button', { name });

/** Presses the button (focused first, as a click would) and waits for the dialog's chunk. */
async function openDialog(widget: HTMLElement, name?: string, openerName = 'Принять участие'): Promise<HTMLElement> {
  const opener = button(widget, openerName);
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
  });
  return findByShadowRole(widget, 'dialog', name === undefined ? {} : { name }, { timeout: 5000 });
}

const radio = (widget: HTMLElement, name: string) => getByShadowRole(widget, 'radio', { name }) as HTMLInputElement;
async function choose(widget: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(radio(widget, name));
  });
}
const stepper = (widget: HTMLElement) => getByShadowRole(widget, 'group', { name: 'Количество' });
const shownCount = (widget: HTMLElement) => Number(stepper(widget).querySelector('output')?.textContent);
async function press(widget: HTMLElement, name: 'Увеличить количество' | 'Уменьшить количество', times = 1) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name }));
    });
  }
}
const blocked = (widget: HTMLElement, name: 'Увеличить количество' | 'Уменьшить количество') =>
  getByShadowRole(widget, 'button', { name }).getAttribute('aria-disabled') === 'true';
const textOf = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('<racekit-buy-ticket>', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('paints only the button, and asks the API for nothing until it is pressed', async () => {
    const requested = stubApi();
    const widget = await mountButton({ event: 'ev-1' });
    expect(button(widget).getAttribute('aria-haspopup')).toBe('dialog');
    expect(button(widget).getAttribute('aria-expanded')).toBe('false');
    expect(queryByShadowRole(widget, 'dialog')).toBeNull();
    expect(requested).toEqual([]);
    const opener = button(widget);
    await openDialog(widget);
    // The opener is behind the modal dialog now (the browser's top layer makes it inert).
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const dialog = getByShadowRole(widget, 'dialog');
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog.contains(opener)).toBe(false);
    // The dialog asks for the event as it mounts (on Preact, once its effects have run).
    await waitFor(() => expect(requested).toContain('GET /api/event/id/ev-1'));
  });

  it('asks for the event on intent (the pointer over the button), and opens with it without asking again', async () => {
    const requested = stubApi();
    const widget = await mountButton({ event: 'ev-1' });
    await act(async () => {
      fireEvent.pointerEnter(button(widget));
    });
    await waitFor(() => expect(requested).toEqual(['GET /api/event/id/ev-1']));
    await act(async () => {
      fireEvent.click(button(widget));
    });
    expect(await findByShadowRole(widget, 'radio', { name: 'Москва' }, { timeout: 5000 })).toBeTruthy();
    expect(requested.filter((request) => request.startsWith('GET /api/event/id/'))).toEqual(['GET /api/event/id/ev-1']);
  });

  it('shows a loading status until the event arrives, then its cities to choose from', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubApi((url) => (url.pathname === '/api/event/id/ev-1' ? new Promise<Reply>((resolve) => (answer = resolve)) : undefined));
    const widget = await mountButton({ event: 'ev-1' });
    await openDialog(widget, 'Принять участие');
    expect(await findByShadowText(widget, 'Загружаем мероприятие')).toBeTruthy();
    await act(async () => answer({ status: 200, body: events['ev-1'] }));
    await findByShadowRole(widget, 'dialog', { name: 'Стальной рубеж. Лето' });
    // Soonest first, none chosen yet, no formats asked for before a city is chosen.
    expect(getAllByShadowRole(widget, 'radio').map((each) => each.getAttribute('value'))).toEqual(['ec-msk', 'ec-kzn']);
    expect(getAllByShadowRole(widget, 'radio').every((each) => !(each as HTMLInputElement).checked)).toBe(true);
    expect(textOf(getByShadowRole(widget, 'group', { name: 'Выберите город' }))).toContain('6 июня / 09:00');
    expect(queryByShadowRole(widget, 'button', { name: 'Перейти к оформлению' })).toBeNull();
  });

  it('loads the formats of the city chosen, with price, old price, availability and age', async () => {
    const requested = stubApi();
    const widget = await mountButton({ event: 'ev-1' });
    await openDialog(widget, 'Стальной рубеж. Лето');
    await findByShadowRole(widget, 'radio', { name: 'Москва' });
    await choose(widget, 'Москва');
    const sprint = await findByShadowRole(widget, 'radio', { name: 'Спринт 5 км' });
    expect(requested).toContain('GET /api/event_format/event/ec-msk');
    const card = (name: string) => textOf(radio(widget, name).closest('label') ?? widget);
    expect(card('Спринт 5 км')).toContain('3 490 ₽');
    expect(card('Спринт 5 км')).toContain('3 990 ₽');
    expect(card('Хардкор 20 км')).toContain('Осталось 5 билетов');
    expect(card('Хардкор 20 км')).toContain('Возраст от 18 лет');
    expect(card('Детский забег')).toContain('Возраст участников: от 6 до 14 лет');
    expect(card('Последние места')).toContain('Осталось 3 билета');
    expect(card('Спринт 5 км')).not.toContain('Осталось');
    expect(radio(widget, 'Элита 12 км').disabled).toBe(true);
    expect(card('Элита 12 км')).toContain('Билеты закончились');
    expect(sprint.getAttribute('aria-describedby')).not.toBeNull();
    // A hidden format is sold only through links.
    expect(queryByShadowRole(widget, 'radio', { name: 'Партнёрский слот' })).toBeNull();

    await choose(widget, 'Спринт 5 км');
    expect(radio(widget, 'Спринт 5 км').checked).toBe(true);
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Итого3 490 ₽');
  });

  it('says when the event has no dates left, and when a city has no formats', async () => {
    stubApi((url) => (url.pathname === '/api/event_format/event/ec-kzn' ? { status: 200, body: { values: [], city: kzn } } : undefined));
    const past = await mountButton({ event: 'ev-past' });
    await openDialog(past, 'Прошедший забег');
    expect(await findByShadowText(past, 'Продажа билетов на это мероприятие пока не открыта')).toBeTruthy();

    const empty = await mountButton({ event: 'ev-1', city: 'ec-kzn' });
    await openDialog(empty, 'Стальной рубеж. Лето');
    expect(await findByShadowText(empty, 'В этом городе пока нет форматов участия')).toBeTruthy();
  });

  it('preselects the city and format of the attributes', async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', format: 'f-kids' });
    expect(radio(widget, 'Москва').checked).toBe(true);
    expect(radio(widget, 'Детский забег').checked).toBe(true);
  });

  it('finds the city of a preselected format itself, and offers a hidden format named by the page', async () => {
    const requested = stubApi();
    const widget = await mountButton({ event: 'ev-1', format: 'f-link' });
    await openDialog(widget, 'Стальной рубеж. Лето');
    expect(await findByShadowRole(widget, 'radio', { name: 'Партнёрский слот' })).toBeTruthy();
    expect(requested).toContain('GET /api/event_format/f-link');
    expect(requested).toContain('GET /api/event_format/event/ec-msk?hidden=true');
    expect(radio(widget, 'Москва').checked).toBe(true);
    expect(radio(widget, 'Партнёрский слот').checked).toBe(true);
    // Other hidden formats stay hidden; the visible ones are there.
    expect(radio(widget, 'Спринт 5 км').checked).toBe(false);
  });

  it('says so when the preselected format is not on sale, leaving the choice open', async () => {
    stubApi();
    const widget = await mountButton({ event: 'ev-1', city: 'ec-msk', format: 'f-sold' });
    await openDialog(widget, 'Стальной рубеж. Лето');
    expect(await findByShadowText(widget, 'Выбранный формат сейчас недоступен: выберите другой')).toBeTruthy();
    expect(getAllByShadowRole(widget, 'radio').filter((each) => (each as HTMLInputElement).checked).map((each) => each.getAttribute('value'))).toEqual([
      'ec-msk',
    ]);
    expect((getByShadowRole(widget, 'button', { name: 'Перейти к оформлению' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('preselects the only city and the only format of an event', async () => {
    stubApi();
    const widget = await mountButton({ event: 'ev-solo' });
    await openDialog(widget, 'Ночной забег');
    const only = await findByShadowRole(widget, 'radio', { name: 'Ночные 10 км' });
    expect((only as HTMLInputElement).checked).toBe(true);
    // One city is said, not offered.
    expect(queryByShadowRole(widget, 'radio', { name: 'Москва' })).toBeNull();
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Москва · 6 июня / 09:00');
    expect(shownCount(widget)).toBe(1);
  });

  // The count: start (the `count` attribute moved onto the step and limit), how far plus goes.
  it.each([
    ['a plain format starts at 1 and stops at nothing below 1', 'Спринт 5 км', undefined, 1, 1, 2],
    ['buy_limit 2 caps it (5 left)', 'Хардкор 20 км', undefined, 1, 5, 2],
    ['tickets left (3) cap a buy_limit of 10', 'Последние места', '10', 3, 5, 3],
    ['the spec maximum of 500 caps 1184 left', 'Спринт 5 км', '500', 500, 3, 500],
    ['a count above the limit starts at the limit', 'Хардкор 20 км', '7', 2, 1, 2],
    ['a spectators-only format counts its first kind (4 left) under buy_limit 6', 'Билет зрителя', '6', 4, 2, 4],
    ['a team that is not fixed steps by min_count (3)', 'Корпоративная команда', undefined, 3, 2, 9],
    ['a team count is moved down onto its step', 'Корпоративная команда', '7', 6, 0, 6],
  ])('limits: %s', async (_case, formatName, countAttribute, start, plusPresses, reached) => {
    const widget = await mountAndOpen(countAttribute === undefined ? { event: 'ev-1', city: 'ec-msk' } : { event: 'ev-1', city: 'ec-msk', count: countAttribute });
    await choose(widget, formatName);
    expect(shownCount(widget)).toBe(start);
    await press(widget, 'Увеличить количество', plusPresses);
    expect(shownCount(widget)).toBe(reached);
  });

  it('blocks plus at the limit and minus at the minimum, and says the limit', async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk' });
    await choose(widget, 'Хардкор 20 км');
    expect(blocked(widget, 'Уменьшить количество')).toBe(true);
    expect(blocked(widget, 'Увеличить количество')).toBe(false);
    await press(widget, 'Увеличить количество');
    expect(blocked(widget, 'Увеличить количество')).toBe(true);
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Не больше 2 в одном заказе');
    await press(widget, 'Увеличить количество');
    expect(shownCount(widget)).toBe(2);
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Итого13 980 ₽');
    await press(widget, 'Уменьшить количество', 3);
    expect(shownCount(widget)).toBe(1);
  });

  it("totals with the basket's pricing: the quantity sale counts from its threshold (issue 29 item 7)", async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk' });
    await choose(widget, 'Спринт со скидкой');
    await press(widget, 'Увеличить количество');
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Итого6 980 ₽');
    await press(widget, 'Увеличить количество');
    // 3 × 3 490 = 10 470, less 10 % from 3 tickets: what the basket charges
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Итого9 423 ₽');
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('10 470 ₽');
  });

  it('steps a team that is not fixed by min_count, up to its size and down to one step (issue 29 item 12)', async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk' });
    await choose(widget, 'Корпоративная команда');
    expect(textOf(radio(widget, 'Корпоративная команда').closest('label') ?? widget)).toContain('Участников в команде: от 3 до 9, кратно 3');
    await press(widget, 'Увеличить количество', 3);
    expect(shownCount(widget)).toBe(9);
    expect(blocked(widget, 'Увеличить количество')).toBe(true);
    await press(widget, 'Уменьшить количество');
    expect(shownCount(widget)).toBe(6);
    await press(widget, 'Уменьшить количество');
    expect(shownCount(widget)).toBe(3);
    expect(blocked(widget, 'Уменьшить количество')).toBe(true);
  });

  it('sells a fixed team as one team of max_count, with no stepper', async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', count: '12' });
    await choose(widget, 'Команда 5 человек');
    expect(queryByShadowRole(widget, 'group', { name: 'Количество' })).toBeNull();
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Участников в команде: 5');
    expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Итого15 950 ₽');
  });

  it('sends the visitor to the organiser’s site with count, city and promo code (redirect, the default on a partner page)', async () => {
    configure({ site: 'https://events.example' });
    const checks: string[] = [];
    stubApi((url) => {
      if (!url.pathname.startsWith('/api/promocode/check/ticket/')) return undefined;
      checks.push(url.pathname);
      return { status: 200, body: { promocode: { code: 'SUMMER', discount: 10, discount_form: 'percent' }, available_code_count: 5 } };
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const navigations = listen('racekit:navigate');
    const changes = listen('racekit:basket-change');
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', promocode: 'SUMMER' });
    await choose(widget, 'Спринт 5 км');
    await press(widget, 'Увеличить количество');
    // promised only once the server has taken the code for the chosen format
    await waitFor(() => expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Промокод SUMMER будет применен при оформлении'));
    expect(checks).toEqual(['/api/promocode/check/ticket/SUMMER/f-sprint']);
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Перейти к оформлению' }));
    });
    expect(navigations.details).toEqual([{ path: '/basket-fill-outside/f-sprint?count=2&city=ec-msk&promocode=SUMMER' }]);
    expect(assign).toHaveBeenCalledWith('https://events.example/basket-fill-outside/f-sprint?count=2&city=ec-msk&promocode=SUMMER');
    // The basket lives on the organiser's site: nothing is stored on this page.
    expect(getRacekitStore().get(guestBasketGoodsAtom)).toEqual([]);
    expect(changes.details).toEqual([]);
    expect(queryByShadowRole(widget, 'dialog')).toBeNull();
  });

  it('says a promo code the server refuses for the chosen format, instead of promising it', async () => {
    stubApi((url) =>
      url.pathname.startsWith('/api/promocode/check/ticket/')
        ? { status: 200, body: { promocode: null, available_code_count: 0, message: 'Промокод не найден' } }
        : undefined,
    );
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', promocode: 'BADCODE' });
    await choose(widget, 'Спринт 5 км');
    await waitFor(() => expect(textOf(getByShadowRole(widget, 'dialog'))).toContain('Промокод BADCODE не действует: Промокод не найден'));
    expect(textOf(getByShadowRole(widget, 'dialog'))).not.toContain('будет применен');
  });

  it('lets the page handle the redirect itself, and leaves promocode out when there is none', async () => {
    stubApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const navigations = listen('racekit:navigate', true);
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', checkout: 'redirect', count: '3' });
    await choose(widget, 'Детский забег');
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Перейти к оформлению' }));
    });
    expect(navigations.details).toEqual([{ path: '/basket-fill-outside/f-kids?count=3&city=ec-msk' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to redirect when inline checkout is asked for but <racekit-basket> is not on the page', async () => {
    stubApi();
    const navigations = listen('racekit:navigate', true);
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk', checkout: 'inline' });
    await choose(widget, 'Спринт 5 км');
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Перейти к оформлению' }));
    });
    expect(navigations.details).toEqual([{ path: '/basket-fill-outside/f-sprint?count=1&city=ec-msk' }]);
    expect(getRacekitStore().get(guestBasketGoodsAtom)).toEqual([]);
  });

  it('says an unknown event is not found', async () => {
    stubApi();
    const widget = await mountButton({ event: 'ev-nope' });
    await openDialog(widget);
    const alert = await findByShadowRole(widget, 'alert');
    expect(alert.textContent).toContain('Мероприятие не найдено');
    expect(queryByShadowRole(widget, 'button', { name: 'Повторить' })).toBeNull();
  });

  it('shows a load problem with a retry, the global popup and racekit:error when the event fails to load', async () => {
    let fail = true;
    stubApi((url) => (url.pathname === '/api/event/id/ev-1' && fail ? { status: 500, body: { message: 'boom' } } : undefined));
    const errors = listen('racekit:error');
    const widget = await mountButton({ event: 'ev-1' });
    // The event is asked for on intent: the popup may open together with the dialog (named by the fallback title).
    await openDialog(widget, 'Принять участие');
    const popup = await findByShadowRole(widget, 'dialog', { name: 'Ошибка' });
    // The dialog's own message is there too, behind the popup (hidden from assistive tech while it is open).
    expect(getByShadowRole(widget, 'alert', { hidden: true }).textContent).toContain('Проблема при загрузке');
    expect(popup.textContent).toContain('Произошла ошибка, попробуйте позже');
    expect(errors.details).toEqual([expect.objectContaining({ code: 'api', tag: 'racekit-buy-ticket' })]);
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Понятно' }));
    });
    fail = false;
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Повторить' }));
    });
    expect(await findByShadowRole(widget, 'radio', { name: 'Москва' })).toBeTruthy();
  });

  it.each([
    ['no event', {}, 'event'],
    ['a blank event', { event: '  ' }, 'event'],
    ['a count of 0', { event: 'ev-1', count: '0' }, 'count'],
    ['a count of 501', { event: 'ev-1', count: '501' }, 'count'],
    ['an unknown checkout', { event: 'ev-1', checkout: 'popup' }, 'checkout'],
  ])('refuses %s with a message and racekit:error', async (_case, attributes: Record<string, string>, attribute) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi();
    const errors = listen('racekit:error');
    const widget = await mountButton(attributes);
    expect(getByShadowRole(widget, 'alert').textContent).toContain(attribute);
    expect(queryByShadowRole(widget, 'button', { name: 'Принять участие' })).toBeNull();
    expect(errors.details).toEqual([expect.objectContaining({ code: 'attribute', attribute, tag: 'racekit-buy-ticket' })]);
  });

  it('is a keyboard dialog: focus moves in and stays in, Escape closes and the button gets focus back', async () => {
    const widget = await mountAndOpen({ event: 'ev-1', city: 'ec-msk' });
    const dialog = getByShadowRole(widget, 'dialog', { name: 'Стальной рубеж. Лето' });
    expect(dialog.contains(focusedIn(widget))).toBe(true);
    for (let index = 0; index < 25; index += 1) {
      fireEvent.keyDown(focusedIn(widget) ?? dialog, { key: 'Tab', shiftKey: index % 3 === 0 });
      expect(dialog.contains(focusedIn(widget))).toBe(true);
    }
    await act(async () => {
      fireEvent.keyDown(focusedIn(widget) ?? dialog, { key: 'Escape' });
    });
    expect(queryByShadowRole(widget, 'dialog')).toBeNull();
    expect(focusedIn(widget)).toBe(button(widget));
  });

  it('speaks English with lang="en"', async () => {
    stubApi();
    const widget = await mountButton({ event: 'ev-1', lang: 'en' });
    await openDialog(widget, 'Стальной рубеж. Лето', 'Take part');
    // the data as the server answered it (the server's English: tests/server/language.test.ts)
    await findByShadowRole(widget, 'radio', { name: 'Москва' });
    expect(getByShadowRole(widget, 'group', { name: 'Choose a city' })).toBeTruthy();
    expect(textOf(getByShadowRole(widget, 'group', { name: 'Choose a city' }))).toContain('6 June / 09:00');
    await choose(widget, 'Москва');
    await findByShadowRole(widget, 'radio', { name: 'Хардкор 20 км' });
    const card = (name: string) => textOf(radio(widget, name).closest('label') ?? widget);
    expect(card('Хардкор 20 км')).toContain('5 tickets left');
    expect(card('Элита 12 км')).toContain('Sold out');
    await choose(widget, 'Хардкор 20 км');
    expect(getByShadowRole(widget, 'group', { name: 'Quantity' })).toBeTruthy();
    // No <racekit-basket> on this page: checkout is on the organiser's site.
    expect(getByShadowRole(widget, 'button', { name: 'Go to checkout' })).toBeTruthy();
  });

  it('closes with its close button and loads nothing twice on a second opening', async () => {
    const requested = stubApi();
    const widget = await mountButton({ event: 'ev-solo' });
    await openDialog(widget, 'Ночной забег');
    await findByShadowRole(widget, 'radio', { name: 'Ночные 10 км' });
    await act(async () => {
      fireEvent.click(getByShadowRole(widget, 'button', { name: 'Закрыть' }));
    });
    expect(queryByShadowRole(widget, 'dialog')).toBeNull();
    await openDialog(widget, 'Ночной забег');
    await findByShadowRole(widget, 'radio', { name: 'Ночные 10 км' });
    await waitFor(() => expect(requested.filter((each) => each === 'GET /api/event/id/ev-solo')).toHaveLength(1));
    expect(queryByShadowText(widget, 'Загружаем мероприятие')).toBeNull();
  });
});

async function mountAndOpen(attributes: Record<string, string>) {
  if (!vi.isMockFunction(globalThis.fetch)) stubApi();
  const widget = await mountButton(attributes);
  await openDialog(widget, 'Стальной рубеж. Лето');
  await findByShadowRole(widget, 'radio', { name: 'Спринт 5 км' });
  return widget;
}
