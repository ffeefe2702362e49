/**
 * Partners in the console (issue 25 §7): the list with each partner's sales (its own report's
 * figures), adding one (the key answered once, working at once), a new key (the old one answers
 * 401), a revoked key (the report answers 401 until a new key), the pages a buyer may be led
 * back to, edited at the version read (409 otherwise). Every write is read back from the audit
 * log, which never holds a key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { buy, formats, paymentBody, seedShop, ticketLine } from './support-shop.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './test-server.ts';

let server: TestServer;
let organiser = '';

beforeAll(async () => {
  process.env['PAYMENT_SECRET'] = 'console-partners-secret';
  server = await startTestServer({
    seed: async (db) => {
      await seedShop(db, new Date());
      await seedDemoUsers(db);
    },
  });
});
afterAll(async () => {
  await server.close();
  delete process.env['PAYMENT_SECRET'];
});
beforeEach(async () => {
  await server.reset();
  organiser = ((await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' } })).body as { token: string }).token;
});

interface Partner {
  name: string;
  origins: string[];
  key_active: boolean;
  version: number;
  sales: { orders: number; tickets: number; revenue: number };
}

const body = <T>(answer: ApiAnswer): T => {
  expect(answer.status, answer.message).toBe(200);
  return answer.body as T;
};
const report = (key: string) => server.api('GET', '/api/partner/report', { headers: { authorization: `Bearer ${key}` } });
const call = (method: string, path: string, sent?: unknown) => server.api(method, `/api/console/partners${path}`, { token: organiser, body: sent });

describe('partners in the console', () => {
  test('add (key once), sales, a new key, a revoked key, the way-back pages; each write audited without its key', async () => {
    const added = body<{ partner: Partner; key: string }>(await call('POST', '', { name: 'vershina', title: 'Вершина', origins: ['https://vershina.example/'] }));
    expect(added.key).toMatch(/^rkp_/);
    expect(added.partner).toMatchObject({ name: 'vershina', origins: ['https://vershina.example'], key_active: true, version: 0, sales: { orders: 0 } });
    expect((await report(added.key)).status).toBe(200);
    expect((await call('POST', '', { name: 'vershina', title: 'Другая', origins: [] })).status).toBe(409);
    expect((await call('POST', '', { name: 'polimer', title: 'Полимер', origins: ['https://polimer.example/page'] })).status).toBe(400);

    await buy(server, paymentBody({ tickets: [ticketLine(formats.plain, 2)], attribution: { partner: 'vershina' } }));
    const listed = body<{ items: Partner[]; total: number }>(await call('GET', '?q=верш'));
    expect(listed.total).toBe(1);
    expect(listed.items[0]?.sales).toEqual({ orders: 1, tickets: 2, revenue: 2000 });

    const rotated = body<{ partner: Partner; key: string }>(await call('POST', '/vershina/key', { version: 0 }));
    expect(rotated.key).not.toBe(added.key);
    expect((await report(added.key)).status).toBe(401);
    expect((await report(rotated.key)).status).toBe(200);
    expect((await call('POST', '/vershina/key', { version: 0 })).status).toBe(409);

    const revoked = body<Partner>(await call('DELETE', '/vershina/key', { version: 1 }));
    expect(revoked).toMatchObject({ key_active: false, version: 2 });
    expect((await report(rotated.key)).status).toBe(401);

    const edited = body<Partner>(await call('PUT', '/vershina', { version: 2, origins: ['https://vershina.example', 'https://shop.vershina.example'] }));
    expect(edited.origins).toEqual(['https://vershina.example', 'https://shop.vershina.example']);
    expect((await call('PUT', '/vershina', { version: 2, title: 'Поздно' })).status).toBe(409);
    expect((await call('PUT', '/vershina', { version: 3, origins: ['ftp://x'] })).status).toBe(400);
    expect((await call('PUT', '/nobody', { version: 0, title: 'Нет' })).status).toBe(404);
    const again = body<{ partner: Partner; key: string }>(await call('POST', '/vershina/key', { version: 3 }));
    expect(again.partner.key_active).toBe(true);
    expect((await report(again.key)).status).toBe(200);

    const log = body<{ items: { action: string; entity_id: string; before: unknown; after: unknown }[] }>(
      await server.api('GET', '/api/console/audit?entity=partner&entity_id=vershina&sort=at&dir=asc', { token: organiser }),
    );
    expect(log.items.map((entry) => entry.action)).toEqual(['partner.create', 'partner.rotateKey', 'partner.revokeKey', 'partner.update', 'partner.rotateKey']);
    expect(log.items[2]).toMatchObject({ before: { key_active: true }, after: { key_active: false } });
    expect(log.items[3]?.after).toMatchObject({ origins: ['https://vershina.example', 'https://shop.vershina.example'] });
    const written = JSON.stringify(log.items);
    for (const key of [added.key, rotated.key, again.key]) expect(written).not.toContain(key);
    expect(written).not.toContain('key_hash');
  });
});
