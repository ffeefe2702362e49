/**
 * The console's reference data (sdk/contract/console/reference.ts), over HTTP against a fresh
 * database with no catalogue at all, as a production start has: the organiser makes an event
 * type, a region and a city (or loads Russia's regions and cities in one call), and then can make
 * an event in that city; the public lists show them; stale versions answer 409; bad input 400
 * naming the field; every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityRows, regionRows } from '../../server/catalogue/russian-locations.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

async function audited(action: string, entityId: string): Promise<number> {
  const rows = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log WHERE action = $1 AND entity_id = $2', [action, entityId]);
  return rows[0]?.n ?? 0;
}

describe('from an empty database to an event', () => {
  it('makes an event type, a region and a city by hand, then an event city there', async () => {
    expect(ok(await server.api('GET', '/api/event_type/list'))['values']).toEqual([]);
    const type = ok(await call('POST', '/api/console/event-types', { public_id: 'et-trail', title: 'Трейл', title_en: 'Trail', sort: 2 }));
    expect(type).toMatchObject({ public_id: 'et-trail', title: 'Трейл', title_en: 'Trail', events: 0, version: 0 });
    const made = ok(await call('POST', '/api/console/event-types', { title: 'Забег' }));
    expect(String(made['public_id'])).toMatch(/^et-[0-9a-f]{12}$/);
    // the public list shows both, in their order (sort, then title)
    const listed = ok(await server.api('GET', '/api/event_type/list'))['values'] as { public_id: string }[];
    expect(listed.map((each) => each.public_id)).toEqual([made['public_id'], 'et-trail']);

    const region = ok(await call('POST', '/api/console/regions', { name_ru: 'Республика Карелия', name_en: 'Karelia' }));
    const regionId = Number(region['id']);
    expect(regionId).toBeGreaterThan(2_000_000_000);
    const city = ok(await call('POST', '/api/console/cities', { region_id: regionId, name_ru: 'Петрозаводск', name_en: 'Petrozavodsk', timezone: 'Europe/Moscow' }));
    const cityId = Number(city['id']);
    expect(city).toMatchObject({ region_id: regionId, region: 'Республика Карелия', events: 0 });
    // the public location calls the console's city picker uses
    expect(ok(await server.api('GET', '/api/location/region/list/RU'))['values']).toContainEqual({ id: regionId, name: 'Республика Карелия' });
    expect(ok(await server.api('GET', `/api/location/city/region/${regionId}`))['values']).toContainEqual({ id: cityId, name: 'Петрозаводск', region_id: regionId });

    ok(await call('POST', '/api/console/events', { public_id: 'ev-karelia', event_type_id: 'et-trail', title: 'Карельский трейл' }));
    ok(
      await call('POST', '/api/console/event-cities', {
        public_id: 'ev-karelia-ptz',
        event_id: 'ev-karelia',
        city_id: cityId,
        address: 'Онежская набережная',
        start_time: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        timezone: 'Europe/Moscow',
      }),
    );
    const types = ok(await call('GET', '/api/console/event-types?q=трейл'));
    expect(types['items']).toEqual([expect.objectContaining({ public_id: 'et-trail', events: 1 })]);
    const cities = ok(await call('GET', `/api/console/cities?region_id=${regionId}`));
    expect(cities['items']).toEqual([expect.objectContaining({ id: cityId, events: 1 })]);

    expect(await audited('eventType.create', 'et-trail')).toBe(1);
    expect(await audited('region.create', String(regionId))).toBe(1);
    expect(await audited('city.create', String(cityId))).toBe(1);
  });

  it('loads the built-in regions and cities once; a second load adds nothing and keeps an edited name', async () => {
    const first = ok(await call('POST', '/api/console/regions/load-russia'));
    expect(first).toEqual({ regions_added: regionRows().length, cities_added: cityRows().length, regions: regionRows().length, cities: cityRows().length });
    const moscow = ok(await call('GET', '/api/console/cities?q=Москва'));
    const row = (moscow['items'] as { id: number; version: number }[]).find((each) => each.id === 524901);
    expect(row).toBeDefined();
    ok(await call('PUT', '/api/console/cities/524901', { version: row?.version ?? 0, name_ru: 'Москва (столица)' }));
    const second = ok(await call('POST', '/api/console/regions/load-russia'));
    expect(second).toMatchObject({ regions_added: 0, cities_added: 0 });
    const [kept] = await server.db.query<{ name_ru: string }>('SELECT name_ru FROM location_city WHERE id = 524901');
    expect(kept?.name_ru).toBe('Москва (столица)');
    expect(await audited('region.loadRussia', 'RU')).toBe(2);
  });
});

describe('edits', () => {
  it('answers 409 to an edit made at an old version, and applies one at the current version', async () => {
    ok(await call('POST', '/api/console/event-types', { public_id: 'et-ocr', title: 'Гонка с препятствиями' }));
    ok(await call('PUT', '/api/console/event-types/et-ocr', { version: 0, title_en: 'Obstacle race' }));
    const stale = await call('PUT', '/api/console/event-types/et-ocr', { version: 0, title: 'Другое' });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/другой сотрудник/);
    const region = ok(await call('POST', '/api/console/regions', { id: 9_000_001, name_ru: 'Регион', name_en: 'Region' }));
    ok(await call('PUT', `/api/console/regions/${String(region['id'])}`, { version: 0, name_en: 'A region' }));
    expect((await call('PUT', `/api/console/regions/${String(region['id'])}`, { version: 0, name_ru: 'Снова' })).status).toBe(409);
    expect(await audited('eventType.update', 'et-ocr')).toBe(1);
    expect(await audited('region.update', '9000001')).toBe(1);
  });

  it.each([
    ['an event type without a title', 'POST', '/api/console/event-types', { title: '' }, 400, /title/],
    ['an event type id in capitals', 'POST', '/api/console/event-types', { public_id: 'ET Big', title: 'X' }, 400, /public_id/],
    ['an event type id taken', 'POST', '/api/console/event-types', { public_id: 'et-ocr', title: 'X' }, 409, /et-ocr/],
    ['a city in a region that does not exist', 'POST', '/api/console/cities', { region_id: 77, name_ru: 'Город', name_en: 'Town', timezone: 'Europe/Moscow' }, 400, /region_id/],
    ['a city with an unknown time zone', 'POST', '/api/console/cities', { region_id: 9_000_001, name_ru: 'Город', name_en: 'Town', timezone: 'Mars/Olympus' }, 400, /timezone|Mars/],
    ['a region id taken', 'POST', '/api/console/regions', { id: 9_000_001, name_ru: 'Ещё', name_en: 'More' }, 409, /9000001/],
    ['an unknown event type', 'PUT', '/api/console/event-types/et-none', { version: 0, title: 'X' }, 404, /не найден/],
    ['an unknown city', 'PUT', '/api/console/cities/123', { version: 0, name_ru: 'X' }, 404, /не найден/],
  ])('refuses %s', async (_name, method, path, body, status, message) => {
    const answer = await call(method, path, body);
    expect(answer.status).toBe(status);
    expect(`${answer.message ?? ''} ${JSON.stringify(answer.body)}`).toMatch(message);
  });
});
