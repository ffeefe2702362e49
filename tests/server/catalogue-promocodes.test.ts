/**
 * Promo code checks (purchase.md §7 GET /api/promocode/check/{type}/{code}/{public_id}) for
 * every kind of seeded code: percent, fixed, 100 %, special price, limited uses, spent,
 * expired, unknown, and codes of another item type or another item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShape, promocodesCalls } from '../../sdk/contract/index.ts';
import { PromocodeCheck } from '../../sdk/contract/schemas/index.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedDemo });
});
afterAll(async () => {
  await server.close();
});

type ItemType = 'ticket' | 'product' | 'insurance';

function send(type: ItemType, code: string, item: string): Promise<ApiAnswer> {
  return server.api('GET', `/api/promocode/check/${type}/${encodeURIComponent(code)}/${encodeURIComponent(item)}`);
}

async function check(type: ItemType, code: string, item: string): Promise<PromocodeCheck> {
  const answer = await send(type, code, item);
  expect(answer.status, answer.message).toBe(200);
  // the three checks share one answer schema; the ticket's stands for all
  expect(promocodesCalls[type].response).toBe(promocodesCalls.ticket.response);
  const shape = checkShape(answer.body, PromocodeCheck);
  if (!shape.ok) throw new Error(`the check breaks the contract at ${shape.failure.path}: ${shape.failure.detail}`);
  return shape.value;
}

describe('a code that applies', () => {
  it.each([
    ['percent', 'ticket', 'RUBEZH10', 'f-rl-msk-sprint', { code: 'RUBEZH10', discount: 10, discount_form: 'percent', price: null }, 463],
    ['typed in lower case', 'ticket', 'rubezh10', 'f-gk-21', { code: 'RUBEZH10', discount: 10, discount_form: 'percent', price: null }, 463],
    ['fixed roubles', 'ticket', 'MINUS500', 'f-gk-10', { code: 'MINUS500', discount: 500, discount_form: 'fixed', price: null }, 188],
    ['100 %', 'ticket', 'FREESTART', 'f-rl-msk-sprint', { code: 'FREESTART', discount: 100, discount_form: 'percent', price: null }, 8],
    ['a special price', 'ticket', 'SPECIAL1990', 'f-rl-spb-sprint', { code: 'SPECIAL1990', discount: 0, discount_form: 'fixed', price: 1990 }, 50],
    ['limited to 3 uses', 'ticket', 'TRIO', 'f-np-5', { code: 'TRIO', discount: 15, discount_form: 'percent', price: null }, 3],
    ['for any product', 'product', 'MERCH15', 'p-gloves', { code: 'MERCH15', discount: 15, discount_form: 'percent', price: null }, 260],
    ['for one product', 'product', 'HOODIE700', 'p-hoodie-rubezh', { code: 'HOODIE700', discount: 700, discount_form: 'fixed', price: null }, 20],
    ['for insurance', 'insurance', 'SAFE50', 'ins-start', { code: 'SAFE50', discount: 50, discount_form: 'percent', price: null }, 91],
  ] as const)('%s: answers its discount and the uses left', async (_name, type, code, item, promocode, left) => {
    expect(await check(type, code, item)).toEqual({ promocode, available_code_count: left, message: 'Промокод применён' });
  });
});

describe('a code that does not apply answers null and the reason', () => {
  it.each([
    ['unknown', 'ticket', 'NOSUCHCODE', 'f-rl-msk-sprint', 'Промокод не найден'],
    ['spent', 'ticket', 'SPENT', 'f-rl-msk-sprint', 'Промокод уже использован'],
    ['expired', 'ticket', 'OLDSEASON', 'f-rl-msk-sprint', 'Срок действия промокода истёк'],
    ['for another format', 'ticket', 'FREESTART', 'f-rl-spb-sprint', 'Промокод не подходит для этого билета'],
    ['a product code on a ticket', 'ticket', 'MERCH15', 'f-rl-msk-sprint', 'Промокод не подходит для этого билета'],
    ['a ticket code on a product', 'product', 'RUBEZH10', 'p-gloves', 'Промокод не подходит для этого товара'],
    ['for another product', 'product', 'HOODIE700', 'p-gloves', 'Промокод не подходит для этого товара'],
    ['on a gift certificate', 'product', 'MERCH15', 'p-certificate-1000', 'Промокоды не действуют на подарочные сертификаты'],
    ['a ticket code on insurance', 'insurance', 'RUBEZH10', 'ins-start', 'Промокод не подходит для этой страховки'],
  ] as const)('%s', async (_name, type, code, item, message) => {
    expect(await check(type, code, item)).toEqual({ promocode: null, available_code_count: 0, message });
  });
});

describe('uses', () => {
  it('the check only reads: asking twice leaves the count as it was', async () => {
    await check('ticket', 'TRIO', 'f-np-5');
    expect((await check('ticket', 'TRIO', 'f-np-5')).available_code_count).toBe(3);
  });

  it('counts down as payments take uses, and stops at the total', async () => {
    await server.db.query("UPDATE promocode SET used_count = 2 WHERE code = 'TRIO'");
    expect((await check('ticket', 'TRIO', 'f-np-5')).available_code_count).toBe(1);
    await server.db.query("UPDATE promocode SET used_count = 3 WHERE code = 'TRIO'");
    expect(await check('ticket', 'TRIO', 'f-np-5')).toEqual({ promocode: null, available_code_count: 0, message: 'Промокод уже использован' });
    // the database itself refuses a use past the total (payments rely on it under contention)
    await expect(server.db.query("UPDATE promocode SET used_count = used_count + 1 WHERE code = 'TRIO'")).rejects.toThrow();
  });
});

describe('an unknown item', () => {
  it.each([
    ['ticket', 'f-none', 'Формат билета не найден'],
    ['product', 'p-none', 'Товар не найден'],
    ['insurance', 'ins-none', 'Страховка не найдена'],
  ] as const)('of type %s is a 404 with a message', async (type, item, message) => {
    const answer = await send(type, 'RUBEZH10', item);
    expect(answer.status).toBe(404);
    expect(answer.message).toBe(message);
  });
});
