/**
 * The payment's rules with the shapes of data the other payment tests leave out (issue 31,
 * item 6): a promo code's uses shared by two lines of several tickets, free delivery measured
 * on count × price of the goods that travel (and only those), and every refusal of the promo
 * rule (server/catalogue/promocode-rule.ts) said the same by the public check and the payment;
 * a line's tickets, whose total does not divide by their count, returned one by one give back
 * exactly what was paid.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { registerConfirmed } from './account-steps.ts';
import { CITY_ID, PICKUP, buy, formats, paid, paymentBody, products, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const BIKE = 'p-bike';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      const now = new Date();
      await seedShop(db, now);
      // goods dear enough to reach free delivery (10 000 ₽) with a count of 2
      await db.query("INSERT INTO product (public_id, category_id, title, price, stock) VALUES ($1, 'cat-merch', 'Велосипед', 5000, 10)", [BIKE]);
      await db.query(
        `INSERT INTO promocode (public_id, code, item_type, discount, discount_form, total_count, valid_until, active) VALUES
           ('pc-old', 'OLDCODE', 'ticket', 10, 'percent', 5, $1, true),
           ('pc-off', 'OFFCODE', 'ticket', 10, 'percent', 5, NULL, false),
           ('pc-gone', 'GONE', 'ticket', 10, 'percent', 0, NULL, true)`,
        [new Date(now.getTime() - 60_000)],
      );
    },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const pay = (body: Record<string, unknown>) => server.api('POST', '/api/payment', { body });
const courier = { phone: '79161234567', location_id: CITY_ID, address: 'ул. Ленина, 1', first_name: 'Анна', last_name: 'Петрова' };

describe('a promo code shared by lines of several tickets', () => {
  test('TEN has 3 uses: lines of 2 and 2 get 2 and 1 discounted tickets (3700 ₽), and the 3 uses are held', async () => {
    const answer = await pay(paymentBody({ tickets: [ticketLine(formats.plain, 2, { promocode: 'TEN' }), ticketLine(formats.plain, 2, { promocode: 'ten ' })] }));
    expect(paid(answer).form['amount']).toBe('3700.00');
    const lines = await server.db.query<{ promo_units: number }>('SELECT promo_units FROM order_line ORDER BY position');
    expect(lines.map((line) => line.promo_units)).toEqual([2, 1]);
    const [promo] = await server.db.query<{ used_count: number }>("SELECT used_count FROM promocode WHERE code = 'TEN'");
    expect(promo?.used_count).toBe(3);
  });
});

describe('free delivery is measured on count × price of the goods that travel', () => {
  test.each([
    ['two bikes of 5000 ₽ delivered reach 10 000 ₽: delivery free', [{ public_id: BIKE, count: 2 }], '10000.00'],
    ['one bike delivered and one picked up: 5000 ₽ travel, delivery 300 ₽', [{ public_id: BIKE, count: 1 }, { public_id: BIKE, count: 1, delivery_public_id: PICKUP }], '10300.00'],
    ['two bikes picked up and a mug delivered: 600 ₽ travel, delivery 300 ₽', [{ public_id: BIKE, count: 2, delivery_public_id: PICKUP }, { public_id: products.mug, count: 1 }], '10900.00'],
  ] as const)('%s', async (_name, shop, amount) => {
    expect(paid(await pay(paymentBody({ shop, ...courier }))).form['amount']).toBe(amount);
  });
});

describe('the check and the payment refuse a code with the same words', () => {
  test.each([
    ['unknown', 'ticket', 'NOSUCH', 400, 'Промокод не найден'],
    ['expired', 'ticket', 'OLDCODE', 400, 'Срок действия промокода истёк'],
    ['switched off', 'ticket', 'OFFCODE', 400, 'Срок действия промокода истёк'],
    ['without uses', 'ticket', 'GONE', 409, 'Промокод уже использован'],
    ['a product code on a ticket', 'ticket', 'MUG', 400, 'Промокод не подходит для этого билета'],
    ['a ticket code on a product', 'product', 'TEN', 400, 'Промокод не подходит для этого товара'],
    ['any code on a certificate', 'certificate', 'MUG', 400, 'Промокоды не действуют на подарочные сертификаты'],
  ] as const)('%s', async (_name, item, code, status, message) => {
    const itemId = item === 'ticket' ? formats.plain : item === 'product' ? products.mug : products.certificate;
    const check = await server.api('GET', `/api/promocode/check/${item === 'ticket' ? 'ticket' : 'product'}/${code}/${itemId}`);
    expect(check.body).toEqual({ promocode: null, available_code_count: 0, message });
    const body =
      item === 'ticket'
        ? paymentBody({ tickets: [ticketLine(formats.plain, 2, { promocode: code.toLowerCase() })] })
        : paymentBody({ shop: [{ public_id: itemId, count: 2, delivery_public_id: PICKUP, promocode: code }] });
    const answer = await pay(body);
    expect([answer.status, answer.message]).toEqual([status, message]);
    expect(await server.db.query('SELECT 1 FROM payment_order')).toHaveLength(0);
  });
});

describe("a line's tickets share its total to the kopeck", () => {
  test.each([
    ['2 tickets, one free by a code: 1000 ₽', 2, 1000, [500, 500]],
    ['3 tickets, one free by a code: 2000 ₽', 3, 2000, [666.67, 666.67, 666.66]],
  ] as const)('%s: returned one by one, they give back what was paid', async (_name, count, amount, sums) => {
    const { token } = await registerConfirmed(server, 'kopecks@example.com');
    const orderId = await buy(server, paymentBody({ email: 'kopecks@example.com', tickets: [ticketLine(formats.plain, count, { promocode: 'ONCE' })] }), token);
    const [order] = await server.db.query<{ amount: string }>('SELECT amount FROM payment_order WHERE public_id = $1', [orderId]);
    expect(Number(order?.amount)).toBe(amount);
    const tickets = await server.db.query<{ public_id: string }>('SELECT public_id FROM ticket WHERE order_id = $1', [orderId]);
    const returned: number[] = [];
    for (const ticket of tickets) {
      const answer = await server.api('POST', '/api/payment/cancel', { token, body: { public_id: ticket.public_id } });
      expect(answer.status, answer.message).toBe(200);
      returned.push(Number(Reflect.get(Object(answer.body), 'sum')));
    }
    expect(returned.sort((a, b) => b - a)).toEqual(sums);
  });
});
