/**
 * News, clubs, results and seats over HTTP against a freshly seeded database, each answer
 * checked against the contract, each call's main error too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubsCalls, newsCalls, resultsCalls, seatsCalls } from '../../sdk/contract/index.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { contractCalls } from './support-contract-calls.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
});
afterAll(async () => {
  await server.close();
});

const { send, ok } = contractCalls(() => server);

/** Every column of account.md §2 results. */
const RESULT_COLUMNS = [
  'distance', 'comments', 'status', 'time_start', 'time_finish', 'position_absolute', 'position_gen_absolute',
  'position_cat_absolute', 'last_name', 'category', 'gender', 'first_name', 'start_number', 'absolute_time_result',
  'individual_time_result', 'fine_time_result', 'time_result', 'position', 'position_gen', 'position_age',
  'position_cat', 'position_gen_age', 'overallPlace',
];

describe('news', () => {
  it('lists news newest first, answers one with its full text, and a preview of ?limit items', async () => {
    const { values } = await ok(newsCalls.list);
    expect(values.length).toBeGreaterThanOrEqual(8);
    const dates = values.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const one = await ok(newsCalls.one, { id: 'news-insurance' });
    expect(one.title).toBe('Страховка участника теперь оформляется в корзине');
    expect(one.text?.split('\n\n')).toHaveLength(2);
    expect((await ok(newsCalls.preview, {}, { query: '?limit=2' })).values.map((item) => item.public_id)).toEqual(
      values.slice(0, 2).map((item) => item.public_id),
    );
    expect((await ok(newsCalls.preview)).values).toHaveLength(3);
  });

  it.each([
    ['an unknown item', () => send(newsCalls.one, { id: 'news-none' }), 404, 'Новость не найдена'],
    ['a limit of 0', () => send(newsCalls.preview, {}, { query: '?limit=0' }), 400, 'Значение должно быть больше 0'],
    ['a fractional limit', () => send(newsCalls.preview, {}, { query: '?limit=2.5' }), 400, 'Значение должно быть целым числом'],
    ['a limit that is not a number', () => send(newsCalls.preview, {}, { query: '?limit=many' }), 400, 'Некорректное значение поля «limit»'],
  ])('refuses %s', async (_name, request, status, message) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
  });
});

describe('clubs', () => {
  it('lists the clubs and answers one by public_name or public_id', async () => {
    const { values } = await ok(clubsCalls.list);
    expect(values.map((club) => club.title)).toEqual(['Железные лоси', 'Беговой клуб «Набережная»', 'Трейл-клуб «Высота»', 'Kazan Runners']);
    expect((await ok(clubsCalls.one, { id: 'zheleznye-losi' })).public_id).toBe('club-losi');
    expect((await ok(clubsCalls.one, { id: 'club-losi' })).public_name).toBe('zheleznye-losi');
  });

  it('lists the competition types and the results attached to a club, newest first', async () => {
    const types = await ok(clubsCalls.competitionTypes);
    expect(types.values.map((type) => type.title)).toContain('Гонка с препятствиями');
    const { values } = await ok(clubsCalls.competitions, { club: 'zheleznye-losi' });
    expect(values).toHaveLength(5);
    expect(values[0]).toMatchObject({
      title: 'Паркран в Коломенском',
      result: '00:21:47',
      distance: 5,
      competition_type: { public_id: 'ct-run-5', title: 'Бег 5 км' },
      user: { name: 'Игорь', last_name: 'Лебедев' },
    });
    expect(values.map((value) => value.date)).toEqual([...values.map((value) => value.date)].sort().reverse());
    for (const value of values) expect(value.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['one', () => send(clubsCalls.one, { id: 'no-club' })],
    ['competitions', () => send(clubsCalls.competitions, { club: 'no-club' })],
  ])('%s answers 404 with a message for an unknown club', async (_name, request) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Клуб не найден');
  });
});

describe('results', () => {
  it('lists the past event cities with results, newest first, filtered', async () => {
    const all = await ok(resultsCalls.filtered, {}, { body: {} });
    expect(all.values.map((city) => city.public_id)).toEqual(['ec-gorod-moscow', 'ec-rubezh-vesna-nsk', 'ec-rubezh-vesna-spb']);
    const spb = await ok(resultsCalls.filtered, {}, { body: { city_id: 498817, search: 'РУБЕЖ' } });
    expect(spb.values.map((city) => city.public_id)).toEqual(['ec-rubezh-vesna-spb']);
    expect(spb.values[0]?.event?.title).toBe('Стальной рубеж. Весенний старт');
    const runs = await ok(resultsCalls.filtered, {}, { body: { event_type: 'et-gorod' } });
    expect(runs.values.map((city) => city.public_id)).toEqual(['ec-gorod-moscow']);
    const none = await ok(resultsCalls.filtered, {}, { body: { search: 'марафон на Луне' } });
    expect(none.values).toEqual([]);
  });

  it('lists the cities that have results', async () => {
    const { values } = await ok(resultsCalls.cities);
    expect(values.map((city) => city.name_ru)).toEqual(['Москва', 'Новосибирск', 'Санкт-Петербург']);
  });

  it('answers the results formats of an event city with the columns to show', async () => {
    const { values, city } = await ok(resultsCalls.formats, { event_city_id: 'ec-rubezh-vesna-spb' });
    expect(city.public_id).toBe('ec-rubezh-vesna-spb');
    expect(values.map((format) => format.title)).toEqual(['Спринт 5 км', 'Элита 12 км']);
    expect([...(values[0]?.columns ?? [])].sort()).toEqual([...RESULT_COLUMNS].sort());
    expect((await ok(resultsCalls.formats, { event_city_id: 'ec-rubezh-leto-msk' })).values).toEqual([]);
  });

  it('answers the table of a format with every column, finishers by place, then the rest', async () => {
    const table = await ok(resultsCalls.table, { event_city_id: 'ec-rubezh-vesna-spb', format: 'xf-rv-spb-elite' });
    expect(table.settings.formats.map((format) => format.public_id)).toEqual(['xf-rv-spb-sprint', 'xf-rv-spb-elite']);
    expect(table.values).toHaveLength(40);
    const finishers = table.values.filter((row) => row.status === 'Финишировал');
    expect(finishers.map((row) => row.position)).toEqual(finishers.map((_row, index) => index + 1));
    expect(table.values.slice(finishers.length).every((row) => row.position === null && row.time_result === null)).toBe(true);
    for (const column of RESULT_COLUMNS) {
      expect(finishers.every((row) => column in row && row[column as keyof typeof row] !== undefined), column).toBe(true);
    }
    const winner = finishers[0];
    expect(winner?.position_gen).toBe(1);
    expect(winner?.time_result).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // a fine adds to the chip time: time_result = individual + fine
    const seconds = (text: unknown) => String(text).split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    for (const row of finishers) {
      expect(seconds(row.time_result)).toBe(seconds(row.individual_time_result) + seconds(row.fine_time_result));
    }
    expect(finishers.some((row) => seconds(row.fine_time_result) > 0)).toBe(true);
  });

  it.each([
    ['formats of an unknown event city', () => send(resultsCalls.formats, { event_city_id: 'ec-none' }), 'Мероприятие в этом городе не найдено'],
    ['the table of an unknown event city', () => send(resultsCalls.table, { event_city_id: 'ec-none', format: 'xf-gm-10' }), 'Мероприятие в этом городе не найдено'],
    ['the table of a format of another city', () => send(resultsCalls.table, { event_city_id: 'ec-rubezh-vesna-spb', format: 'xf-gm-10' }), 'Результаты этого формата не найдены'],
  ])('answers 404 for %s', async (_name, request, message) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });

  it('answers 400 for a malformed date in the filter', async () => {
    const answer = await send(resultsCalls.filtered, {}, { body: { date_from: 'вчера' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Неверный формат даты');
  });
});

describe('seats', () => {
  it('answers the free and booked start numbers of a format', async () => {
    const numbers = await ok(seatsCalls.numbers, { id: 'f-rl-msk-elite' });
    expect(numbers.booked_numbers).toEqual([1, 2, 3, 7, 10, 13, 42, 77, 100, 101, 150, 222]);
    expect(numbers.free_numbers).toHaveLength(300 - 12);
    expect(numbers.free_numbers.slice(0, 3)).toEqual([4, 5, 6]);
    expect(await ok(seatsCalls.numbers, { id: 'f-rl-msk-sprint' })).toEqual({ free_numbers: [], booked_numbers: [] });
  });

  it('answers the seating plan of a format by sector, row and place, and its pictures', async () => {
    const space = await ok(seatsCalls.space, { id: 'f-rc-tribune' });
    expect(space.sectors.map((sector) => sector.name)).toEqual(['A', 'B', 'C']);
    const places = space.sectors.flatMap((sector) => sector.rows.flatMap((row) => row.places));
    expect(places).toHaveLength(180);
    expect(places.filter((place) => place.free)).toHaveLength(165);
    expect(space.sectors[0]?.rows[0]?.places.slice(4, 6)).toEqual([
      { place: '5', free: false },
      { place: '6', free: true },
    ]);
    const maps = await ok(seatsCalls.maps, { id: 'f-rc-tribune' });
    expect(maps.values).toEqual([
      { public_id: 'sp-rc-tribune-map', picture: '/api/files/picture/space-sp-rc-tribune.svg', title: 'Схема трибуны' },
    ]);
    expect((await ok(seatsCalls.maps, { id: 'f-rl-msk-sprint' })).values).toEqual([]);
  });

  it.each([
    ['numbers', () => send(seatsCalls.numbers, { id: 'f-none' }), 'Формат билета не найден'],
    ['space', () => send(seatsCalls.space, { id: 'f-none' }), 'Формат билета не найден'],
    ['space of a format without seats', () => send(seatsCalls.space, { id: 'f-rl-msk-sprint' }), 'У этого формата нет схемы мест'],
    ['maps', () => send(seatsCalls.maps, { id: 'f-none' }), 'Формат билета не найден'],
  ])('%s answers 404 with a message', async (_name, request, message) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });
});
