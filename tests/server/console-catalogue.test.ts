/**
 * The console's catalogue writes (issue 25 §2–5), over HTTP against a fresh database:
 * - an event is a draft until published: no public call shows it, then it shows;
 * - every write is read back through the public query and refused (400 naming the field) when
 *   the public site could not show it; optimistic versions answer 409;
 * - a change shows on the public site after one cache lifetime, and its ETag moves with it;
 * - sales open at `sales_open_at`: a payment before it is refused;
 * - stock moves tickets left by the change, never below what is sold and held;
 * - bulk price and stock, copying an event city with its formats, promo codes one by one and
 *   in a CSV batch;
 * - every kind of write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_AGE_SECONDS } from '../../server/http/api-caching.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { CITY_ID, paymentBody, seedShop } from './support-shop.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDemoUsers(db);
      await seedShop(db, new Date());
      await db.query("INSERT INTO location_city (id, region_id, name_ru, name_en, timezone) VALUES (498817, 524894, 'Санкт-Петербург', 'Saint Petersburg', 'Europe/Moscow')");
    },
  });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

const inFuture = (days: number) => new Date(Date.now() + days * day).toISOString();

/** An event (a draft) with one city and one format of `stock` places. */
async function draftEvent(id: string, stock = 10, extra: Record<string, unknown> = {}) {
  const event = ok(await call('POST', '/api/console/events', { public_id: id, event_type_id: 'et-test', title: `Забег ${id}`, title_en: `Race ${id}`, ...extra }));
  const city = ok(
    await call('POST', '/api/console/event-cities', {
      public_id: `${id}-msk`,
      event_id: id,
      city_id: CITY_ID,
      address: 'Парк Горького',
      start_time: inFuture(30),
      timezone: 'Europe/Moscow',
    }),
  );
  const format = ok(
    await call('POST', '/api/console/formats', {
      public_id: `${id}-10k`,
      event_city_id: city['public_id'],
      title: '10 км',
      title_en: '10 km',
      price: 2000,
      stock,
      buy_limit: 5,
      age_min: 16,
      additional_fields: [{ name: 'club', label: 'Клуб', label_en: 'Club', required: false }],
      clusters: [{ name: 'Эстафета', name_en: 'Relay', value: 'relay', file: false }],
    }),
  );
  return { event, city, format };
}

const ticket = (id: string, count: number) => ({ event_public_id: id, public_id: `${id}-10k`, count, event_city: { public_id: `${id}-msk` } });

describe('drafts and publishing', () => {
  it('keeps a draft off every public call, shows it once published, with a fresh ETag', async () => {
    const { event } = await draftEvent('ev-draft');
    expect(event).toMatchObject({ published: false, version: 0, city_count: 0 });
    expect((await server.api('GET', '/api/event/id/ev-draft')).status).toBe(404);
    expect(JSON.stringify(ok(await server.api('GET', '/api/event/list')))).not.toContain('ev-draft');
    expect(JSON.stringify(ok(await server.api('POST', '/api/event_city/filtered', { body: {} })))).not.toContain('ev-draft');
    expect(await server.api('GET', '/api/event_format/event/ev-draft-msk')).toMatchObject({ status: 404, message: 'Мероприятие в этом городе не найдено' });
    expect(await server.api('GET', '/api/event_format/ev-draft-10k')).toMatchObject({ status: 404, message: 'Формат билета не найден' });
    // nor can it be bought
    expect(await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticket('ev-draft', 1)] }) })).toMatchObject({
      status: 400,
      message: 'Формат билета не найден',
    });

    const current = ok(await call('GET', '/api/console/events/ev-draft'));
    const published = ok(await call('POST', '/api/console/events/ev-draft/publish', { version: current['version'] }));
    expect(published).toMatchObject({ published: true, version: 1, city_count: 1 });
    const shown = await server.api('GET', '/api/event/id/ev-draft');
    expect(ok(shown)).toMatchObject({ title: 'Забег ev-draft' });
    expect(shown.headers.get('cache-control')).toBe(`public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
    expect(JSON.stringify(ok(await server.api('GET', '/api/event/list')))).toContain('ev-draft');
    expect(ok(await server.api('GET', '/api/event_format/ev-draft-10k'))).toMatchObject({ price: 2000, tickets_left: { athlete: 10 } });

    // the ETag: unchanged → 304; after an edit the old tag no longer matches and the new text comes
    const tag = shown.headers.get('etag') ?? '';
    expect((await server.api('GET', '/api/event/id/ev-draft', { headers: { 'if-none-match': tag } })).status).toBe(304);
    ok(await call('PUT', '/api/console/events/ev-draft', { version: 1, title: 'Забег обновлён' }));
    const changed = await server.api('GET', '/api/event/id/ev-draft', { headers: { 'if-none-match': tag } });
    expect(ok(changed)).toMatchObject({ title: 'Забег обновлён' });
    expect(changed.headers.get('etag')).not.toBe(tag);
    const english = await server.api('GET', '/api/event/id/ev-draft', { headers: { 'accept-language': 'en' } });
    expect(ok(english)).toMatchObject({ title: 'Race ev-draft' });
  });

  it('answers 409 to an edit made on a stale version, and hides and shows an event', async () => {
    await draftEvent('ev-stale');
    ok(await call('PUT', '/api/console/events/ev-stale', { version: 0, description: 'Первая правка' }));
    const stale = await call('PUT', '/api/console/events/ev-stale', { version: 0, description: 'Вторая правка' });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');
    ok(await call('POST', '/api/console/events/ev-stale/publish', { version: 1 }));
    ok(await call('PUT', '/api/console/events/ev-stale/hidden', { version: 2, hidden: true }));
    expect(JSON.stringify(ok(await server.api('GET', '/api/event/list')))).not.toContain('ev-stale');
    ok(await call('PUT', '/api/console/events/ev-stale/hidden', { version: 3, hidden: false }));
    expect(JSON.stringify(ok(await server.api('GET', '/api/event/list')))).toContain('ev-stale');
  });

  it('refuses a write the public site could not show, naming the field, and changes nothing', async () => {
    await draftEvent('ev-broken');
    // a picture stored by hand as a number: the public Event schema cannot carry it
    await server.db.query(`UPDATE event SET banners = '{"home_page": {"desktop_picture": 5}}' WHERE public_id = 'ev-broken'`);
    const refused = await call('PUT', '/api/console/events/ev-broken', { version: 0, title: 'Новое имя' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'event.banners.home_page.desktop_picture' });
    expect(refused.message).toBe('Сайт не сможет показать эту запись: проверьте поле «event.banners.home_page.desktop_picture»');
    expect(await server.db.query("SELECT title, version FROM event WHERE public_id = 'ev-broken'")).toEqual([{ title: 'Забег ev-broken', version: 0 }]);
    // references and windows are named too
    expect((await call('POST', '/api/console/events', { event_type_id: 'et-none', title: 'X' })).body).toMatchObject({ field: 'event_type_id' });
    const reversed = await call('PUT', '/api/console/formats/ev-broken-10k', { version: 0, age_min: 40, age_max: 20 });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'age_min' });
    const badZone = await call('PUT', '/api/console/event-cities/ev-broken-msk', { version: 0, timezone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ field: 'timezone' });
  });
});

describe('opening sales', () => {
  it('refuses a payment before sales_open_at and takes it after', async () => {
    await draftEvent('ev-later', 10, { sales_open_at: new Date(Date.now() + day).toISOString() });
    ok(await call('POST', '/api/console/events/ev-later/publish', { version: 0 }));
    const early = await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticket('ev-later', 1)] }) });
    expect(early.status).toBe(400);
    expect(early.message).toBe('Продажа билетов на это мероприятие ещё не открылась');
    const earlyEn = await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticket('ev-later', 1)] }), headers: { 'accept-language': 'en' } });
    expect(earlyEn.message).toBe('Ticket sales for this event have not opened yet');
    server.clock.advance(day + 60_000);
    try {
      ok(await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticket('ev-later', 1)] }) }));
    } finally {
      server.clock.advance(-(day + 60_000));
    }
  });
});

describe('stock', () => {
  it('moves tickets left by the change and refuses to go below what is sold and held', async () => {
    await draftEvent('ev-stock', 10);
    ok(await call('POST', '/api/console/events/ev-stock/publish', { version: 0 }));
    ok(await server.api('POST', '/api/payment', { body: paymentBody({ tickets: [ticket('ev-stock', 3)] }) }));
    const read = ok(await call('GET', '/api/console/formats/ev-stock-10k'));
    expect(read['tickets']).toEqual([{ kind: 'athlete', title: 'Участник', tickets_total: 10, tickets_left: 7 }]);
    const below = await call('PUT', '/api/console/formats/ev-stock-10k/stock', { version: read['version'], total: 2 });
    expect(below.status).toBe(409);
    expect(below.message).toBe('Нельзя оставить меньше мест, чем уже продано и забронировано (3)');
    const lowered = ok(await call('PUT', '/api/console/formats/ev-stock-10k/stock', { version: read['version'], total: 5 }));
    expect(lowered['tickets']).toEqual([{ kind: 'athlete', title: 'Участник', tickets_total: 5, tickets_left: 2 }]);
    const raised = ok(await call('PUT', '/api/console/formats/ev-stock-10k/stock', { version: lowered['version'], total: 20 }));
    expect(raised['tickets']).toEqual([{ kind: 'athlete', title: 'Участник', tickets_total: 20, tickets_left: 17 }]);
    expect(ok(await server.api('GET', '/api/event_format/availability/ev-stock-10k'))).toMatchObject({ tickets_left: { athlete: 17 } });
    expect((await call('PUT', '/api/console/formats/ev-stock-10k/stock', { version: 0, total: 30 })).status).toBe(409);
  });
});

describe('bulk', () => {
  it('copies an event city with its formats, then sets one price and stock on the selected formats', async () => {
    await draftEvent('ev-bulk', 10);
    ok(await call('POST', '/api/console/formats', { public_id: 'ev-bulk-5k', event_city_id: 'ev-bulk-msk', title: '5 км', price: 1000, stock: 50 }));
    const copy = ok(
      await call('POST', '/api/console/event-cities/ev-bulk-msk/copy', {
        public_id: 'ev-bulk-spb',
        city_id: 498817,
        address: 'Дворцовая площадь',
        start_time: inFuture(40),
      }),
    );
    expect(copy).toMatchObject({ event_id: 'ev-bulk', city_name: 'Санкт-Петербург', format_count: 2, timezone: 'Europe/Moscow' });
    const copied = ok(await call('GET', '/api/console/formats?event_city_id=ev-bulk-spb&sort=price'));
    const items = copied['items'] as { public_id: string; title: string; price: number; tickets: unknown[]; additional_fields: unknown[] }[];
    expect(items.map((item) => [item.title, item.price, item.tickets])).toEqual([
      ['5 км', 1000, [{ kind: 'athlete', title: 'Участник', tickets_total: 50, tickets_left: 50 }]],
      ['10 км', 2000, [{ kind: 'athlete', title: 'Участник', tickets_total: 10, tickets_left: 10 }]],
    ]);
    expect(items[1]?.additional_fields).toEqual([{ name: 'club', label: 'Клуб', label_en: 'Club', required: false }]);

    const ids = ['ev-bulk-10k', ...items.map((item) => item.public_id)];
    const bulk = ok(await call('POST', '/api/console/formats/bulk', { format_ids: ids, price: 2500, stock: 40 }));
    expect((bulk['values'] as { price: number; tickets: { tickets_total: number }[] }[]).map((f) => [f.price, f.tickets[0]?.tickets_total])).toEqual(
      ids.map(() => [2500, 40]),
    );
    // all or none: one unknown format refuses the whole change
    const refused = await call('POST', '/api/console/formats/bulk', { format_ids: [...ids, 'f-none'], price: 10 });
    expect(refused.status).toBe(404);
    expect(ok(await call('GET', '/api/console/formats/ev-bulk-10k'))['price']).toBe(2500);
    expect((await call('POST', '/api/console/formats/bulk', { format_ids: ids })).status).toBe(400);
    const audit = ok(await call('GET', '/api/console/audit?entity=format&q=bulkPrice&size=200'));
    expect((audit['items'] as { entity_id: string }[]).map((entry) => entry.entity_id).sort()).toEqual([...ids].sort());
  });
});

describe('promo codes', () => {
  it('creates one code, a batch downloaded as CSV, and never allows fewer uses than used', async () => {
    const one = ok(
      await call('POST', '/api/console/promocodes', { code: 'spring10', item_type: 'ticket', discount: 10, discount_form: 'percent', total_count: 5 }),
    );
    expect(one).toMatchObject({ code: 'SPRING10', used_count: 0, active: true, version: 0 });
    expect((await call('POST', '/api/console/promocodes', { code: 'SPRING10', item_type: 'ticket', discount: 10, discount_form: 'percent', total_count: 5 })).status).toBe(409);
    expect(ok(await server.api('GET', '/api/promocode/check/ticket/spring10/f-plain'))).toMatchObject({ available_code_count: 5 });
    const foreign = await call('POST', '/api/console/promocodes', { code: 'NOPE1', item_type: 'ticket', public_ids: ['f-none'], discount: 1, discount_form: 'fixed', total_count: 1 });
    expect(foreign.body).toMatchObject({ field: 'public_ids' });

    await server.db.query("UPDATE promocode SET used_count = 3 WHERE code = 'SPRING10'");
    const below = await call('PUT', `/api/console/promocodes/${String(one['public_id'])}`, { version: 0, total_count: 2 });
    expect(below.status).toBe(409);
    expect(below.message).toBe('Промокод уже использован 3 раз: меньше оставить нельзя');
    ok(await call('PUT', `/api/console/promocodes/${String(one['public_id'])}`, { version: 0, total_count: 3, active: false }));
    expect(ok(await server.api('GET', '/api/promocode/check/ticket/spring10/f-plain'))).toMatchObject({ promocode: null });

    const batch = ok(await call('POST', '/api/console/promocodes/batch', { prefix: 'club', count: 50, item_type: 'ticket', discount: 500, discount_form: 'fixed', total_count: 1 }));
    const codes = batch['codes'] as string[];
    expect(new Set(codes).size).toBe(50);
    expect(codes.every((code) => /^CLUB-[A-HJKMNP-Z2-9]{8}$/.test(code))).toBe(true);
    const listed = ok(await call('GET', `/api/console/promocodes?batch_id=${String(batch['batch_id'])}&size=10`));
    expect(listed).toMatchObject({ total: 50, size: 10 });
    const csv = await fetch(`${server.url}/api/console/promocodes/batch/${String(batch['batch_id'])}/csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,uses,used,valid_until,active');
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([...codes].sort());
  });
});

describe('the audit log', () => {
  it('records every kind of catalogue write', async () => {
    const answer = ok(await call('GET', '/api/console/audit?size=200'));
    const actions = new Set((answer['items'] as { action: string; actor_email: string }[]).map((entry) => entry.action));
    for (const action of [
      'event.create',
      'event.update',
      'event.hide',
      'event.show',
      'event.publish',
      'eventCity.create',
      'eventCity.copy',
      'format.create',
      'format.copy',
      'format.stock',
      'format.bulkPrice',
      'format.bulkStock',
      'promocode.create',
      'promocode.update',
      'promocode.batch',
    ]) {
      expect(actions, action).toContain(action);
    }
    // the kinds not made above
    const [city, format] = [ok(await call('GET', '/api/console/event-cities/ev-bulk-msk')), ok(await call('GET', '/api/console/formats/ev-bulk-5k'))];
    ok(await call('PUT', '/api/console/event-cities/ev-bulk-msk', { version: city['version'], address: 'Парк Горького, вход 2' }));
    const hidden = ok(await call('PUT', '/api/console/formats/ev-bulk-5k/hidden', { version: format['version'], hidden: true }));
    ok(await call('PUT', '/api/console/formats/ev-bulk-5k', { version: hidden['version'], notes: 'Старт волнами' }));
    const later = ok(await call('GET', '/api/console/audit?size=3'));
    const newest = later['items'] as { action: string; entity_id: string; before: Record<string, unknown>; after: Record<string, unknown>; actor_email: string }[];
    expect(newest.map((entry) => entry.action)).toEqual(['format.update', 'format.hide', 'eventCity.update']);
    expect(newest[2]).toMatchObject({ actor_email: 'organiser@racekit.demo', entity_id: 'ev-bulk-msk', before: { address: 'Парк Горького' }, after: { address: 'Парк Горького, вход 2' } });
  });
});
