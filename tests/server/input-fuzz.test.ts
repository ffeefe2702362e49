/**
 * Bad input is a 400, never a 500 (issue 19 §4): every call of the contract (listCalls), with
 * its sample request (tests/unit/contract-samples.ts) and a signed-in token, is sent again with
 * one part spoiled at a time —
 *
 * - every string of the body (up to 12 per call) as a NUL (`a\u0000b`) and as a lone surrogate;
 * - every path parameter and every query parameter the call reads as `%00`, and as bytes that
 *   are no UTF-8 (`%ED%A0%80`, a surrogate's encoding);
 * - an extra query parameter holding `%00` (calls without parameters too);
 * - a body nested 5000 levels deep, and one whose first field is nested that deep;
 * - a body key holding a NUL.
 *
 * A NUL, a lone surrogate or deep nesting must answer 400 with a message; bytes that are no
 * UTF-8 may answer anything but a 5xx. A few requests outside the contract (the provider's
 * notification, static mounts, the stand-in OAuth pages) get the same. One server on the
 * embedded database, no catalogue: the requests are refused where they are read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callName, listCalls, type AnyCallSpec } from '../../sdk/contract/index.ts';
import { callSamples } from '../unit/contract-samples.ts';
import { registerConfirmed } from './account-steps.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await registerConfirmed(server, 'fuzz@example.com')).token;
});
afterAll(() => server.close());

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const NOT_UTF8 = '%ED%A0%80';
const DEPTH = 5000;
const MAX_STRINGS = 12;

interface Probe {
  readonly what: string;
  readonly path: string;
  /** Raw JSON text; undefined: no body. */
  readonly body?: string | undefined;
  /** Whether the answer must be a 400 with a message (else: anything below 500). */
  readonly refused: boolean;
}

interface Answer {
  readonly status: number;
  readonly message: string | undefined;
}

async function send(method: string, probe: Probe, auth: boolean): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  if (auth) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(server.url + probe.path, { method, headers, ...(probe.body === undefined ? {} : { body: probe.body }) });
  const text = await response.text();
  let message: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') message = parsed.message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message };
}

/** The paths to every string leaf of a JSON value. */
function stringPaths(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [[...path]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringPaths(entry, [...path, index]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => stringPaths(entry, [...path, key]));
  return [];
}

/** `value` with the leaf at `path` replaced by `replacement`. */
function replaced(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((entry, index) => (index === head ? replaced(entry, rest, replacement) : entry));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, key === head ? replaced(entry, rest, replacement) : entry]));
  }
  return value;
}

/** The names of the query parameters a call reads (its `object()` schema's keys). */
function queryNames(spec: AnyCallSpec): string[] {
  const schema: unknown = spec.query?.schema;
  return typeof schema === 'object' && schema !== null ? Object.keys(schema) : [];
}

/** The sample's path split into the template's segments, so one parameter can be spoiled. */
function pathWith(spec: AnyCallSpec, samplePath: string, name: string, raw: string): string {
  const template = spec.path.split('/');
  const actual = samplePath.split('/');
  return template.map((segment, index) => (segment === `{${name}}` ? raw : (actual[index] ?? segment))).join('/');
}

const deep = '['.repeat(DEPTH) + ']'.repeat(DEPTH);

function probesOf(key: string, spec: AnyCallSpec): Probe[] {
  const sample = callSamples[key as keyof typeof callSamples];
  const [samplePath = spec.path, sampleQuery = ''] = sample.url.split('?');
  const probes: Probe[] = [];
  const body = spec.body === undefined ? undefined : JSON.stringify(sample.body ?? {});
  const query = sampleQuery === '' ? '' : `?${sampleQuery}`;

  probes.push({ what: 'an extra query parameter with %00', path: `${samplePath}${query === '' ? '?' : `${query}&`}extra=x%00y`, body, refused: true });
  for (const [, name] of spec.path.matchAll(/\{(\w+)\}/g)) {
    if (name === undefined) continue;
    probes.push({ what: `{${name}} with %00`, path: pathWith(spec, samplePath, name, 'x%00y') + query, body, refused: true });
    probes.push({ what: `{${name}} not UTF-8`, path: pathWith(spec, samplePath, name, NOT_UTF8) + query, body, refused: false });
  }
  for (const name of queryNames(spec)) {
    const others = new URLSearchParams(sampleQuery);
    others.delete(name);
    const rest = others.toString();
    const prefix = `${samplePath}?${rest === '' ? '' : `${rest}&`}${name}=`;
    probes.push({ what: `?${name} with %00`, path: `${prefix}x%00y`, body, refused: true });
    probes.push({ what: `?${name} not UTF-8`, path: `${prefix}${NOT_UTF8}`, body, refused: false });
  }
  if (spec.body !== undefined) {
    const value: unknown = sample.body ?? {};
    for (const leaf of stringPaths(value).slice(0, MAX_STRINGS)) {
      const at = leaf.join('.');
      probes.push({ what: `body ${at} with a NUL`, path: sample.url, body: JSON.stringify(replaced(value, leaf, NUL)), refused: true });
      probes.push({ what: `body ${at} with a lone surrogate`, path: sample.url, body: JSON.stringify(replaced(value, leaf, SURROGATE)), refused: true });
    }
    probes.push({ what: `a body ${DEPTH} levels deep`, path: sample.url, body: deep, refused: true });
    const first = typeof value === 'object' && value !== null ? Object.keys(value)[0] : undefined;
    if (first !== undefined) {
      const nested = JSON.stringify(replaced(value, [first], 0)).replace(/:0([,}])/, `:${deep}$1`);
      probes.push({ what: `body ${first} ${DEPTH} levels deep`, path: sample.url, body: nested, refused: true });
    }
    probes.push({ what: 'a body key with a NUL', path: sample.url, body: '{"na\\u0000me":"x"}', refused: true });
  }
  return probes;
}

const calls = listCalls().map((call) => ({ key: `${call.resource}.${call.key}`, spec: call.spec }));

describe('bad input to every call of the contract', () => {
  it('answers a NUL, a lone surrogate and deep nesting with 400 and a message, and never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { key, spec } of calls) {
      for (const probe of probesOf(key, spec)) {
        const answer = await send(spec.method, probe, spec.auth !== 'none');
        sent += 1;
        const ok = probe.refused ? answer.status === 400 && (answer.message ?? '') !== '' : answer.status < 500;
        if (!ok) failures.push(`${callName(spec)} — ${probe.what}: ${answer.status} ${answer.message ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
    console.info(`input fuzz: ${sent} requests to ${calls.length} calls`);
    // every call was probed: an extra query parameter at least, and the parts it has
    expect(sent).toBeGreaterThan(calls.length * 3);
  }, 120_000);
});

describe('bad input outside the contract', () => {
  it.each([
    ['POST', '/api/payment/notify', '{"order":"a\\u0000b","status":"paid"}'],
    ['POST', '/api/payment/notify', deep],
    ['GET', '/pay/x%00y', undefined],
    ['GET', '/embed/x%00y.js', undefined],
    ['GET', '/examples/%00', undefined],
    ['GET', '/me/%00', undefined],
    ['GET', '/oauth/vk/authorize?redirect_uri=http%3A%2F%2Fx%00&state=s', undefined],
    ['GET', '/api/no-such-call/%00', undefined],
  ])('%s %s answers below 500', async (method, path, body) => {
    const answer = await send(method, { what: path, path, ...(body === undefined ? {} : { body }), refused: false }, false);
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps a NUL out of the sign-in history: a geo header that decodes to one is dropped', async () => {
    const answer = await server.api('PUT', '/api/auth', {
      body: { email: 'fuzz@example.com', password: 'Passw0rd' },
      headers: { 'x-geo-city': '%00', 'x-geo-country': 'a%ED%A0%80' },
    });
    expect(answer.status).toBe(200);
  });
});
