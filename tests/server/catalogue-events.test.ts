/**
 * The event catalogue over HTTP against a freshly seeded database: events, event types,
 * cities, the event-city filter, formats, availability, teams and insurance products. Every
 * answer is checked against the contract's response schema; the main error of each call too.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsCalls, formatsCalls, insuranceCalls } from '../../sdk/contract/index.ts';
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

describe('GET /api/event/list', () => {
  it('lists upcoming public events soonest first, each with its upcoming cities', async () => {
    const { values } = await ok(eventsCalls.list);
    const ids = values.map((event) => event.public_id);
    expect(ids).toContain('ev-rubezh-leto');
    expect(ids).toContain('ev-gorod-kazan');
    // past events and the volunteers' event are not in the public catalogue
    expect(ids).not.toContain('ev-gorod-moscow');
    expect(ids).not.toContain('ev-volunteers');
    const firstStarts = values.map((event) => Date.parse(event.event_city[0]?.start_time ?? ''));
    expect(firstStarts).toEqual([...firstStarts].sort((a, b) => a - b));
    const now = Date.now();
    for (const event of values) {
      expect(event.event_city.length).toBeGreaterThan(0);
      for (const city of event.event_city) expect(Date.parse(city.start_time)).toBeGreaterThan(now);
    }
  });

  it('has an event held in several cities and events held in one (the card shows the address)', async () => {
    const { values } = await ok(eventsCalls.list);
    const multi = values.find((event) => event.public_id === 'ev-rubezh-leto');
    expect(multi?.event_city.map((city) => city.city.name_ru)).toEqual([
      'Москва',
      'Санкт-Петербург',
      'Казань',
      'Екатеринбург',
      'Новосибирск',
    ]);
    const single = values.find((event) => event.public_id === 'ev-gorod-kazan');
    expect(single?.event_city).toHaveLength(1);
    expect(single?.event_city[0]?.address).toMatch(/^Казань, /);
    expect(single?.event_type?.project?.link).toBe('/event/ev-gorod-kazan');
    expect(single?.banners?.home_page?.desktop_picture).toMatch(/^\/api\/files\/picture\/.+\.svg$/);
  });

  it('shows the volunteer-only event to a signed-in volunteer', async () => {
    // a volunteer is made by the organiser, not by any call: write the user and a session directly
    const now = new Date();
    await server.db.query(
      `INSERT INTO app_user (public_id, email, email_confirmed, role, created_at)
       VALUES ('u-volunteer', 'vol@example.test', true, ARRAY['volunteer'], $1)`,
      [now],
    );
    const token = 'volunteer-token-for-catalogue-tests';
    await server.db.query(
      `INSERT INTO auth_session (user_id, token_hash, method, created_at, expires_at) VALUES ('u-volunteer', $1, 'email', $2, $3)`,
      [createHash('sha256').update(token).digest('hex'), now, new Date(now.getTime() + 86_400_000)],
    );
    const { values } = await ok(eventsCalls.list, {}, { token });
    expect(values.map((event) => event.public_id)).toContain('ev-volunteers');
  });
});

describe('GET /api/event/id/{id}', () => {
  it('answers one event with all its cities, past ones too', async () => {
    const event = await ok(eventsCalls.byId, { id: 'ev-rubezh-vesna' });
    expect(event.title).toBe('Стальной рубеж. Весенний старт');
    expect(event.event_city.map((city) => city.public_id)).toEqual(['ec-rubezh-vesna-spb', 'ec-rubezh-vesna-nsk']);
    expect(event.event_type?.title).toBe('Стальной рубеж');
  });

  it('answers 404 with a message for an unknown event', async () => {
    const answer = await send(eventsCalls.byId, { id: 'no-such-event' });
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Мероприятие не найдено');
  });
});

describe('event types and cities', () => {
  it('lists every event type, and the ones with a project page', async () => {
    const types = await ok(eventsCalls.types);
    expect(types.values.map((type) => type.title)).toEqual(['Стальной рубеж', 'Город бежит', 'Дикая тропа', 'Рубеж. Дети', 'Ночной пульс']);
    const projects = await ok(eventsCalls.projects);
    expect(projects.values.map((type) => type.public_id)).toEqual(['et-rubezh', 'et-gorod', 'et-tropa', 'et-night']);
    for (const type of projects.values) expect(type.project?.picture_main).toMatch(/^\/api\/files\/picture\//);
  });

  it('lists the cities that have upcoming events, with geonames ids', async () => {
    const { values } = await ok(eventsCalls.cities);
    expect(values).toContainEqual({ id: 524901, name_ru: 'Москва' });
    expect(values.map((city) => city.name_ru)).toEqual(['Екатеринбург', 'Казань', 'Москва', 'Новосибирск', 'Санкт-Петербург', 'Сочи']);
  });
});

describe('POST /api/event_city/filtered', () => {
  it('filters by city, event type and date window, soonest first, each with its event', async () => {
    const moscow = await ok(eventsCalls.filtered, {}, { body: { city_id: 524901 } });
    expect(moscow.values.map((city) => city.public_id)).toEqual(['ec-rubezh-leto-msk', 'ec-kids-moscow']);
    expect(moscow.values[0]?.event?.title).toBe('Стальной рубеж. Летний сезон');

    const kids = await ok(eventsCalls.filtered, {}, { body: { city_id: '524901', event_type: 'et-kids' } });
    expect(kids.values.map((city) => city.public_id)).toEqual(['ec-kids-moscow']);

    const day = 86_400_000;
    const soon = await ok(eventsCalls.filtered, {}, {
      body: { date_from: new Date().toISOString(), date_to: new Date(Date.now() + 50 * day).toISOString() },
    });
    expect(soon.values.map((city) => city.public_id)).toEqual(['ec-gorod-kazan', 'ec-rubezh-leto-msk', 'ec-kids-moscow']);
  });

  it('answers 400 for a malformed date or a city id that is not a number', async () => {
    const date = await send(eventsCalls.filtered, {}, { body: { date_from: '31.12.2030' } });
    expect(date.status).toBe(400);
    expect(date.message).toBe('Неверный формат даты');
    const city = await send(eventsCalls.filtered, {}, { body: { city_id: 'Москва' } });
    expect(city.status).toBe(400);
    const unknownField = await send(eventsCalls.filtered, {}, { body: { town: 1 } });
    expect(unknownField.status).toBe(400);
  });
});

describe('formats', () => {
  it('lists the formats of an event city with the city, hidden ones only with ?hidden=true', async () => {
    const visible = await ok(formatsCalls.byEventCity, { id: 'ec-rubezh-leto-msk' });
    expect(visible.city.public_id).toBe('ec-rubezh-leto-msk');
    expect(visible.city.event?.public_id).toBe('ev-rubezh-leto');
    const ids = visible.values.map((format) => format.public_id);
    expect(ids).not.toContain('f-rl-msk-partner');
    const all = await ok(formatsCalls.byEventCity, { id: 'ec-rubezh-leto-msk' }, { query: '?hidden=true' });
    expect(all.values.map((format) => format.public_id)).toEqual([...ids, 'f-rl-msk-partner']);
    expect(all.values.find((format) => format.public_id === 'f-rl-msk-partner')?.hidden).toBe(true);
  });

  it('answers one format with its stock per kind, shirts and sale', async () => {
    const sprint = await ok(formatsCalls.byId, { id: 'f-rl-msk-sprint' });
    expect(sprint).toMatchObject({
      title: 'Спринт 5 км',
      price: 3490,
      old_price: 3990,
      event_public_id: 'ev-rubezh-leto',
      event_city_public_id: 'ec-rubezh-leto-msk',
      tickets_left: { athlete: 1184 },
      insurance_available: true,
      shirt_unavailable: false,
    });
    expect(sprint.sale).toMatchObject({ discount: 10, discount_form: 'percent', count: 3, active: true });
    expect(sprint.sale?.formats).toContain('f-rl-spb-sprint');
    expect(sprint.sizes?.find((size) => size.name === 'XXL')?.count).toBe(0);
  });

  it('flags the formats whose tickets hold a seat (space: the 10-minute basket hold)', async () => {
    expect((await ok(formatsCalls.byId, { id: 'f-rc-tribune' })).space).toBe(true);
    expect((await ok(formatsCalls.byId, { id: 'f-rl-msk-sprint' })).space).toBe(false);
  });

  it('answers what is left right now, and the team settings', async () => {
    expect(await ok(formatsCalls.availability, { id: 'f-rl-msk-hardcore' })).toEqual({
      tickets_left: { athlete: 5 },
      max_count: 1,
      buy_limit: 2,
    });
    await server.db.query("UPDATE format_ticket_kind SET tickets_left = 2 WHERE format_id = 'f-rl-msk-team5'");
    expect(await ok(formatsCalls.team, { id: 'f-rl-msk-team5' })).toMatchObject({
      team_all: true,
      fixed_count: true,
      full: true,
      isTeam: true,
      max_count: 5,
    });
    expect(await ok(formatsCalls.team, { id: 'f-rl-msk-corp' })).toMatchObject({ fixed_count: false, full: false, min_count: 3, max_count: 10 });
    expect(await ok(formatsCalls.team, { id: 'f-rl-msk-sprint' })).toMatchObject({ isTeam: false, team_all: false, full: false });
  });

  it.each([
    ['byEventCity', () => send(formatsCalls.byEventCity, { id: 'ec-nowhere' }), 'Мероприятие в этом городе не найдено'],
    ['byId', () => send(formatsCalls.byId, { id: 'f-nothing' }), 'Формат билета не найден'],
    ['availability', () => send(formatsCalls.availability, { id: 'f-nothing' }), 'Формат билета не найден'],
    ['team', () => send(formatsCalls.team, { id: 'f-nothing' }), 'Формат билета не найден'],
  ])('%s answers 404 with a message for an unknown id', async (_name, request, message) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });

  it('answers 400 for an unknown query parameter', async () => {
    const answer = await send(formatsCalls.byEventCity, { id: 'ec-rubezh-leto-msk' }, { query: '?hidden=1&extra=2' });
    expect(answer.status).toBe(400);
  });
});

describe('insurance products', () => {
  it('lists the products at 200 ₽ with every text of the purchase popup', async () => {
    const { values } = await ok(insuranceCalls.products);
    expect(values.map((product) => product.public_id)).toEqual(['ins-start', 'ins-extended']);
    for (const product of values) {
      expect(product.price).toBe(200);
      for (const text of [product.name, product.title, product.subtitle, product.description, product.footnote]) {
        expect(text).toMatch(/\S/);
      }
      expect(product.legals).toBe('/api/files/document/insurance');
    }
    expect((await ok(insuranceCalls.product, { id: 'ins-extended' })).name).toBe('Расширенная страховка');
  });

  it('answers the products of a format, and the insured formats of an event city', async () => {
    const spb = await ok(insuranceCalls.byFormat, { id: 'f-rl-spb-sprint' });
    expect(spb.values.map((product) => product.public_id)).toEqual(['ins-start', 'ins-extended']);
    const moscow = await ok(insuranceCalls.byFormat, { id: 'f-rl-msk-sprint' });
    expect(moscow.values.map((product) => product.public_id)).toEqual(['ins-start']);
    const uninsured = await ok(insuranceCalls.byFormat, { id: 'f-rl-msk-light' });
    expect(uninsured.values).toEqual([]);
    const formats = await ok(insuranceCalls.cityFormats, { id: 'ec-rubezh-leto-msk' });
    expect(formats.values.map((format) => format.public_id)).toEqual(['f-rl-msk-sprint', 'f-rl-msk-elite', 'f-rl-msk-team5', 'f-rl-msk-hardcore']);
  });

  it.each([
    ['product', () => send(insuranceCalls.product, { id: 'ins-none' }), 'Страховка не найдена'],
    ['byFormat', () => send(insuranceCalls.byFormat, { id: 'f-none' }), 'Формат билета не найден'],
    ['cityFormats', () => send(insuranceCalls.cityFormats, { id: 'ec-none' }), 'Мероприятие в этом городе не найдено'],
  ])('%s answers 404 with a message for an unknown id', async (_name, request, message) => {
    const answer = await request();
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });
});
