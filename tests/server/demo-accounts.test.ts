/**
 * The demo accounts of the README: seeded once beside the catalogue, able to sign in with the
 * listed passwords, and the vip carries the personal discount the purchase rules price with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, seedDemoUsers } from '../../server/seed/demo-users.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
});
afterAll(() => server.close());

describe('demo accounts (README)', () => {
  it.each(demoUsers.map((user) => [user.email, user] as const))('%s signs in with the listed password', async (_email, user) => {
    const answer = await server.api('PUT', '/api/auth', { body: { email: user.email, password: user.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { email: user.email, name: user.name, role: [...user.role] } });
  });

  it('the vip has a 20 % personal discount; the plain runner has none', async () => {
    const vip = await server.api('PUT', '/api/auth', { body: { email: 'vip@racekit.demo', password: 'Vip2026!' } });
    expect(vip.body).toMatchObject({ user: { role: ['vip'], discount: 20, discount_form: 'percent' } });
    const runner = await server.api('PUT', '/api/auth', { body: { email: 'runner@racekit.demo', password: 'Runner2026' } });
    const user = (runner.body as { user: { discount?: unknown } }).user;
    expect(user.discount ?? null).toBeNull();
  });

  it('GET /api/user answers the signed-in user', async () => {
    const signedIn = await server.api('PUT', '/api/auth', { body: { email: 'runner@racekit.demo', password: 'Runner2026' } });
    const { token } = signedIn.body as { token: string };
    const me = await server.api('GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'runner@racekit.demo', name: 'Анна' });
    expect((await server.api('GET', '/api/user')).status).toBe(401);
    expect((await server.api('GET', '/api/user', { token: `${token}x` })).status).toBe(403);
  });

  it('seeding twice adds nothing', async () => {
    expect(await seedDemoUsers(server.db)).toBe(false);
    const rows = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM app_user WHERE email LIKE '%@racekit.demo'");
    expect(rows[0]?.n).toBe(demoUsers.length);
  });
});
