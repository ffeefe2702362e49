/**
 * The console's insurance products (issue 25 §2) over HTTP against a fresh database: create one
 * with Russian and English texts and the formats that offer it, edit it, hide it; the public
 * insurance calls show each change; a stale version is 409; a value the public site could not
 * show or a reference to nothing is a 400 with a clear message; every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { INSURANCE, formats, seedShop } from './support-shop.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDemoUsers(db);
      await seedShop(db, new Date());
    },
  });
  token = await signInOrganiser(server);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.api(method, path, { token, ...(body === undefined ? {} : { body }) });
const publicCall = (path: string, language = 'ru') => server.api('GET', path, { headers: { 'accept-language': language } });

const names = (answer: ApiAnswer) => ((answer.body as { values: { name: string }[] }).values ?? []).map((each) => each.name);

const newProduct = {
  public_id: 'ins-trip',
  name: 'Страховка в дорогу',
  name_en: 'Travel insurance',
  title: 'На время поездки',
  title_en: 'For your trip',
  subtitle: 'Три дня',
  description: 'Покрывает дорогу на старт и обратно.',
  description_en: 'Covers the way to the race and back.',
  footnote: 'От 5 до 86 лет.',
  legals: '/api/files/document/insurance',
  price: 350,
  validity_time: 3 * 86_400,
  format_ids: [formats.plain],
};

async function auditOf(id: string): Promise<{ action: string; before: unknown; after: unknown }[]> {
  return server.db.query('SELECT action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id', ['insurance', id]);
}

describe('insurance products', () => {
  it('creates a product in both languages that the public calls offer on its formats', async () => {
    const made = ok(await call('POST', '/api/console/insurance', newProduct));
    expect(made).toMatchObject({ public_id: 'ins-trip', hidden: false, format_ids: [formats.plain], policies: 0, version: 0 });
    expect(names(await publicCall('/api/insurances'))).toContain('Страховка в дорогу');
    expect(names(await publicCall('/api/insurances', 'en'))).toContain('Travel insurance');
    expect(names(await publicCall(`/api/event_format/active/insurances/${formats.plain}`))).toEqual(['Страховка участника', 'Страховка в дорогу']);
    const one = await publicCall('/api/insurances/ins-trip', 'en');
    expect(one.body).toMatchObject({ name: 'Travel insurance', title: 'For your trip', subtitle: 'Три дня', price: 350 });
    const [created] = await auditOf('ins-trip');
    expect(created).toMatchObject({ action: 'insurance.create', before: null, after: { name: 'Страховка в дорогу', price: 350 } });
  });

  it('edits texts, price and formats, and answers 409 to a stale version', async () => {
    const before = ok(await call('GET', '/api/console/insurance/ins-trip'));
    const edited = ok(await call('PUT', '/api/console/insurance/ins-trip', { version: before['version'], price: 400, name_en: '', format_ids: [formats.prereg] }));
    expect(edited).toMatchObject({ price: 400, name_en: null, format_ids: [formats.prereg], version: 1 });
    // an emptied English text: the site shows the Russian one
    expect((await publicCall('/api/insurances/ins-trip', 'en')).body).toMatchObject({ name: 'Страховка в дорогу', price: 400 });
    expect(names(await publicCall(`/api/event_format/active/insurances/${formats.plain}`))).toEqual(['Страховка участника']);

    const stale = await call('PUT', '/api/console/insurance/ins-trip', { version: 0, price: 1 });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');
    expect(ok(await call('GET', '/api/console/insurance/ins-trip'))['price']).toBe(400);
    const [, update] = await auditOf('ins-trip');
    expect(update).toMatchObject({ action: 'insurance.update', before: { price: 350 }, after: { price: 400 } });
  });

  it('adds every format of an event type at once', async () => {
    const current = ok(await call('GET', '/api/console/insurance/ins-trip'));
    const all = ok(await call('PUT', '/api/console/insurance/ins-trip', { version: current['version'], event_type_ids: ['et-test'] }));
    expect(all['format_ids']).toEqual(Object.values(formats).sort());
  });

  it('hides a product from every public call, and shows it again', async () => {
    const current = ok(await call('GET', '/api/console/insurance/ins-trip'));
    const hidden = ok(await call('PUT', '/api/console/insurance/ins-trip', { version: current['version'], hidden: true }));
    expect(hidden['hidden']).toBe(true);
    expect(names(await publicCall('/api/insurances'))).not.toContain('Страховка в дорогу');
    expect(names(await publicCall(`/api/event_format/active/insurances/${formats.plain}`))).toEqual(['Страховка участника']);
    const listed = ok(await call('GET', '/api/console/insurance?hidden=true'));
    expect(listed).toMatchObject({ total: 1, items: [{ public_id: 'ins-trip' }] });
    ok(await call('PUT', '/api/console/insurance/ins-trip', { version: hidden['version'], hidden: false }));
    expect(names(await publicCall('/api/insurances'))).toContain('Страховка в дорогу');
  });

  it.each([
    ['an empty name', { ...newProduct, public_id: 'ins-x', name: '' }, 'name'],
    ['a terms link that is not an address', { ...newProduct, public_id: 'ins-x', legals: 'javascript:alert(1)' }, 'legals'],
    ['a negative price', { ...newProduct, public_id: 'ins-x', price: -1 }, 'price'],
    ['no validity', { ...newProduct, public_id: 'ins-x', validity_time: 0 }, 'validity_time'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const answer = await call('POST', '/api/console/insurance', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect(answer.message).toMatch(new RegExp(field));
  });

  it('refuses a format or an event type that does not exist, a taken id, and writes nothing', async () => {
    const format = await call('POST', '/api/console/insurance', { ...newProduct, public_id: 'ins-y', format_ids: ['f-none'] });
    expect(format.status).toBe(400);
    expect(format.message).toBe('В поле «format_ids» указано то, чего нет в каталоге: f-none');
    const type = await call('POST', '/api/console/insurance', { ...newProduct, public_id: 'ins-y', event_type_ids: ['et-none'] });
    expect(type.message).toBe('В поле «event_type_ids» указано то, чего нет в каталоге: et-none');
    expect((await call('GET', '/api/console/insurance/ins-y')).status).toBe(404);
    const taken = await call('POST', '/api/console/insurance', { ...newProduct, public_id: INSURANCE });
    expect(taken.status).toBe(409);
  });

  it('lists on the server: search, sort and paging', async () => {
    const page = ok(await call('GET', '/api/console/insurance?size=1&sort=price&dir=desc'));
    expect(page).toMatchObject({ total: 2, size: 1, items: [{ public_id: 'ins-trip' }] });
    const found = ok(await call('GET', `/api/console/insurance?q=${encodeURIComponent('участника')}`));
    expect(found).toMatchObject({ total: 1, items: [{ public_id: INSURANCE }] });
    expect((await call('GET', '/api/console/insurance?sort=nonsense')).status).toBe(400);
  });
});
