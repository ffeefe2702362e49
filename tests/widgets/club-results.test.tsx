/**
 * <racekit-club-results>: the club result upload through its tag (account.md §2, §4, §5, §8):
 * the club looked up by its attribute, the sign-in prompt, the competition types, the form's
 * messages (table-driven), the three requests in order with their bodies, success and failure,
 * the club's latest results with their loading and empty states, and both languages.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { findByShadowLabelText, findByShadowRole, findByShadowText, getByShadowRole, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../widgets/club-results/define.ts';
import { held, stubApi, type Route, type Sent } from './support/stub-api.ts';
import { mountElement } from './support/mount-element.ts';

// ── realistic data (valid for the contract's schemas) ─────────────────────────────────────

const values = (...items: unknown[]) => ({ values: items });
const club = { public_id: 'c-1', public_name: 'runners', title: 'Бегуны', created_date: '2025-03-01T00:00:00Z', description: 'Клуб любителей бега' };
const competitionTypes = values({ public_id: 'ct-1', title: 'Полумарафон' }, { public_id: 'ct-2', title: 'Марафон' });
const competition = (id: string, date: string, title: string, patch: Record<string, unknown> = {}) => ({
  public_id: id,
  competition_type: { public_id: 'ct-1', title: 'Полумарафон' },
  title,
  date,
  result: '01:45:10',
  distance: 21.1,
  user: { name: 'Иван', last_name: 'Петров' },
  ...patch,
});
const recent = values(
  competition('cr-1', '2025-09-14', 'Сентябрьский полумарафон'),
  competition('cr-2', '2025-10-01', 'Осенний полумарафон', { result: '01:39:05', distance: null, user: null }),
);

const api = (overrides: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /api/clubs/runners': { body: club },
  'GET /api/list/competition/type': { body: competitionTypes },
  'GET /api/club/competition/list/c-1': { body: recent },
  'POST /api/files/upload': { body: { public_id: 'file-1', name: 'finish.png' } },
  'POST /api/user/competition': { body: { public_id: 'cr-9' } },
  'PUT /api/user/club/competition/cr-9/c-1': { body: { message: 'Готово' } },
  ...overrides,
});

// ── helpers through the tag ──────────────────────────────────────────────────────────────

const NOW = new Date('2026-03-10T12:00:00+03:00');

const signIn = () => localStorage.setItem('token', JSON.stringify('t-1'));
const mountResults = (attributes: Record<string, string> = { club: 'runners' }) => mountElement('racekit-club-results', attributes);
const picture = (name = 'finish.png', type = 'image/png', size?: number) => new File([size === undefined ? 'PNG' : new Uint8Array(size)], name, { type });

interface Filled {
  readonly type?: string;
  readonly title?: string;
  readonly date?: string;
  readonly time?: string;
  readonly distance?: string;
  readonly file?: File | null;
}

const valid: Required<Filled> = { type: 'ct-1', title: 'Весенний полумарафон', date: '2026-03-08', time: '1:45:10', distance: '21,1', file: picture() };

/** Types a value as a browser reports it: `input` for a text field (what both React's and Preact's onChange hear), `change` for a select. */
async function change(element: HTMLElement, value: string): Promise<void> {
  await act(async () => {
    if (element instanceof HTMLSelectElement) fireEvent.change(element, { target: { value } });
    else fireEvent.input(element, { target: { value } });
  });
}

/** Fills the form through its labels (English labels with `lang: 'en'`). */
async function fill(host: HTMLElement, filled: Filled, en = false): Promise<void> {
  const label = (ru: string, english: string) => new RegExp(en ? english : ru);
  if (filled.type !== undefined) await change(await findByShadowRole(host, 'combobox', { name: label('Вид соревнования', 'Competition type') }), filled.type);
  if (filled.title !== undefined) await change(await findByShadowLabelText(host, label('Название соревнования', 'Competition name')), filled.title);
  if (filled.date !== undefined) await change(await findByShadowLabelText(host, label('^Дата', '^Date')), filled.date);
  if (filled.time !== undefined) await change(await findByShadowLabelText(host, label('Время результата', 'Result time')), filled.time);
  if (filled.distance !== undefined) await change(await findByShadowLabelText(host, label('Дистанция', 'Distance')), filled.distance);
  if (filled.file !== undefined && filled.file !== null) {
    const input = await findByShadowLabelText(host, label('Файл с результатом', 'Result file'));
    const file = filled.file;
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  }
}

async function send(host: HTMLElement, name = 'Загрузить результат'): Promise<void> {
  await act(async () => {
    fireEvent.click(getByShadowRole(host, 'button', { name }));
  });
}

const inputValue = (element: HTMLElement) => (element instanceof HTMLInputElement ? element.value : undefined);
const uploads = (sent: readonly Sent[]) => sent.filter((request) => request.method !== 'GET');

describe('<racekit-club-results>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('looks the club up by its attribute, then shows its name and its latest results, newest first', async () => {
    const lookup = held({ body: club });
    const list = held({ body: recent });
    const sent = stubApi(api({ 'GET /api/clubs/runners': lookup.route, 'GET /api/club/competition/list/c-1': list.route }));
    const host = await mountResults();
    expect(await findByShadowText(host, 'Загружаем клуб')).toBeTruthy();

    await lookup.release();
    expect(await findByShadowRole(host, 'heading', { name: 'Загрузка результата' })).toBeTruthy();
    expect(await findByShadowText(host, 'Клуб «Бегуны»')).toBeTruthy();
    expect(await findByShadowText(host, 'Загружаем результаты клуба')).toBeTruthy();

    await list.release();
    // The heading is there while the list loads: wait for the first result itself.
    await findByShadowText(host, 'Осенний полумарафон');
    const items = (await findByShadowRole(host, 'heading', { name: 'Последние результаты клуба' })).parentElement?.querySelectorAll('li') ?? [];
    expect([...items].map((item) => item.textContent)).toEqual([
      'Осенний полумарафонПолумарафон1 октября 2025Время: 01:39:05',
      'Сентябрьский полумарафонПолумарафон14 сентября 202521,1 кмУчастник: Иван ПетровВремя: 01:45:10',
    ]);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/clubs/runners', 'GET /api/club/competition/list/c-1']);
  });

  it('says the club has no results yet', async () => {
    stubApi(api({ 'GET /api/club/competition/list/c-1': { body: values() } }));
    const host = await mountResults();
    expect(await findByShadowRole(host, 'heading', { name: 'Результатов пока нет' })).toBeTruthy();
  });

  it('asks a visitor who is not signed in to sign in, through racekit:navigate to /login', async () => {
    stubApi(api());
    const host = await mountResults();
    expect(await findByShadowText(host, 'Войдите в личный кабинет, чтобы загрузить результат в клуб')).toBeTruthy();
    expect(queryByShadowRole(host, 'button', { name: 'Загрузить результат' })).toBeNull();
    expect(await findByShadowText(host, 'Осенний полумарафон')).toBeTruthy();

    const paths: string[] = [];
    const onNavigate = (event: CustomEvent<{ path: string }>) => {
      paths.push(event.detail.path);
      event.preventDefault();
    };
    document.addEventListener('racekit:navigate', onNavigate);
    fireEvent.click(getByShadowRole(host, 'button', { name: 'Войти' }));
    document.removeEventListener('racekit:navigate', onNavigate);
    expect(paths).toEqual(['/login']);
  });

  it('loads the competition types for a signed-in member', async () => {
    signIn();
    const types = held({ body: competitionTypes });
    stubApi(api({ 'GET /api/list/competition/type': types.route }));
    const host = await mountResults();
    expect(await findByShadowText(host, 'Загружаем виды соревнований')).toBeTruthy();
    await types.release();
    const select = await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    expect([...select.querySelectorAll('option')].filter((option) => !option.disabled).map((option) => option.textContent)).toEqual(['Полумарафон', 'Марафон']);
  });

  it('names every missing field when sent empty, and sends nothing', async () => {
    signIn();
    const sent = stubApi(api());
    const host = await mountResults();
    await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    await send(host);
    expect(await findByShadowText(host, 'Выберите вариант')).toBeTruthy();
    expect(await findByShadowText(host, 'Загрузите файл')).toBeTruthy();
    const alerts = host.shadowRoot?.querySelectorAll('.rk-field__error') ?? [];
    expect([...alerts].map((alert) => alert.textContent)).toEqual(['Выберите вариант', 'Заполните поле', 'Заполните поле', 'Заполните поле', 'Загрузите файл']);
    expect(uploads(sent)).toEqual([]);
    // The first field with a message has the focus.
    expect(host.shadowRoot?.activeElement).toBe(getByShadowRole(host, 'combobox', { name: /Вид соревнования/ }));
  });

  it.each([
    ['a time without seconds', { time: '1:45' }, 'Введите корректное время'],
    ['minutes past 59', { time: '1:75:00' }, 'Введите корректное время'],
    ['a zero time', { time: '00:00:00' }, 'Введите корректное время'],
    ['a time that is text', { time: 'быстро' }, 'Введите корректное время'],
    ['a zero distance', { distance: '0' }, 'Значение должно быть больше 0'],
    ['a negative distance', { distance: '-5' }, 'Значение должно быть больше 0'],
    ['a distance that is text', { distance: 'далеко' }, 'Значение должно быть больше 0'],
    ['a date after today', { date: '2026-03-11' }, 'Введите корректную дату'],
    ['a blank name', { title: '   ' }, 'Заполните поле'],
    ['a picture over 2097152 bytes', { file: picture('finish.png', 'image/png', 2_097_153) }, 'Размер изображения слишком большой'],
    ['a gif', { file: picture('finish.gif', 'image/gif') }, 'Неподдерживаемый формат'],
    ['a pdf', { file: picture('finish.pdf', 'application/pdf') }, 'Неподдерживаемый формат'],
  ])('refuses %s', async (_case, wrong: Filled, message) => {
    signIn();
    const sent = stubApi(api());
    const host = await mountResults();
    await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    await fill(host, { ...valid, ...wrong });
    await send(host);
    const alerts = host.shadowRoot?.querySelectorAll('.rk-field__error') ?? [];
    expect([...alerts].map((alert) => alert.textContent)).toEqual([message]);
    expect(uploads(sent)).toEqual([]);
  });

  it.each([
    ['a picture of exactly 2097152 bytes', { file: picture('finish.png', 'image/png', 2_097_152) }],
    ['a .jpeg picture', { file: picture('finish.jpeg', 'image/jpeg') }],
    ['no distance', { distance: '' }],
  ])('accepts %s', async (_case, patch: Filled) => {
    signIn();
    const sent = stubApi(api());
    const host = await mountResults();
    await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    await fill(host, { ...valid, ...patch });
    await send(host);
    expect(await findByShadowText(host, 'Ваши результаты успешно загружены')).toBeTruthy();
    expect(uploads(sent).map((request) => request.path)).toEqual(['/api/files/upload', '/api/user/competition', '/api/user/club/competition/cr-9/c-1']);
  });

  it('uploads the picture, creates the result and attaches it to the club, in that order, then says so', async () => {
    signIn();
    const sent = stubApi(api());
    const host = await mountResults();
    await findByShadowText(host, 'Осенний полумарафон');
    await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    await fill(host, valid);
    await send(host);

    expect(await findByShadowText(host, 'Ваши результаты успешно загружены')).toBeTruthy();
    expect(uploads(sent)).toEqual([
      { method: 'POST', path: '/api/files/upload', body: { name: 'finish.png', type: 'image/png', data: btoa('PNG') }, authorization: 'Bearer t-1' },
      {
        method: 'POST',
        path: '/api/user/competition',
        body: { competition_type: 'ct-1', title: 'Весенний полумарафон', date: '2026-03-08', result: '01:45:10', distance: 21.1, file: 'file-1' },
        authorization: 'Bearer t-1',
      },
      { method: 'PUT', path: '/api/user/club/competition/cr-9/c-1', body: undefined, authorization: 'Bearer t-1' },
    ]);
    // The form empties and the club's list is asked again.
    expect(inputValue(await findByShadowLabelText(host, /Название соревнования/))).toBe('');
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/club/competition/list/c-1')).toHaveLength(2));
  });

  it.each([
    ['the result cannot be created', { 'POST /api/user/competition': { status: 500, body: {} } }, undefined, ['/api/files/upload', '/api/user/competition']],
    [
      'the club refuses the result',
      { 'PUT /api/user/club/competition/cr-9/c-1': { status: 400, body: { message: 'Вы не состоите в этом клубе' } } },
      'Вы не состоите в этом клубе',
      ['/api/files/upload', '/api/user/competition', '/api/user/club/competition/cr-9/c-1'],
    ],
    ['the picture cannot be uploaded', { 'POST /api/files/upload': { status: 502, body: {} } }, undefined, ['/api/files/upload']],
  ])("says 'Не удалось загрузить ваши результаты' when %s", async (_case, overrides: Record<string, Route>, detail, paths) => {
    signIn();
    const sent = stubApi(api(overrides));
    const errors: string[] = [];
    const onError = (event: CustomEvent<{ code: string }>) => errors.push(event.detail.code);
    document.addEventListener('racekit:error', onError);
    const host = await mountResults();
    await findByShadowRole(host, 'combobox', { name: /Вид соревнования/ });
    await fill(host, valid);
    await send(host);

    expect(await findByShadowText(host, 'Не удалось загрузить ваши результаты')).toBeTruthy();
    document.removeEventListener('racekit:error', onError);
    expect(errors).toEqual(['api']);
    if (detail !== undefined) expect(await findByShadowText(host, detail)).toBeTruthy();
    expect(queryByShadowText(host, 'Ваши результаты успешно загружены')).toBeNull();
    expect(uploads(sent).map((request) => request.path)).toEqual(paths);
    // What was typed stays, to send again.
    expect(inputValue(await findByShadowLabelText(host, /Название соревнования/))).toBe('Весенний полумарафон');
  });

  it('shows a problem when the club cannot be found, and asks again on retry', async () => {
    let found = false;
    stubApi(api({ 'GET /api/clubs/runners': () => (found ? { body: club } : { status: 404, body: { message: 'Клуб не найден' } }) }));
    const host = await mountResults();
    expect(await findByShadowText(host, 'Проблема при загрузке')).toBeTruthy();
    found = true;
    await act(async () => {
      fireEvent.click(getByShadowRole(host, 'button', { name: 'Повторить' }));
    });
    expect(await findByShadowText(host, 'Клуб «Бегуны»')).toBeTruthy();
  });

  it('refuses to start without a club', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(api());
    const attributes: string[] = [];
    const onError = (event: CustomEvent<{ code: string; attribute?: string }>) => attributes.push(`${event.detail.code}:${event.detail.attribute ?? ''}`);
    document.addEventListener('racekit:error', onError);
    const host = await mountResults({});
    document.removeEventListener('racekit:error', onError);
    expect(attributes).toEqual(['attribute:club']);
    expect(await findByShadowRole(host, 'alert')).toBeTruthy();
  });

  describe('in English', () => {
    it('labels the form, the messages and the results in English', async () => {
      signIn();
      stubApi(api({ 'PUT /api/user/club/competition/cr-9/c-1': { status: 500, body: {} } }));
      const host = await mountResults({ club: 'runners', lang: 'en' });
      expect(await findByShadowRole(host, 'heading', { name: 'Result upload' })).toBeTruthy();
      expect(await findByShadowText(host, 'Club “Бегуны”')).toBeTruthy();
      expect(await findByShadowText(host, '21.1 km')).toBeTruthy();
      expect(await findByShadowText(host, '14 September 2025')).toBeTruthy();

      await findByShadowRole(host, 'combobox', { name: /Competition type/ });
      await fill(host, { ...valid, time: '1:61:00' }, true);
      await send(host, 'Upload the result');
      expect(await findByShadowText(host, 'Enter a valid time')).toBeTruthy();

      await fill(host, { time: '1:45:10' }, true);
      await send(host, 'Upload the result');
      expect(await findByShadowText(host, 'Could not upload your results')).toBeTruthy();
    });

    it('asks to sign in in English', async () => {
      stubApi(api());
      const host = await mountResults({ club: 'runners', lang: 'en' });
      expect(await findByShadowText(host, 'Sign in to your account to upload a result to the club')).toBeTruthy();
      expect(await findByShadowRole(host, 'button', { name: 'Sign in' })).toBeTruthy();
    });
  });
});
