/**
 * The console's gift certificates (issue 25 §2) over HTTP against a fresh database: put a
 * certificate of a nominal value on sale (into the `certificates` category, made on the first
 * one), edit its texts and value, hide it; the public certificate list and a payment see each
 * change; a certificate is never a good (no delivery, not editable as a good); a stale version is
 * 409; invalid values are 400s naming the field; every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { paid, paymentBody, seedShop } from './support-shop.ts';
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
const onSale = async (language = 'ru') =>
  ((await publicCall('/api/shop/items/certificates', language)).body as { values: { public_id: string; title: string; price: number; delivery: boolean; certificate: boolean }[] }).values;

describe('gift certificates', () => {
  it('puts a certificate on sale in its own category, shown by the public list in both languages', async () => {
    const made = ok(
      await call('POST', '/api/console/certificates', {
        public_id: 'cert-5000',
        title: 'Сертификат на 5 000 ₽',
        title_en: 'Gift certificate for 5,000 RUB',
        description: 'Действует 12 месяцев',
        price: 5000,
        stock: 100,
      }),
    );
    expect(made).toMatchObject({ kind: 'certificate', category_title: 'Подарочные сертификаты', price: 5000, stock: 100, sizes: [], delivery: false, on_home: false, version: 0 });
    const [category] = await server.db.query<{ slug: string; title_en: string }>('SELECT slug, title_en FROM shop_category WHERE public_id = $1', [made['category_id']]);
    expect(category).toEqual({ slug: 'certificates', title_en: 'Gift certificates' });
    expect(await onSale('en')).toContainEqual(expect.objectContaining({ public_id: 'cert-5000', title: 'Gift certificate for 5,000 RUB', price: 5000, certificate: true, delivery: false }));
    // the second goes into the same category
    const second = ok(await call('POST', '/api/console/certificates', { public_id: 'cert-1000', title: 'Сертификат на 1 000 ₽', price: 1000, stock: 10 }));
    expect(second['category_id']).toBe(made['category_id']);
    expect((await onSale()).map((each) => each.public_id)).toEqual(['cert-1000', 'p-cert', 'cert-5000']);
    const audit = await server.db.query<{ action: string; entity_id: string }>("SELECT action, entity_id FROM audit_log WHERE action LIKE 'certificate.%' OR action = 'category.create' ORDER BY id");
    expect(audit.map((row) => row.action)).toEqual(['category.create', 'certificate.create', 'certificate.create']);
  });

  it('is sold through the payment at its nominal value, without delivery', async () => {
    const answer = await server.api('POST', '/api/payment', { body: paymentBody({ shop: [{ public_id: 'cert-1000', count: 1 }] }) });
    paid(answer);
    const [order] = await server.db.query<{ amount: unknown }>('SELECT amount FROM payment_order ORDER BY created_at DESC LIMIT 1');
    expect(Number(order?.amount)).toBe(1000);
    expect(ok(await call('GET', '/api/console/certificates/cert-1000'))['stock']).toBe(9);
  });

  it('edits the value and texts, hides and shows it; a stale version is 409', async () => {
    const edited = ok(await call('PUT', '/api/console/certificates/cert-5000', { version: 0, price: 4500, title: 'Сертификат на 4 500 ₽' }));
    expect(edited).toMatchObject({ price: 4500, version: 1 });
    expect(await onSale()).toContainEqual(expect.objectContaining({ public_id: 'cert-5000', title: 'Сертификат на 4 500 ₽', price: 4500 }));
    const stale = await call('PUT', '/api/console/certificates/cert-5000', { version: 0, price: 1 });
    expect(stale.status).toBe(409);
    const hidden = ok(await call('PUT', '/api/console/certificates/cert-5000', { version: 1, hidden: true }));
    expect((await onSale()).map((each) => each.public_id)).not.toContain('cert-5000');
    const refused = await server.api('POST', '/api/payment', { body: paymentBody({ shop: [{ public_id: 'cert-5000', count: 1 }] }) });
    expect(refused.status).not.toBe(200);
    ok(await call('PUT', '/api/console/certificates/cert-5000', { version: hidden['version'], hidden: false }));
    expect((await onSale()).map((each) => each.public_id)).toContain('cert-5000');
    const [last] = await server.db.query<{ action: string; before: { price: number }; after: { price: number } }>(
      "SELECT action, before, after FROM audit_log WHERE entity_id = 'cert-5000' AND action = 'certificate.update' ORDER BY id LIMIT 1",
    );
    expect(last).toMatchObject({ before: { price: 5000 }, after: { price: 4500 } });
  });

  it('moves its stock by a delta, never below zero', async () => {
    const current = ok(await call('GET', '/api/console/certificates/cert-1000'));
    const more = ok(await call('PUT', '/api/console/certificates/cert-1000/stock', { version: current['version'], delta: 5 }));
    expect(more['stock']).toBe(14);
    const tooMany = await call('PUT', '/api/console/certificates/cert-1000/stock', { version: more['version'], delta: -15 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.message).toBe('Осталось 14: убрать больше нельзя');
  });

  it('keeps certificates and goods apart', async () => {
    expect((await call('GET', '/api/console/shop/products/cert-1000')).status).toBe(404);
    expect((await call('PUT', '/api/console/shop/products/cert-1000', { version: 0, price: 1 })).status).toBe(404);
    const asCertificate = await call('GET', '/api/console/certificates/p-mug');
    expect(asCertificate.status).toBe(404);
    expect(asCertificate.message).toBe('Сертификат не найден');
    const list = ok(await call('GET', '/api/console/certificates?sort=price&dir=desc'));
    expect(list).toMatchObject({ total: 3, items: [{ public_id: 'cert-5000' }, { public_id: 'p-cert' }, { public_id: 'cert-1000' }] });
    const goods = ok(await call('GET', '/api/console/shop/products'));
    expect((goods['items'] as { kind: string }[]).every((each) => each.kind === 'good')).toBe(true);
  });

  it.each([
    ['no stock', { title: 'Сертификат', price: 100 }, 'stock'],
    ['an empty title', { title: '', price: 100, stock: 1 }, 'title'],
    ['a fractional value', { title: 'Сертификат', price: 99.5, stock: 1 }, 'price'],
    ['an unknown category', { title: 'Сертификат', price: 100, stock: 1, category_id: 'cat-none' }, 'category_id'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const answer = await call('POST', '/api/console/certificates', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
  });
});
