/**
 * <racekit-insurance>: 'Выбор события страхования' through its tag (account.md §2, §5, §9):
 * each step's loading and choice, the event search window, the unavailable message for no
 * formats and for no product, the buy button's conditions, the basket line in the guest's and
 * the signed-in user's list with its events, the dialog mode, keyboard and both languages.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findByShadowRole, findByShadowText, getByShadowRole, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketItem } from '../../sdk/contract/schemas/index.ts';
import '../../widgets/insurance/define.ts';
import { held, stubApi, type Reply, type Route } from './support/stub-api.ts';
import { listen as listenOnPage } from './support/listen.ts';
import { mountElement, setAttributeOf } from './support/mount-element.ts';

// ── realistic data (valid for the contract's schemas) ─────────────────────────────────────

const values = (...items: unknown[]) => ({ values: items });
const types = values({ public_id: 'et-1', title: 'Гонка Героев' }, { public_id: 'et-2', title: 'Забег Прайд' });
// Казань has no event of the types with an insured format: it is never offered (issue 29 item 22)
const cities = values({ id: 524901, name_ru: 'Москва' }, { id: 498817, name_ru: 'Санкт-Петербург' }, { id: 551487, name_ru: 'Казань' });
/** The server answers a city's `name_ru` in the language asked (issue 15). */
const citiesInEnglish = values({ id: 524901, name_ru: 'Moscow' }, { id: 498817, name_ru: 'Saint Petersburg' }, { id: 551487, name_ru: 'Kazan' });
const eventCity = (id: string, start: string, title: string, city = { name_ru: 'Москва', id: 524901 }) => ({
  public_id: id,
  city,
  start_time: start,
  address: 'Парк Патриот',
  timezone: 'Europe/Moscow',
  event: { public_id: `ev-${id}`, title },
});
const format = (id: string, title: string, start: string) => ({ public_id: id, title, price: 3500, start_time: start, insurance_available: true });
const product = {
  public_id: 'ins-1',
  name: 'Спортивная страховка',
  price: 200,
  title: 'Защита на старте',
  subtitle: 'Несчастный случай на трассе',
  description: 'Покрывает травмы во время забега и на разминке.',
  footnote: '* Действует в день старта',
  legals: '/media/ins-1-terms.pdf',
};

const api = (overrides: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /api/event_type/list': { body: types },
  'GET /api/event/cities': { body: cities },
  'POST /api/event_city/filtered': {
    body: values(
      eventCity('ec-2', '2026-09-12T10:00:00+03:00', 'Осенняя гонка'),
      eventCity('ec-1', '2026-06-06T09:00:00+03:00', 'Летняя гонка'),
      eventCity('ec-3', '2026-07-01T10:00:00+03:00', 'Невская гонка', { name_ru: 'Санкт-Петербург', id: 498817 }),
    ),
  },
  'GET /api/insurance/event/city/formats/ec-1': { body: values(format('f-1', 'Элита 10 км', '2026-06-06T09:00:00+03:00'), format('f-2', 'Открытый старт', '2026-06-06T11:30:00+03:00')) },
  'GET /api/insurance/event/city/formats/ec-2': { body: values(format('f-3', 'Элита 10 км', '2026-09-12T10:00:00+03:00')) },
  'GET /api/insurance/event/city/formats/ec-3': { body: values(format('f-4', 'Спринт 5 км', '2026-07-01T10:00:00+03:00')) },
  'GET /api/event_format/active/insurances/f-1': { body: values(product) },
  'GET /api/event_format/active/insurances/f-2': { body: values() },
  'GET /api/event_format/active/insurances/f-3': { body: values(product) },
  'GET /api/event_format/active/insurances/f-4': { body: values(product) },
  ...overrides,
});

// ── helpers through the tag ──────────────────────────────────────────────────────────────

const NOW = new Date('2026-03-10T12:00:00+03:00');

const mountInsurance = (attributes: Record<string, string> = {}) => mountElement('racekit-insurance', attributes);
const select = (host: HTMLElement, name: string) => findByShadowRole(host, 'combobox', { name });
const disabled = (element: HTMLElement) => element.hasAttribute('disabled');
const selectedValue = (element: HTMLElement) => (element instanceof HTMLSelectElement ? element.value : undefined);
const checked = (element: HTMLElement) => element instanceof HTMLInputElement && element.checked;
const optionLabels = (element: HTMLElement) => [...element.querySelectorAll('option')].filter((option) => !option.disabled).map((option) => option.textContent);
const buyButton = (host: HTMLElement, name = 'Купить') => getByShadowRole(host, 'button', { name });
const consentBox = (host: HTMLElement, name = 'Я ознакомился с правилами страхования и согласен с ними') => getByShadowRole(host, 'checkbox', { name });

async function choose(host: HTMLElement, label: string, value: string): Promise<void> {
  const element = await select(host, label);
  await waitFor(() => expect(disabled(element)).toBe(false));
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
}

/** Type, city, format: the flow up to the product. */
async function chooseAll(host: HTMLElement, formatId = 'f-1'): Promise<void> {
  await choose(host, 'Вид мероприятия', 'et-1');
  await choose(host, 'Город', '524901');
  await choose(host, 'Формат', formatId);
}

function listen(): { events: { type: string; detail: unknown }[]; stop: () => void } {
  const events: { type: string; detail: unknown }[] = [];
  const changes = listenOnPage('racekit:basket-change', (event) => events.push({ type: event.type, detail: event.detail }));
  const navigations = listenOnPage('racekit:navigate', (event) => {
    events.push({ type: event.type, detail: event.detail });
    event.preventDefault();
  });
  return {
    events,
    stop: () => {
      changes.stop();
      navigations.stop();
    },
  };
}

const storedList = (key: string): BasketItem[] => {
  const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((line): line is BasketItem => BasketItem.is(line)) : [];
};

describe('<racekit-insurance>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each list loading, then its choices; a city waits for a type and a format for a city', async () => {
    const typeList = held({ body: types });
    const cityList = held({ body: cities });
    stubApi(api({ 'GET /api/event_type/list': typeList.route, 'GET /api/event/cities': cityList.route }));
    const host = await mountInsurance();

    expect(await findByShadowRole(host, 'heading', { name: 'Выбор события страхования' })).toBeTruthy();
    expect(await findByShadowText(host, 'Загружаем виды мероприятий')).toBeTruthy();
    expect(await findByShadowText(host, 'Загружаем города')).toBeTruthy();
    expect(queryByShadowRole(host, 'combobox', { name: 'Вид мероприятия' })).toBeNull();

    await typeList.release();
    const typeSelect = await select(host, 'Вид мероприятия');
    expect(optionLabels(typeSelect)).toEqual(['Гонка Героев', 'Забег Прайд']);
    expect(queryByShadowText(host, 'Загружаем виды мероприятий')).toBeNull();

    await cityList.release();
    const citySelect = await select(host, 'Город');
    expect(disabled(citySelect)).toBe(true);
    expect(await findByShadowText(host, 'Сначала выберите вид мероприятия')).toBeTruthy();
    expect(disabled(await select(host, 'Формат'))).toBe(true);

    await choose(host, 'Вид мероприятия', 'et-1');
    expect(disabled(await select(host, 'Город'))).toBe(false);
    // only the cities where the type has an insured format (issue 29 item 22): not Казань
    expect(optionLabels(await select(host, 'Город'))).toEqual(['Москва', 'Санкт-Петербург']);
    expect(disabled(await select(host, 'Формат'))).toBe(true);
    expect(await findByShadowText(host, 'Сначала выберите город')).toBeTruthy();
  });

  it('searches events of the type from today to a year ahead, then the insured formats of each; a city lists its own', async () => {
    const search = held(api()['POST /api/event_city/filtered'] as Reply);
    const sent = stubApi(api({ 'POST /api/event_city/filtered': search.route }));
    const host = await mountInsurance();
    await choose(host, 'Вид мероприятия', 'et-1');

    expect(await findByShadowText(host, 'Ищем события и форматы')).toBeTruthy();
    const searches = sent.filter((request) => request.path === '/api/event_city/filtered');
    expect(searches.map((request) => [request.method, request.body])).toEqual([['POST', { event_type: 'et-1', date_from: '2026-03-10', date_to: '2027-03-10' }]]);

    await search.release();
    await choose(host, 'Город', '524901');
    const formatSelect = await select(host, 'Формат');
    await waitFor(() => expect(disabled(formatSelect)).toBe(false));
    expect(sent.filter((request) => request.path.startsWith('/api/insurance/event/city/formats/')).map((request) => request.path).sort()).toEqual([
      '/api/insurance/event/city/formats/ec-1',
      '/api/insurance/event/city/formats/ec-2',
      '/api/insurance/event/city/formats/ec-3',
    ]);
    expect(sent.filter((request) => request.path === '/api/event_city/filtered')).toHaveLength(1);
    // Soonest first, each with its event and start on the event's clock.
    expect(optionLabels(formatSelect)).toEqual([
      'Летняя гонка · Элита 10 км · 6 июня / 09:00',
      'Летняя гонка · Открытый старт · 6 июня / 11:30',
      'Осенняя гонка · Элита 10 км · 12 сентября / 10:00',
    ]);
  });

  it.each([
    ['no event is found', { 'POST /api/event_city/filtered': { body: values() } }],
    [
      'the events found have no insured format',
      { 'GET /api/insurance/event/city/formats/ec-1': { body: values() }, 'GET /api/insurance/event/city/formats/ec-2': { body: values() }, 'GET /api/insurance/event/city/formats/ec-3': { body: values() } },
    ],
    [
      'every format says insurance is not available',
      {
        'GET /api/insurance/event/city/formats/ec-1': { body: values({ ...format('f-1', 'Элита', '2026-06-06T09:00:00+03:00'), insurance_available: false }) },
        'GET /api/insurance/event/city/formats/ec-2': { body: values() },
        'GET /api/insurance/event/city/formats/ec-3': { body: values() },
      },
    ],
  ])("says 'Для выбранного события страховка недоступна' when %s, and offers no city", async (_case, overrides: Record<string, Route>) => {
    stubApi(api(overrides));
    const host = await mountInsurance();
    await choose(host, 'Вид мероприятия', 'et-1');
    expect(await findByShadowText(host, 'Для выбранного события страховка недоступна')).toBeTruthy();
    expect(queryByShadowRole(host, 'combobox', { name: 'Город' })).toBeNull();
    expect(queryByShadowRole(host, 'combobox', { name: 'Формат' })).toBeNull();
    expect(disabled(consentBox(host))).toBe(true);
    expect(disabled(buyButton(host))).toBe(true);
  });

  it('shows the product of the chosen format: name, title, subtitle, description, footnote, rules and 200 ₽', async () => {
    const products = held({ body: values(product) });
    const sent = stubApi(api({ 'GET /api/event_format/active/insurances/f-1': products.route }));
    const host = await mountInsurance();
    await chooseAll(host);

    expect(await findByShadowText(host, 'Загружаем страховку')).toBeTruthy();
    expect(sent.some((request) => request.method === 'GET' && request.path === '/api/event_format/active/insurances/f-1')).toBe(true);
    await products.release();

    expect(await findByShadowText(host, 'Спортивная страховка')).toBeTruthy();
    expect(await findByShadowRole(host, 'heading', { name: 'Защита на старте' })).toBeTruthy();
    expect(await findByShadowText(host, 'Несчастный случай на трассе')).toBeTruthy();
    expect(await findByShadowText(host, 'Покрывает травмы во время забега и на разминке.')).toBeTruthy();
    expect(await findByShadowText(host, '* Действует в день старта')).toBeTruthy();
    expect(await findByShadowText(host, '200 ₽')).toBeTruthy();
    const rules = await findByShadowRole(host, 'link', { name: 'Правила страхования' });
    expect(rules.getAttribute('href')).toBe(`${location.origin}/media/ins-1-terms.pdf`);
    expect(rules.getAttribute('target')).toBe('_blank');
    // The chosen format's start and place.
    expect(await findByShadowText(host, '6 июня / 09:00')).toBeTruthy();
    expect(await findByShadowText(host, 'Парк Патриот')).toBeTruthy();
  });

  it("says 'Для выбранного события страховка недоступна' when the format has no insurance product", async () => {
    stubApi(api());
    const host = await mountInsurance();
    await chooseAll(host, 'f-2');
    expect(await findByShadowText(host, 'Для выбранного события страховка недоступна')).toBeTruthy();
    expect(disabled(consentBox(host))).toBe(true);
    expect(disabled(buyButton(host))).toBe(true);
  });

  it('enables buying only with a format, a product and the consent', async () => {
    stubApi(api());
    const host = await mountInsurance();
    const state = () => ({ consent: !consentBox(host).hasAttribute('disabled'), buy: !buyButton(host).hasAttribute('disabled') });

    await select(host, 'Вид мероприятия');
    expect(state()).toEqual({ consent: false, buy: false });
    await choose(host, 'Вид мероприятия', 'et-1');
    await choose(host, 'Город', '524901');
    expect(state()).toEqual({ consent: false, buy: false });
    await choose(host, 'Формат', 'f-1');
    await findByShadowText(host, 'Спортивная страховка');
    expect(state()).toEqual({ consent: true, buy: false });

    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    expect(state()).toEqual({ consent: true, buy: true });
    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    expect(state()).toEqual({ consent: true, buy: false });

    // Choosing another format asks for the consent again.
    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    await choose(host, 'Формат', 'f-3');
    await findByShadowText(host, 'Спортивная страховка');
    expect(checked(consentBox(host))).toBe(false);
    expect(state()).toEqual({ consent: true, buy: false });
  });

  it("adds the insurance to a guest's list, then fires racekit:basket-change and racekit:navigate to /basket", async () => {
    const existing: BasketItem = { unique_id: 'line-0', public_id: 'f-9', selector: 'ticket', count: 1, price: 3500 };
    localStorage.setItem('NoAuthBasketGoods', JSON.stringify([existing]));
    const sent = stubApi(api());
    const host = await mountInsurance();
    await chooseAll(host);
    await findByShadowText(host, 'Спортивная страховка');
    const heard = listen();
    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    await act(async () => {
      fireEvent.click(buyButton(host));
    });
    await waitFor(() => expect(heard.events).toHaveLength(2));
    heard.stop();

    expect(heard.events).toEqual([
      { type: 'racekit:basket-change', detail: { count: 2 } },
      { type: 'racekit:navigate', detail: { path: '/basket' } },
    ]);
    const list = storedList('NoAuthBasketGoods');
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual(existing);
    expect(list[1]).toMatchObject({
      selector: 'insurance',
      public_id: 'ins-1',
      count: 1,
      price: 200,
      name: 'Спортивная страховка',
      format_public_id: 'f-1',
      start_time: '2026-06-06T09:00:00+03:00',
      event: { public_id: 'ev-ec-1', title: 'Летняя гонка' },
      event_city: { public_id: 'ec-1', timezone: 'Europe/Moscow' },
    });
    expect(list[1]?.unique_id).toMatch(/^[0-9a-f]{32}$/);
    expect(storedList('basketGoods')).toEqual([]);
    expect(sent.some((request) => request.path === '/api/user/basket')).toBe(false);
  });

  it("adds the insurance to a signed-in user's list and saves it on the server before going to the basket", async () => {
    localStorage.setItem('token', JSON.stringify('t-1'));
    const save = vi.fn(({ body }: { body: unknown }) => ({ body: { values: (body as { goods: unknown[] }).goods } }));
    const sent = stubApi(api({ 'POST /api/user/basket': save }));
    const host = await mountInsurance();
    await chooseAll(host, 'f-3');
    await findByShadowText(host, 'Спортивная страховка');
    const heard = listen();
    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    await act(async () => {
      fireEvent.click(buyButton(host));
    });
    await waitFor(() => expect(heard.events).toHaveLength(2));
    heard.stop();

    expect(heard.events).toEqual([
      { type: 'racekit:basket-change', detail: { count: 1 } },
      { type: 'racekit:navigate', detail: { path: '/basket' } },
    ]);
    const saves = sent.filter((request) => request.method === 'POST' && request.path === '/api/user/basket');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.authorization).toBe('Bearer t-1');
    expect(saves[0]?.body).toMatchObject({ goods: [{ selector: 'insurance', public_id: 'ins-1', format_public_id: 'f-3', start_time: '2026-09-12T10:00:00+03:00' }] });
    expect(storedList('basketGoods')).toMatchObject([{ selector: 'insurance', public_id: 'ins-1' }]);
    expect(storedList('NoAuthBasketGoods')).toEqual([]);
  });

  it('stays, with the message in the global popup, when the signed-in basket cannot be saved', async () => {
    localStorage.setItem('token', JSON.stringify('t-1'));
    stubApi(api({ 'POST /api/user/basket': { status: 400, body: { message: 'Корзина недоступна' } } }));
    const host = await mountInsurance();
    await chooseAll(host);
    await findByShadowText(host, 'Спортивная страховка');
    const heard = listen();
    // Two presses, two steps (as in the other tests): a press sees what the first one changed.
    await act(async () => {
      fireEvent.click(consentBox(host));
    });
    await act(async () => {
      fireEvent.click(buyButton(host));
    });
    expect(await findByShadowText(host, 'Корзина недоступна')).toBeTruthy();
    heard.stop();
    expect(heard.events.map((event) => event.type)).toEqual(['racekit:basket-change']);
  });

  it('reports a list that fails to load, and loads it again on retry', async () => {
    let fail = true;
    stubApi(api({ 'GET /api/event_type/list': () => (fail ? { status: 500, body: {} } : { body: types }) }));
    const errors: string[] = [];
    const onError = (event: CustomEvent<{ code: string }>) => errors.push(event.detail.code);
    document.addEventListener('racekit:error', onError);
    const host = await mountInsurance();
    expect(await findByShadowText(host, 'Проблема при загрузке')).toBeTruthy();
    expect(await findByShadowText(host, 'Произошла ошибка, попробуйте позже')).toBeTruthy();
    document.removeEventListener('racekit:error', onError);
    expect(errors).toContain('api');

    fail = false;
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Понятно' }));
    });
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Повторить' }));
    });
    expect(optionLabels(await select(host, 'Вид мероприятия'))).toEqual(['Гонка Героев', 'Забег Прайд']);
  });

  it('starts from the event-type and city attributes, and again when they change', async () => {
    const sent = stubApi(api());
    const host = await mountInsurance({ 'event-type': 'et-2', city: '524901' });
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/event_city/filtered')).toHaveLength(1));
    expect(sent.find((request) => request.path === '/api/event_city/filtered')?.body).toMatchObject({ event_type: 'et-2' });
    expect(selectedValue(await select(host, 'Вид мероприятия'))).toBe('et-2');
    await waitFor(async () => expect(selectedValue(await select(host, 'Город'))).toBe('524901'));

    await setAttributeOf(host, 'city', '498817');
    await waitFor(async () => expect(selectedValue(await select(host, 'Город'))).toBe('498817'));
    const formatSelect = await select(host, 'Формат');
    await waitFor(() => expect(disabled(formatSelect)).toBe(false));
    expect(optionLabels(formatSelect)).toEqual(['Невская гонка · Спринт 5 км · 1 июля / 10:00']);
  });

  it('is operable by keyboard: choices, consent with Space and buying with Enter', async () => {
    stubApi(api());
    const user = userEvent.setup();
    const host = await mountInsurance();
    await user.selectOptions(await select(host, 'Вид мероприятия'), 'et-1');
    const city = await select(host, 'Город');
    await waitFor(() => expect(disabled(city)).toBe(false));
    await user.selectOptions(city, '524901');
    const formatSelect = await select(host, 'Формат');
    await waitFor(() => expect(disabled(formatSelect)).toBe(false));
    await user.selectOptions(formatSelect, 'f-1');
    await findByShadowText(host, 'Спортивная страховка');

    const heard = listen();
    consentBox(host).focus();
    await user.keyboard(' ');
    expect(checked(consentBox(host))).toBe(true);
    buyButton(host).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heard.events.map((event) => event.type)).toEqual(['racekit:basket-change', 'racekit:navigate']));
    heard.stop();
  });

  describe('dialog mode', () => {
    it("opens 'Выбор события страхования' from its button, closes on Escape, and closes after buying", async () => {
      stubApi(api());
      const host = await mountInsurance({ mode: 'dialog' });
      expect(queryByShadowRole(host, 'dialog')).toBeNull();
      const trigger = await findByShadowRole(host, 'button', { name: 'Купить страховку' });

      await act(async () => {
        fireEvent.click(trigger);
      });
      const dialog = await findByShadowRole(host, 'dialog', { name: 'Выбор события страхования' });
      await act(async () => {
        fireEvent.keyDown(dialog, { key: 'Escape' });
      });
      expect(queryByShadowRole(host, 'dialog')).toBeNull();

      await act(async () => {
        fireEvent.click(trigger);
      });
      await chooseAll(host);
      await findByShadowText(host, 'Спортивная страховка');
      const heard = listen();
      await act(async () => {
        fireEvent.click(consentBox(host));
      });
      await act(async () => {
        fireEvent.click(buyButton(host));
      });
      await waitFor(() => expect(heard.events).toHaveLength(2));
      heard.stop();
      expect(queryByShadowRole(host, 'dialog')).toBeNull();
      expect(storedList('NoAuthBasketGoods')).toHaveLength(1);
    });

    it('refuses a mode it does not know', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubApi(api());
      const host = await mountInsurance({ mode: 'popup' });
      expect(await findByShadowRole(host, 'alert')).toBeTruthy();
      expect(queryByShadowRole(host, 'button', { name: 'Купить страховку' })).toBeNull();
    });
  });

  describe('in English', () => {
    it('labels every step, the product and the unavailable message in English', async () => {
      // an English visitor (the stored choice): the data is asked in English too
      localStorage.setItem('lang', JSON.stringify('en'));
      const asked: (string | null)[] = [];
      const answerCities = (_sent: unknown, language: string | null) => {
        asked.push(language);
        return { body: language === 'en' ? citiesInEnglish : cities };
      };
      stubApi(api({ 'GET /api/event/cities': answerCities }));
      const host = await mountInsurance({ lang: 'en' });
      expect(await findByShadowRole(host, 'heading', { name: 'Choose the event to insure' })).toBeTruthy();
      await choose(host, 'Event type', 'et-1');
      const city = await select(host, 'City');
      expect(optionLabels(city)).toEqual(['Moscow', 'Saint Petersburg']);
      await choose(host, 'City', '524901');
      expect(optionLabels(await select(host, 'Format'))[0]).toBe('Летняя гонка · Элита 10 км · 6 June / 09:00');
      await choose(host, 'Format', 'f-1');
      expect(await findByShadowText(host, '200 ₽')).toBeTruthy();
      expect(disabled(consentBox(host, 'I have read and accept the insurance rules'))).toBe(false);
      expect(disabled(buyButton(host, 'Buy'))).toBe(true);

      await choose(host, 'Format', 'f-2');
      expect(await findByShadowText(host, 'Insurance is not available for the selected event')).toBeTruthy();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((language) => language !== 'en')).toEqual([]);
    });

    it('names the dialog button in English', async () => {
      stubApi(api());
      const host = await mountInsurance({ mode: 'dialog', lang: 'en' });
      expect(await findByShadowRole(host, 'button', { name: 'Buy insurance' })).toBeTruthy();
    });
  });
});
