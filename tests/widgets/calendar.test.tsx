import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import {
  findAllByShadowRole,
  findByShadowRole,
  findByShadowText,
  getAllByShadowRole,
  getByShadowLabelText,
  getByShadowRole,
  queryAllByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../sdk/config/index.ts';
import '../../widgets/calendar/define.ts';
import { mountElement, setAttributeOf } from './support/mount-element.ts';
import { listen } from './support/listen.ts';

// ── The API as a backend answers it ──────────────────────────────────────────────────────
const heroes = {
  public_id: 'et-heroes',
  title: 'Стальной рубеж',
  description: 'Гонка с препятствиями по пересечённой местности',
  logo: '/api/files/picture/heroes-logo.svg',
  project: { link: 'https://rubezh.example/leto', picture_main: '/api/files/picture/heroes-main.svg' },
};
const city = {
  public_id: 'et-city',
  title: 'Город бежит',
  description: 'Городские забеги по перекрытым улицам',
  project: null,
};
// `name_ru` is the city's name in the language asked: the stub answers in Russian whatever the language
const moscow = { id: 524901, name_ru: 'Москва' };
const kazan = { id: 551487, name_ru: 'Казань' };
const ekb = { id: 1486209, name_ru: 'Екатеринбург' };

const summer = {
  public_id: 'ev-summer',
  title: 'Стальной рубеж. Лето',
  event_city: [
    { public_id: 'ec-s-kzn', city: kazan, start_time: '2026-07-04T07:00:00Z', address: 'Казань, Кремлёвская набережная', timezone: 'Europe/Moscow' },
    { public_id: 'ec-s-msk', city: moscow, start_time: '2026-06-06T06:00:00Z', address: 'Москва, Парк Патриот', timezone: 'Europe/Moscow' },
  ],
  banners: { home_page: { desktop_picture: '/api/files/picture/summer-wide.svg', mobile_picture: '/api/files/picture/summer-narrow.svg' } },
  event_type: heroes,
};
const night = {
  public_id: 'ev-night',
  title: 'Ночной забег',
  event_city: [
    { public_id: 'ec-n-ekb', city: ekb, start_time: '2026-05-30T16:00:00Z', address: 'Екатеринбург, Плотинка', timezone: 'Asia/Yekaterinburg' },
  ],
  banners: null,
  event_type: city,
};
const autumn = {
  public_id: 'ev-autumn',
  title: 'Осенний полумарафон',
  event_city: [{ public_id: 'ec-a-msk', city: moscow, start_time: '2026-09-20T05:00:00Z', address: null, timezone: 'Europe/Moscow' }],
  event_type: city,
};

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
type Routes = Record<string, () => Answer>;

const defaultRoutes: Routes = {
  '/api/event/list': () => ({ status: 200, body: { values: [autumn, summer, night] } }),
  '/api/event/cities': () => ({ status: 200, body: { values: [moscow, kazan, ekb] } }),
  '/api/event_type/list': () => ({ status: 200, body: { values: [heroes, city] } }),
};

/** Stubs fetch with the given answers by path; answers 404 for anything else. Returns the requested paths. */
function stubApi(overrides: Routes = {}) {
  const routes = { ...defaultRoutes, ...overrides };
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      requested.push(path);
      const route = routes[path];
      const { status, body } = route === undefined ? { status: 404, body: { message: 'Не найдено' } } : await route();
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requested;
}

const cleanups: (() => void)[] = [];

const mountCalendar = (attributes: Record<string, string> = {}) => mountElement('racekit-calendar', attributes);
const cards = (calendar: HTMLElement) => getAllByShadowRole(calendar, 'article');
const cardTitles = (calendar: HTMLElement) => cards(calendar).map((card) => card.querySelector('h3')?.textContent);
const cardOf = (calendar: HTMLElement, title: string) => getByShadowRole(calendar, 'article', { name: title });
const textOf = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const citySelect = (calendar: HTMLElement) => getByShadowLabelText(calendar, 'Город') as HTMLSelectElement;
const chip = (calendar: HTMLElement, name: string) => getByShadowRole(calendar, 'button', { name });

async function loaded(calendar: HTMLElement, count: number) {
  const found = await findAllByShadowRole(calendar, 'article');
  expect(found).toHaveLength(count);
  return found;
}

describe('<racekit-calendar>', () => {
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows skeleton cards and a loading status until the list arrives', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ '/api/event/list': () => new Promise((resolve) => (answer = resolve)) });
    const calendar = await mountCalendar();
    expect(getByShadowRole(calendar, 'status').textContent).toBe('Загружаем мероприятия');
    expect(calendar.shadowRoot?.querySelectorAll('.card--skeleton')).toHaveLength(4);
    expect(queryAllByShadowRole(calendar, 'article')).toHaveLength(0);
    await act(async () => answer({ status: 200, body: { values: [summer] } }));
    await loaded(calendar, 1);
    expect(calendar.shadowRoot?.querySelectorAll('.card--skeleton')).toHaveLength(0);
  });

  it('shows every event soonest first, with the spec’s card contents', async () => {
    const requested = stubApi();
    const calendar = await mountCalendar();
    await loaded(calendar, 3);
    expect(cardTitles(calendar)).toEqual(['Ночной забег', 'Стальной рубеж. Лето', 'Осенний полумарафон']);
    expect(requested).toEqual(expect.arrayContaining(['/api/event/list', '/api/event/cities', '/api/event_type/list']));
    expect(getByShadowRole(calendar, 'status').textContent).toBe('Найдено 3 мероприятия');

    const several = cardOf(calendar, 'Стальной рубеж. Лето');
    expect(textOf(several)).toContain('Гонка с препятствиями по пересечённой местности');
    expect(textOf(several)).toContain('В городах России');
    expect(several.querySelector('time')?.textContent).toBe('6 июня — 4 июля');
    expect(several.querySelector('img')?.getAttribute('src')).toBe(`${location.origin}/api/files/picture/summer-wide.svg`);
    expect(several.querySelector('source')?.getAttribute('srcset')).toBe(`${location.origin}/api/files/picture/summer-narrow.svg`);

    // One city: its address and 'D MMMM / HH:mm' on the clock at the event (UTC+5 here).
    const one = cardOf(calendar, 'Ночной забег');
    expect(textOf(one)).toContain('Екатеринбург, Плотинка');
    expect(textOf(one)).not.toContain('В городах России');
    expect(one.querySelector('time')?.textContent).toBe('30 мая / 21:00');
    // No picture of its own: a drawn placeholder, never a broken image.
    expect(one.querySelector('img')).toBeNull();

    // No address: the city's name stands in.
    expect(textOf(cardOf(calendar, 'Осенний полумарафон'))).toContain('Москва');
  });

  it('links to the project page when there is one, else to the event page through racekit:navigate', async () => {
    stubApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const paths = listen('racekit:navigate', true);
    const calendar = await mountCalendar();
    await loaded(calendar, 3);

    const project = getByShadowRole(cardOf(calendar, 'Стальной рубеж. Лето'), 'link', { name: 'Принять участие' });
    expect(project.getAttribute('href')).toBe('https://rubezh.example/leto');
    // A plain link: the browser follows it (kept from leaving the test page here).
    const stayHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayHere);
    cleanups.push(() => document.removeEventListener('click', stayHere));
    fireEvent.click(project);
    expect(paths.details).toEqual([]);

    const eventPage = getByShadowRole(cardOf(calendar, 'Ночной забег'), 'link', { name: 'Принять участие' });
    expect(eventPage.getAttribute('href')).toBe(`${location.origin}/event/ev-night`);
    fireEvent.click(eventPage);
    expect(paths.details).toEqual([{ path: '/event/ev-night' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the event page on the organiser’s site when no page handles racekit:navigate', async () => {
    configure({ site: 'https://events.example' });
    stubApi();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const calendar = await mountCalendar();
    await loaded(calendar, 3);
    fireEvent.click(getByShadowRole(cardOf(calendar, 'Осенний полумарафон'), 'link', { name: 'Принять участие' }));
    expect(assign).toHaveBeenCalledWith('https://events.example/event/ev-autumn');
    expect(cardOf(calendar, 'Стальной рубеж. Лето').querySelector('img')?.getAttribute('src')).toBe(
      'https://events.example/api/files/picture/summer-wide.svg',
    );
  });

  it('filters by the city attribute, narrowing an event to its date and address there, and follows changes', async () => {
    stubApi();
    const calendar = await mountCalendar({ city: '524901' });
    await loaded(calendar, 2);
    expect(cardTitles(calendar)).toEqual(['Стальной рубеж. Лето', 'Осенний полумарафон']);
    const summerHere = cardOf(calendar, 'Стальной рубеж. Лето');
    expect(textOf(summerHere)).toContain('Москва, Парк Патриот');
    expect(summerHere.querySelector('time')?.textContent).toBe('6 июня / 09:00');
    expect(citySelect(calendar).value).toBe('524901');

    await setAttributeOf(calendar, 'city', '551487');
    expect(cardTitles(calendar)).toEqual(['Стальной рубеж. Лето']);
    expect(textOf(cardOf(calendar, 'Стальной рубеж. Лето'))).toContain('Казань, Кремлёвская набережная');
    expect(citySelect(calendar).value).toBe('551487');

    await setAttributeOf(calendar, 'city', null);
    expect(cards(calendar)).toHaveLength(3);
    expect(citySelect(calendar).value).toBe('');
  });

  it('filters by the type attribute and shows it as the pressed chip', async () => {
    stubApi();
    const calendar = await mountCalendar({ type: 'et-city' });
    await loaded(calendar, 2);
    expect(cardTitles(calendar)).toEqual(['Ночной забег', 'Осенний полумарафон']);
    await findByShadowRole(calendar, 'button', { name: 'Город бежит' });
    expect(chip(calendar, 'Город бежит').getAttribute('aria-pressed')).toBe('true');
    expect(chip(calendar, 'Все виды').getAttribute('aria-pressed')).toBe('false');

    await setAttributeOf(calendar, 'type', 'et-heroes');
    expect(cardTitles(calendar)).toEqual(['Стальной рубеж. Лето']);
    expect(chip(calendar, 'Стальной рубеж').getAttribute('aria-pressed')).toBe('true');
  });

  it('filters with its own controls: the city select and the type chips together', async () => {
    stubApi();
    const calendar = await mountCalendar();
    await loaded(calendar, 3);
    await findByShadowRole(calendar, 'option', { name: 'Казань' });
    expect(getAllByShadowRole(calendar, 'option').map((option) => option.textContent)).toEqual(['Все города', 'Москва', 'Казань', 'Екатеринбург']);

    await act(async () => {
      fireEvent.change(citySelect(calendar), { target: { value: '524901' } });
    });
    expect(cardTitles(calendar)).toEqual(['Стальной рубеж. Лето', 'Осенний полумарафон']);

    await act(async () => {
      fireEvent.click(chip(calendar, 'Город бежит'));
    });
    expect(cardTitles(calendar)).toEqual(['Осенний полумарафон']);
    expect(chip(calendar, 'Город бежит').getAttribute('aria-pressed')).toBe('true');

    await act(async () => {
      fireEvent.click(chip(calendar, 'Все виды'));
    });
    expect(cardTitles(calendar)).toEqual(['Стальной рубеж. Лето', 'Осенний полумарафон']);
  });

  it('says when nothing matches the filter, and the reset brings every event back', async () => {
    stubApi();
    const calendar = await mountCalendar({ city: '551487', type: 'et-city' });
    expect(await findByShadowText(calendar, 'По выбранным условиям мероприятий не найдено')).toBeTruthy();
    expect(queryAllByShadowRole(calendar, 'article')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(getByShadowRole(calendar, 'button', { name: 'Сбросить фильтры' }));
    });
    expect(cards(calendar)).toHaveLength(3);
    expect(citySelect(calendar).value).toBe('');
    expect(chip(calendar, 'Все виды').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there are no events at all, with no reset to offer', async () => {
    stubApi({ '/api/event/list': () => ({ status: 200, body: { values: [] } }) });
    const calendar = await mountCalendar();
    expect(await findByShadowText(calendar, 'Мероприятий пока нет')).toBeTruthy();
    expect(queryByShadowRole(calendar, 'button', { name: 'Сбросить фильтры' })).toBeNull();
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['50', 3],
  ])('shows at most limit="%s" cards', async (limit, expected) => {
    stubApi();
    const calendar = await mountCalendar({ limit });
    await loaded(calendar, expected);
    expect(cardTitles(calendar)[0]).toBe('Ночной забег');
  });

  it.each([['0'], ['-2'], ['two'], ['1.5']])('refuses limit="%s" with a message and racekit:error', async (limit) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi();
    const errors = listen('racekit:error');
    const calendar = await mountCalendar({ limit });
    expect(getByShadowRole(calendar, 'alert').textContent).toContain(`«${limit}»`);
    expect(errors.details).toEqual([expect.objectContaining({ code: 'attribute', attribute: 'limit', tag: 'racekit-calendar' })]);
  });

  it('shows a load problem with a retry, the global error popup and racekit:error when the list fails', async () => {
    let fail = true;
    stubApi({
      '/api/event/list': () => (fail ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { values: [night] } }),
    });
    const errors = listen('racekit:error');
    const calendar = await mountCalendar();
    const popup = await findByShadowRole(calendar, 'dialog', { name: 'Ошибка' });
    // The calendar's own message is there too, behind the popup (hidden from assistive tech while it is open).
    expect(getByShadowRole(calendar, 'alert', { hidden: true }).textContent).toContain('Проблема при загрузке');
    expect(popup.textContent).toContain('Произошла ошибка, попробуйте позже');
    expect(errors.details).toEqual([expect.objectContaining({ code: 'api', tag: 'racekit-calendar' })]);

    await act(async () => {
      fireEvent.click(getByShadowRole(calendar, 'button', { name: 'Понятно' }));
    });
    expect(queryByShadowRole(calendar, 'dialog')).toBeNull();

    fail = false;
    await act(async () => {
      fireEvent.click(getByShadowRole(calendar, 'button', { name: 'Повторить' }));
    });
    await loaded(calendar, 1);
  });

  it('shows the server’s message of a 400 in the popup', async () => {
    stubApi({ '/api/event/list': () => ({ status: 400, body: { message: 'Каталог на обслуживании' } }) });
    const calendar = await mountCalendar();
    const popup = await findByShadowRole(calendar, 'dialog', { name: 'Ошибка' });
    expect(popup.textContent).toContain('Каталог на обслуживании');
  });

  it('still lists events when the filters’ lists fail, saying to try later', async () => {
    stubApi({
      '/api/event/cities': () => ({ status: 404, body: { message: 'нет' } }),
      '/api/event_type/list': () => ({ status: 404, body: { message: 'нет' } }),
    });
    const calendar = await mountCalendar({ city: '524901' });
    await loaded(calendar, 2);
    expect(await findByShadowText(calendar, 'Попробуйте позже', { selector: '.filters__types p' })).toBeTruthy();
    // The chosen city stays selectable, named from the events.
    expect(citySelect(calendar).value).toBe('524901');
    expect(citySelect(calendar).selectedOptions[0]?.textContent).toBe('Москва');
  });

  it('speaks English with lang="en": labels, dates and the several-cities text', async () => {
    stubApi();
    const calendar = await mountCalendar({ lang: 'en' });
    await loaded(calendar, 3);
    const several = cardOf(calendar, 'Стальной рубеж. Лето');
    expect(textOf(several)).toContain('In cities across Russia');
    expect(several.querySelector('time')?.textContent).toBe('6 June – 4 July');
    expect(cardOf(calendar, 'Ночной забег').querySelector('time')?.textContent).toBe('30 May / 21:00');
    expect(getAllByShadowRole(calendar, 'link', { name: 'Take part' })).toHaveLength(3);
    expect(getByShadowLabelText(calendar, 'City')).toBeTruthy();
    // the data as the server answered it (the server's English: tests/server/language.test.ts)
    await findByShadowRole(calendar, 'option', { name: 'Казань' });
    expect(getByShadowRole(calendar, 'button', { name: 'All types' }).getAttribute('aria-pressed')).toBe('true');
    expect(getByShadowRole(calendar, 'status').textContent).toBe('3 events found');
  });

  it('reaches every control by keyboard: the select, each chip and each card’s link', async () => {
    stubApi();
    const calendar = await mountCalendar();
    await loaded(calendar, 3);
    await findByShadowRole(calendar, 'button', { name: 'Город бежит' });
    const focusables = [...(calendar.shadowRoot?.querySelectorAll('select, button, a[href]') ?? [])];
    expect(focusables.map((element) => element.localName)).toEqual(['select', 'button', 'button', 'button', 'a', 'a', 'a']);
    expect(focusables.every((element) => element.getAttribute('tabindex') !== '-1')).toBe(true);
  });
});
