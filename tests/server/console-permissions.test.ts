/**
 * The console's permission walk (issue 25 §1): every call listed in
 * sdk/contract/console/console-calls.ts answers 401 without a token, 403 to a dead token and to
 * a buyer's token, 403 to staff where it needs an organiser, and lets its own role through.
 * The walk reads the registry, so a call added there is walked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../sdk/contract/index.ts';
import { listConsoleCalls } from '../../sdk/contract/console/index.ts';
import { seedDemoUsers } from '../../server/seed/demo-users.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
const tokens = { buyer: '', staff: '', organiser: '', partnerOrganiser: '' };

async function signIn(email: string, password: string): Promise<string> {
  const answer = await server.api('PUT', '/api/auth', { body: { email, password } });
  expect(answer.status).toBe(200);
  return (answer.body as { token: string }).token;
}

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDemoUsers(db) });
  tokens.buyer = await signIn('runner@racekit.demo', 'Runner2026');
  tokens.staff = await signIn('staff@racekit.demo', 'Staff2026');
  tokens.organiser = await signIn('organiser@racekit.demo', 'Organiser2026');
  // issue 28: the organiser signed in on a partner's page holds a partner-scoped session
  const onPartnerPage = await server.api('PUT', '/api/auth', { body: { email: 'organiser@racekit.demo', password: 'Organiser2026' }, headers: { origin: 'https://vershina.example' } });
  tokens.partnerOrganiser = (onPartnerPage.body as { token: string }).token;
});
afterAll(() => server.close());

const calls = listConsoleCalls().map((call) => [`${call.spec.method} ${call.spec.path}`, call] as const);
// a path parameter the walk fills in: the role check comes before the params are read
const pathOf = (path: string) => fillPath(path, Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 'walk-1'])));
const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('every console call', () => {
  it('is walked (the registry is not empty)', () => {
    expect(calls.length).toBeGreaterThan(1);
  });

  it.each(calls)('%s: 401 without a token, 403 with a dead token or a buyer\'s', async (_name, { spec }) => {
    const path = pathOf(spec.path);
    expect((await server.api(spec.method, path, { body: body(spec.method) })).status).toBe(401);
    expect((await server.api(spec.method, path, { body: body(spec.method), token: 'no-such-session-token' })).status).toBe(403);
    const asBuyer = await server.api(spec.method, path, { body: body(spec.method), token: tokens.buyer });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.message).toBe('Нет доступа: этот раздел открыт только сотрудникам организатора');
  });

  it.each(calls)('%s: staff only where it needs staff, the organiser everywhere', async (_name, { spec }) => {
    const path = pathOf(spec.path);
    const asStaff = await server.api(spec.method, path, { body: body(spec.method), token: tokens.staff });
    if (spec.role === 'organiser') expect(asStaff.status).toBe(403);
    else expect([401, 403]).not.toContain(asStaff.status);
    const asOrganiser = await server.api(spec.method, path, { body: body(spec.method), token: tokens.organiser });
    expect([401, 403]).not.toContain(asOrganiser.status);
  });

  it.each(calls)("%s: 403 to the organiser's partner-scoped session (issue 28)", async (_name, { spec }) => {
    const answer = await server.api(spec.method, pathOf(spec.path), { body: body(spec.method), token: tokens.partnerOrganiser });
    expect(answer.status).toBe(403);
  });

  it('every console call names its role', () => {
    for (const [name, { spec }] of calls) expect(spec.role, name).toMatch(/^(staff|organiser)$/);
  });
});

describe('GET /api/console/me', () => {
  it('answers the member of staff and their role, never a buyer', async () => {
    const me = await server.api('GET', '/api/console/me', { token: tokens.organiser });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'organiser@racekit.demo', staff_role: 'organiser' });
    const staff = await server.api('GET', '/api/console/me', { token: tokens.staff });
    expect(staff.body).toMatchObject({ email: 'staff@racekit.demo', staff_role: 'staff' });
  });

  it("the buyer's user object never carries a staff role", async () => {
    const user = await server.api('GET', '/api/user', { token: tokens.organiser });
    expect(user.status).toBe(200);
    expect(JSON.stringify(user.body)).not.toContain('organiser"');
    expect(user.body).not.toHaveProperty('staff_role');
  });
});
