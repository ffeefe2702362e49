/**
 * Every call of both specs, as the contract lists them (listCalls(), the list
 * tests/unit/contract-spec-table.test.ts holds to purchase.md and account.md §7), over HTTP
 * against one fresh database seeded with the demo catalogue. Per call: a personal call
 * without a token is 401; the happy request answers 200 with a body the call's own response
 * schema accepts (a PDF named by content-disposition for downloads) and what the row expects;
 * the main error answers its exact status with a message. A guard fails when a call of the
 * contract has no row, so a new call cannot go without server coverage.
 */
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callName, listCalls, type AnyCallSpec } from '../../sdk/contract/index.ts';
import { directConnection } from '../../server/limits/limits-settings.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { buildWorld, specCallCases, type CallCase, type CallRequest, type World } from './spec-call-cases.ts';
import { pathOf } from './support-contract-calls.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let world: World;

beforeAll(async () => {
  // Every request of the file comes from 127.0.0.1 and the world mails and texts dozens of
  // accounts: the per-address limits (tested in limits-postgres.test.ts) are raised here.
  const perAddress = { smsPerHour: 1000, mailPerHour: 1000, signInFailuresPer15Minutes: 1000 };
  server = await startTestServer({ seed: seedDemo, limits: { ...directConnection, perAddress } });
  world = await buildWorld(server);
});
afterAll(async () => {
  await server.close();
});

const cases: ReadonlyMap<string, CallCase> = new Map(Object.entries(specCallCases));
const listed = listCalls().map((call) => ({ key: `${call.resource}.${call.key}`, spec: call.spec }));

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Buffer;
  /** The parsed JSON body (undefined for any other content). */
  readonly body: unknown;
  readonly message: string | undefined;
}

/** Sends `request` as call `spec`: its method, and its path with every placeholder filled. */
async function send(spec: AnyCallSpec, request: CallRequest): Promise<Answer> {
  for (const [, name] of spec.path.matchAll(/\{(\w+)\}/g)) {
    if (name === undefined || request.params?.[name] === undefined) throw new Error(`${callName(spec)}: the row gives no {${String(name)}}`);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  const response = await fetch(server.url + pathOf(spec.path, request.params ?? {}) + (request.query ?? ''), {
    method: spec.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined;
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return { status: response.status, headers: response.headers, bytes, body, message };
}

function testName(key: string, spec: AnyCallSpec): string {
  const row = cases.get(key);
  if (row === undefined) return `${callName(spec)} — no row in spec-call-cases.ts`;
  const error = 'none' in row.error ? `none (${row.error.none})` : `${row.error.status} ${row.error.says}`;
  return `${callName(spec)} — happy: ${row.happy.says}; error: ${error}`;
}

describe('the table covers the contract', () => {
  it('has a row for every call of the contract, and no row for a call it does not have', () => {
    const keys = listed.map(({ key }) => key);
    expect(keys.filter((key) => !cases.has(key)), 'calls without a row').toEqual([]);
    expect([...cases.keys()].filter((key) => !keys.includes(key)), 'rows without a call').toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(100);
  });

  it('lets a call go without an error case only when it takes no body, no query and no required token', () => {
    const excused = listed.filter(({ key }) => {
      const row = cases.get(key);
      return row !== undefined && 'none' in row.error;
    });
    for (const { spec } of excused) {
      expect(spec.body, `${callName(spec)} takes a body`).toBeUndefined();
      expect(spec.query, `${callName(spec)} takes a query`).toBeUndefined();
      expect(spec.auth, `${callName(spec)} is personal`).not.toBe('required');
    }
  });
});

describe('every call of both specs over HTTP', () => {
  // a loop, not it.each: it.each's $name formatting truncates long test names
  for (const { key, spec } of listed) {
    it(testName(key, spec), async () => {
      const row = cases.get(key);
      if (row === undefined) throw new Error(`${callName(spec)} has no row in tests/server/spec-call-cases.ts`);

      const { check, ...happy } = await row.happy.prepare(world);
      if (spec.auth === 'required') {
        const { token: _token, ...anonymous } = happy;
        const refused = await send(spec, anonymous);
        expect(refused.status, 'a personal call without a token').toBe(401);
        expect(refused.message).toBe('Требуется авторизация');
      }

      const answer = await send(spec, happy);
      expect(answer.status, answer.message).toBe(200);
      if (spec.response === 'file') {
        expect(answer.headers.get('content-type')).toBe('application/pdf');
        expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"/);
        expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } else {
        const [failure] = validate(answer.body, spec.response);
        expect(failure?.message, `${callName(spec)} answers outside its response schema`).toBeUndefined();
      }
      await check?.(answer.body);

      if ('none' in row.error) return;
      const refused = await send(spec, await row.error.prepare(world));
      expect(refused.status, refused.message).toBe(row.error.status);
      expect(refused.message).toMatch(/\S/);
      if (row.error.message !== undefined) expect(refused.message).toBe(row.error.message);
    });
  }
});
