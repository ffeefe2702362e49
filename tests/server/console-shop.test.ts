/**
 * The console's shop (issue 25 §2) over HTTP against a fresh database: categories; goods with
 * Russian and English texts, price, a picture, sizes with stock per size, the event cities they
 * are offered with; hiding and showing; the public shop calls show each change; stock moves by a
 * delta that can never take more than is left, also while a buyer holds some; a stale version
 * is 409; invalid values are 400s naming the field; every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { EVENT_CITY, PICKUP, paid, paymentBody, products, seedShop } from './support-shop.ts';
import { ok, signInOrganiser } from './console-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

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

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function auditActions(id: string): Promise<string[]> {
  const rows = await server.db.query<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id', [id]);
  return rows.map((row) => row.action);
}

describe('categories', () => {
  it('creates and edits a category; a taken slug is 409; a stale version is 409', async () => {
    const made = ok(await call('POST', '/api/console/shop/categories', { public_id: 'cat-caps', slug: 'caps', title: 'Кепки', title_en: 'Caps' }));
    expect(made).toMatchObject({ slug: 'caps', title_en: 'Caps', product_count: 0, version: 0 });
    const taken = await call('POST', '/api/console/shop/categories', { slug: 'merch', title: 'Ещё мерч' });
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('Категория с адресом «merch» уже есть');
    const edited = ok(await call('PUT', '/api/console/shop/categories/cat-caps', { version: 0, title: 'Кепки и панамы' }));
    expect(edited).toMatchObject({ title: 'Кепки и панамы', version: 1 });
    expect((await call('PUT', '/api/console/shop/categories/cat-caps', { version: 0, title: 'X' })).status).toBe(409);
    const bad = await call('POST', '/api/console/shop/categories', { slug: 'Not A Slug', title: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'slug' });
    expect(await auditActions('cat-caps')).toEqual(['category.create', 'category.update']);
    const listed = ok(await call('GET', '/api/console/shop/categories?sort=title'));
    expect(listed).toMatchObject({ total: 2 });
  });
});

describe('goods', () => {
  it('creates a good with an uploaded picture and sizes, offered with an event city; the shop shows it in both languages', async () => {
    const picture = ok(await call('POST', '/api/console/pictures', { name: 'cap.png', type: 'image/png', data: PNG }));
    const made = ok(
      await call('POST', '/api/console/shop/products', {
        public_id: 'p-cap',
        category_id: 'cat-caps',
        title: 'Кепка «Рубеж»',
        title_en: 'Frontier cap',
        description: 'Лёгкая кепка',
        price: 1290,
        old_price: 1490,
        picture: picture['url'],
        sizes: [
          { name: 'S/M', count: 5 },
          { name: 'L/XL', count: 2 },
        ],
        event_city_ids: [EVENT_CITY],
      }),
    );
    expect(made).toMatchObject({ kind: 'good', stock: null, sizes: [{ name: 'S/M', count: 5 }, { name: 'L/XL', count: 2 }], event_city_ids: [EVENT_CITY], version: 0 });
    const shown = await publicCall('/api/shop/product/p-cap', 'en');
    expect(shown.body).toMatchObject({ title: 'Frontier cap', description: 'Лёгкая кепка', price: 1290, old_price: 1490, picture: picture['url'], category: { title: 'Caps' } });
    const served = await fetch(server.url + String(picture['url']));
    expect(served.headers.get('content-type')).toBe('image/png');
    const related = await publicCall(`/api/shop/related/${EVENT_CITY}`);
    expect((related.body as { values: { public_id: string }[] }).values.map((each) => each.public_id)).toContain('p-cap');
    expect(await auditActions('p-cap')).toEqual(['product.create']);
  });

  it('edits a good, hides and shows it; a stale version is 409 and changes nothing', async () => {
    const edited = ok(await call('PUT', '/api/console/shop/products/p-cap', { version: 0, price: 1190, title_en: '', event_city_ids: [] }));
    expect(edited).toMatchObject({ price: 1190, title_en: null, event_city_ids: [], version: 1 });
    expect((await publicCall('/api/shop/product/p-cap', 'en')).body).toMatchObject({ title: 'Кепка «Рубеж»', price: 1190 });
    const stale = await call('PUT', '/api/console/shop/products/p-cap', { version: 0, price: 1 });
    expect(stale.status).toBe(409);
    expect(stale.message).toBe('Запись уже изменил другой сотрудник. Обновите страницу и внесите правку снова');
    const hidden = ok(await call('PUT', '/api/console/shop/products/p-cap', { version: 1, hidden: true }));
    expect((await publicCall('/api/shop/product/p-cap')).status).toBe(404);
    ok(await call('PUT', '/api/console/shop/products/p-cap', { version: hidden['version'], hidden: false }));
    expect((await publicCall('/api/shop/product/p-cap')).status).toBe(200);
    expect(ok(await call('GET', '/api/console/shop/products?hidden=false&category_id=cat-caps'))).toMatchObject({ total: 1, items: [{ public_id: 'p-cap', price: 1190 }] });
  });

  it.each([
    ['both sizes and one stock', { stock: 3, sizes: [{ name: 'M', count: 1 }] }, 'stock', 'Укажите либо размеры с остатками, либо общий остаток товара'],
    ['neither sizes nor stock', {}, 'stock', 'Укажите либо размеры с остатками, либо общий остаток товара'],
    ['a picture that is not an address', { stock: 1, picture: 'javascript:alert(1)' }, 'picture', undefined],
    ['an unknown category', { stock: 1, category_id: 'cat-none' }, 'category_id', 'В поле «category_id» указано то, чего нет в каталоге: cat-none'],
    ['an unknown event city', { stock: 1, event_city_ids: ['ec-none'] }, 'event_city_ids', 'В поле «event_city_ids» указано то, чего нет в каталоге: ec-none'],
    ['a negative price', { stock: 1, price: -5 }, 'price', undefined],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, extra, field, message) => {
    const answer = await call('POST', '/api/console/shop/products', { public_id: 'p-bad', category_id: 'cat-caps', title: 'Плохой', price: 100, ...extra });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    if (message !== undefined) expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(new RegExp(field));
    expect((await call('GET', '/api/console/shop/products/p-bad')).status).toBe(404);
  });

  it('refuses a size twice, and adds a new size later', async () => {
    const twice = await call('POST', '/api/console/shop/products', { category_id: 'cat-caps', title: 'X', price: 1, sizes: [{ name: 'M', count: 1 }, { name: 'm', count: 1 }] });
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('Размер «m» у этого товара уже есть');
    const current = ok(await call('GET', '/api/console/shop/products/p-cap'));
    const added = ok(await call('POST', '/api/console/shop/products/p-cap/sizes', { version: current['version'], name: 'XXL', count: 4 }));
    expect((added['sizes'] as { name: string }[]).map((each) => each.name)).toEqual(['S/M', 'L/XL', 'XXL']);
    const sizes = (await publicCall('/api/shop/product/p-cap')).body as { sizes: { name: string; count: number }[] };
    expect(sizes.sizes).toContainEqual(expect.objectContaining({ name: 'XXL', count: 4 }));
    const onMug = await call('POST', `/api/console/shop/products/${products.mug}/sizes`, { version: 0, name: 'M', count: 1 });
    expect(onMug.status).toBe(400);
    expect(onMug.message).toBe('У этого товара нет размеров: меняйте его общий остаток');
  });
});

describe('stock', () => {
  it('moves a size by a delta and never below zero, with a clear message', async () => {
    const current = ok(await call('GET', '/api/console/shop/products/p-cap'));
    const small = (current['sizes'] as { public_id: string; name: string }[]).find((each) => each.name === 'L/XL');
    const sizeId = small?.public_id ?? '';
    const added = ok(await call('PUT', '/api/console/shop/products/p-cap/stock', { version: current['version'], size_id: sizeId, delta: 10 }));
    expect(added['sizes']).toContainEqual(expect.objectContaining({ name: 'L/XL', count: 12 }));
    const tooMany = await call('PUT', '/api/console/shop/products/p-cap/stock', { version: added['version'], size_id: sizeId, delta: -13 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.message).toBe('Осталось 12: убрать больше нельзя');
    const noSize = await call('PUT', '/api/console/shop/products/p-cap/stock', { version: added['version'], delta: 1 });
    expect(noSize.status).toBe(400);
    expect(noSize.message).toBe('Остатки этого товара ведутся по размерам: выберите размер');
    const stale = await call('PUT', '/api/console/shop/products/p-cap/stock', { version: current['version'], size_id: sizeId, delta: 1 });
    expect(stale.status).toBe(409);
    expect(await auditActions('p-cap')).toContain('product.stock');
  });

  it('counts what a buyer holds: a decrease may take only what is left after the hold', async () => {
    // the mug: 2 left; a buyer's unpaid order holds 1
    paid(await server.api('POST', '/api/payment', { body: paymentBody({ shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }] }) }));
    const mug = ok(await call('GET', `/api/console/shop/products/${products.mug}`));
    expect(mug['stock']).toBe(1);
    const tooMany = await call('PUT', `/api/console/shop/products/${products.mug}/stock`, { version: mug['version'], delta: -2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.message).toBe('Осталось 1: убрать больше нельзя');
    const last = ok(await call('PUT', `/api/console/shop/products/${products.mug}/stock`, { version: mug['version'], delta: -1 }));
    expect(last['stock']).toBe(0);
    // nothing left: the next buyer is told so
    const refused = await server.api('POST', '/api/payment', { body: paymentBody({ shop: [{ public_id: products.mug, count: 1, delivery_public_id: PICKUP }] }) });
    expect(refused.status).toBe(409);
  });
});
