/**
 * The console's sales (issue 25 §2), over HTTP against a fresh database: create, edit, end;
 * a stale version is 409; a sale the basket could not price with is 400 with a clear message
 * (percent 1–99, a fixed amount above 0 and below the cheapest covered price, the end after the
 * start, known formats); every write is in the audit log; the public format answer carries the
 * sale at once (cached for one catalogue lifetime at most) and sdk/basket prices with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBasket } from '../../sdk/basket/index.ts';
import type { Sale } from '../../sdk/contract/schemas/index.ts';
import { CATALOGUE_MAX_AGE_SECONDS } from '../../server/http/api-caching.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { formats, seedShop } from './support-shop.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let token = '';
const day = 86_400_000;

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

const at = (days: number) => new Date(Date.now() + days * day).toISOString();
const sale = (extra: Record<string, unknown> = {}) => ({
  discount: 10,
  discount_form: 'percent',
  start_date: at(-1),
  end_date: at(7),
  timezone: 'Europe/Moscow',
  count: 2,
  formats: [formats.plain],
  ...extra,
});

/** The public format answer's sale (as the site and the basket get it). */
async function publicSale(format: string): Promise<{ sale: Sale | null; answer: ApiAnswer }> {
  const answer = await server.api('GET', `/api/event_format/${format}`);
  return { sale: ok(answer)['sale'] as Sale | null, answer };
}

const priceOf = (publicSaleOf: Sale | null, count: number) =>
  priceBasket({ lines: [{ id: 'l1', selector: 'ticket', formatId: formats.plain, unitPrice: 1000, count }], sales: publicSaleOf === null ? [] : [publicSaleOf], now: Date.now() }).total;

describe('sales', () => {
  it('creates a sale the public format answer carries at once and the basket prices with; edits and ends it', async () => {
    expect((await publicSale(formats.plain)).sale).toBeNull();
    const made = ok(await call('POST', '/api/console/sales', sale()));
    expect(made).toMatchObject({ discount: 10, discount_form: 'percent', count: 2, formats: [formats.plain], active: true, version: 0, timezone: 'Europe/Moscow' });
    const id = String(made['public_id']);

    const shown = await publicSale(formats.plain);
    expect(shown.sale).toMatchObject({ public_id: id, discount: 10, discount_form: 'percent', count: 2, formats: [formats.plain] });
    expect(shown.answer.headers.get('cache-control')).toBe(`public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`);
    // the threshold: one ticket at full price, two at 10 % off
    expect(priceOf(shown.sale, 1)).toBe(1000);
    expect(priceOf(shown.sale, 2)).toBe(1800);

    // an edit: 200 ₽ off from one ticket; the old ETag no longer matches
    const tag = shown.answer.headers.get('etag') ?? '';
    const edited = ok(await call('PUT', `/api/console/sales/${id}`, { version: 0, discount: 200, discount_form: 'fixed', count: 1 }));
    expect(edited).toMatchObject({ discount: 200, discount_form: 'fixed', count: 1, version: 1 });
    const changed = await server.api('GET', `/api/event_format/${formats.plain}`, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(priceOf(ok(changed)['sale'] as Sale, 1)).toBe(800);

    // a stale version: 409, nothing changed
    const stale = await call('PUT', `/api/console/sales/${id}`, { version: 0, discount: 300 });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');

    // ending it: off the public answer, the basket back to full price
    const ended = ok(await call('POST', `/api/console/sales/${id}/end`, { version: 1 }));
    expect(ended).toMatchObject({ active: false, version: 2 });
    expect(Date.parse(String(ended['end_date']))).toBeLessThanOrEqual(Date.now());
    expect((await publicSale(formats.plain)).sale).toBeNull();

    const listed = ok(await call('GET', `/api/console/sales?format_id=${formats.plain}&size=10`));
    expect((listed['items'] as { public_id: string }[]).map((each) => each.public_id)).toContain(id);
    expect(ok(await call('GET', `/api/console/sales/${id}`))).toMatchObject({ public_id: id, version: 2 });
  });

  it('refuses with a clear message what the basket could not use', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discount: 0 }, 'discount', 'Скидка в процентах — целое или дробное число от 1 до 99'],
      [{ discount: 100 }, 'discount', 'Скидка в процентах — целое или дробное число от 1 до 99'],
      [{ discount: 0, discount_form: 'fixed' }, 'discount', 'Скидка в рублях должна быть больше 0'],
      // f-last costs 500 ₽: the cheapest covered price bounds a fixed discount
      [{ discount: 500, discount_form: 'fixed', formats: [formats.plain, formats.last] }, 'discount', 'Скидка 500 ₽ должна быть меньше самой низкой цены выбранных форматов (500 ₽)'],
      [{ start_date: at(2), end_date: at(1) }, 'end_date', 'Окончание акции должно быть позже её начала'],
      [{ formats: [] }, 'formats', 'Выберите хотя бы один формат для акции'],
      [{ formats: ['f-none'] }, 'formats', 'В поле «formats» указано то, чего нет в каталоге: f-none'],
    ];
    for (const [patch, field, message] of cases) {
      const refused = await call('POST', '/api/console/sales', sale(patch));
      expect(refused.status, JSON.stringify(patch)).toBe(400);
      expect(refused.body).toMatchObject({ field });
      expect(refused.message).toBe(message);
    }
    // a window without its offset is refused by the contract
    expect((await call('POST', '/api/console/sales', sale({ start_date: '2027-05-01T10:00' }))).status).toBe(400);
    // an edit is held to the same rules
    const made = ok(await call('POST', '/api/console/sales', sale({ formats: [formats.last], discount: 100, discount_form: 'fixed' })));
    const raised = await call('PUT', `/api/console/sales/${String(made['public_id'])}`, { version: 0, discount: 600 });
    expect(raised.status).toBe(400);
    expect(raised.message).toBe('Скидка 600 ₽ должна быть меньше самой низкой цены выбранных форматов (500 ₽)');
    expect(await server.db.query('SELECT discount::int AS discount, version FROM sale WHERE public_id = $1', [made['public_id']])).toEqual([{ discount: 100, version: 0 }]);
  });

  it('shows the running sale of a format rather than an ended one still switched on', async () => {
    ok(await call('POST', '/api/console/sales', sale({ formats: [formats.team], start_date: at(-10), end_date: at(-5), discount: 50 })));
    const running = ok(await call('POST', '/api/console/sales', sale({ formats: [formats.team], end_date: at(20), discount: 15 })));
    expect((await publicSale(formats.team)).sale).toMatchObject({ public_id: running['public_id'], discount: 15 });
  });

  it('records every sale write in the audit log', async () => {
    const answer = ok(await call('GET', '/api/console/audit?entity=sale&size=200'));
    const entries = answer['items'] as { action: string; actor_email: string; before: unknown; after: unknown }[];
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of ['sale.create', 'sale.update', 'sale.end']) expect(actions, action).toContain(action);
    const update = entries.find((entry) => entry.action === 'sale.update');
    expect(update).toMatchObject({ actor_email: 'organiser@racekit.demo', before: { discount: 10 }, after: { discount: 200 } });
  });
});
