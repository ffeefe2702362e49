/**
 * A good's stock cannot be oversold (issue 25 §2), on a real PostgreSQL over real HTTP: the
 * organiser adds and takes away stock of one size from the console (by a delta, as the console
 * does) while 120 buyers race for it, 1 or 2 each. At the end what is sold and held plus what is
 * left equals the first stock plus every change the server accepted, nothing is negative, and a
 * decrease larger than what was left at that moment was refused with what was left.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedDemoUsers } from '../../../server/seed/demo-users.ts';
import { PICKUP, paymentBody } from '../support-shop.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { startPgServer } from './pg-test-server.ts';

const BUYERS = 120;
const PRODUCT = 'p-console-race';
let cluster: PgCluster;

beforeAll(async () => {
  // every buyer here is a guest on 127.0.0.1: the hold caps are tested elsewhere
  process.env['HOLD_LIMIT_GUEST'] = '1000';
  process.env['HOLD_LIMIT_IP'] = '100000';
  process.env['ORDER_LIMIT_IP'] = '100000';
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  delete process.env['HOLD_LIMIT_GUEST'];
  delete process.env['HOLD_LIMIT_IP'];
  delete process.env['ORDER_LIMIT_IP'];
  await cluster?.stop();
});

test(`the console moves a size's stock while ${BUYERS} buyers race for it: sold + held + left = first stock + accepted changes`, async () => {
  const server = await startPgServer(cluster, 'console_goods_stock');
  try {
    await seedDemoUsers(server.db);
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } });
    const token = (signedIn.body as { token: string }).token;
    const made = await server.api('POST', '/api/console/shop/products', {
      token,
      body: { public_id: PRODUCT, category_id: 'cat-merch', title: 'Гонка за кепкой', price: 500, sizes: [{ name: 'M', count: 40 }] },
    });
    expect(made.status, made.message).toBe(200);
    const sizeId = (made.body as { sizes: { public_id: string }[] }).sizes[0]?.public_id ?? '';

    const buy = (index: number) =>
      server.api('POST', '/api/payment', {
        body: paymentBody({ email: `buyer${index}@example.com`, shop: [{ public_id: PRODUCT, count: 1 + (index % 2), size: 'M', delivery_public_id: PICKUP }] }),
      });
    const buyers = async () => {
      const answers = [];
      for (let wave = 0; wave < 4; wave += 1) answers.push(...(await Promise.all(Array.from({ length: BUYERS / 4 }, (_, index) => buy(wave * 30 + index)))));
      return answers;
    };
    // the organiser, meanwhile: deliveries and write-offs, some larger than what is left
    const changes: { delta: number; status: number; message: string | undefined }[] = [];
    const organiser = async () => {
      for (const delta of [30, -10, 50, -500, 20, -15, 40, -400, 25, -5]) {
        const read = await server.api('GET', `/api/console/shop/products/${PRODUCT}`, { token });
        const version = (read.body as { version: number }).version;
        const answer = await server.api('PUT', `/api/console/shop/products/${PRODUCT}/stock`, { token, body: { version, size_id: sizeId, delta } });
        changes.push({ delta, status: answer.status, message: answer.message });
      }
    };
    const [answers] = await Promise.all([buyers(), organiser()]);

    const [row] = await server.db.query<{ count: number }>('SELECT count FROM product_size WHERE public_id = $1', [sizeId]);
    const [taken] = await server.db.query<{ n: string | number | null }>("SELECT sum(count) AS n FROM order_line WHERE item_id = $1 AND kind = 'shop'", [PRODUCT]);
    const soldAndHeld = Number(taken?.n ?? 0);
    const accepted = changes.filter((change) => change.status === 200);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409), JSON.stringify(answers.map((a) => a.message))).toBe(true);
    expect(row?.count).toBeGreaterThanOrEqual(0);
    expect(soldAndHeld + (row?.count ?? Number.NaN)).toBe(40 + accepted.reduce((sum, change) => sum + change.delta, 0));
    for (const change of changes) {
      if (change.status !== 200) {
        expect(change.delta).toBeLessThan(0);
        expect(change.status).toBe(409);
        expect(change.message).toMatch(/^Осталось \d+: убрать больше нельзя$/);
      }
    }
    // the two write-offs of hundreds can never pass
    expect(changes.filter((change) => change.delta <= -400).every((change) => change.status === 409)).toBe(true);
    const [logged] = await server.db.query<{ n: string | number }>("SELECT count(*) AS n FROM audit_log WHERE action = 'product.stock' AND entity_id = $1", [PRODUCT]);
    expect(Number(logged?.n)).toBe(accepted.length);
  } finally {
    await server.close();
  }
}, 240_000);
