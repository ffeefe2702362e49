/**
 * What each function sends: the method, the URL under the configured API base (path
 * parameters URL-encoded, query string), the JSON body, and the Authorization header on
 * personal calls only. Strict request schemas stop a bad body or parameter before any fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import { cancelPurchase, invoke, listCalls, listEvents, type AnyCallSpec } from '../../sdk/contract/index.ts';
import { ContractError, TimeoutError } from '../../sdk/http/index.ts';
import { API_BASE, TOKEN, callEntries, callWithSample, stubFetch, underBase, useToken } from './contract-harness.ts';
import { callSamples } from './contract-samples.ts';

beforeEach(() => {
  configure({ apiBase: API_BASE });
  useToken(TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetConfig();
  useToken(null);
});

const answerOf = (spec: AnyCallSpec, answer: unknown) =>
  spec.response === 'file' ? { text: String(answer) } : { json: answer };

describe.each(callEntries)('%s', (key, spec) => {
  const sample = callSamples[key];

  it(`sends ${spec.method} to its URL with its body and the token when personal`, async () => {
    const sent = stubFetch(answerOf(spec, sample.answer));
    await callWithSample(key);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe(spec.method);
    expect(request?.url).toBe(underBase(sample.url));
    expect(request?.body).toEqual(sample.body);
    expect(request?.headers.get('authorization')).toBe(spec.auth === 'none' ? null : `Bearer ${TOKEN}`);
    if (sample.body !== undefined) expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    useToken(null);
    const sent = stubFetch(answerOf(spec, sample.answer));
    await callWithSample(key);
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });
});

const withBody = callEntries.filter(([key]) => callSamples[key].body !== undefined);

describe.each(withBody)('%s: strict request body', (key, spec) => {
  const sample = callSamples[key];

  async function requestFailure(body: unknown, params?: unknown): Promise<ContractError> {
    const sent = stubFetch({ json: sample.answer });
    const failure: unknown = await invoke(spec, { body, params }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sent).toHaveLength(0);
    expect(failure).toBeInstanceOf(ContractError);
    if (!(failure instanceof ContractError)) throw new Error('expected a ContractError');
    expect(failure.direction).toBe('request');
    return failure;
  }

  it('rejects an unknown field', async () => {
    if (typeof sample.body !== 'object' || sample.body === null) throw new Error('object body expected');
    const failure = await requestFailure({ ...sample.body, unexpected_field: 1 }, sample.params);
    expect(failure.path).toBe('unexpected_field');
  });

  const { required } = sample;
  if (required === undefined) return;
  it(`rejects a body without ${required}`, async () => {
    if (typeof sample.body !== 'object' || sample.body === null) throw new Error('object body expected');
    const body = Object.fromEntries(Object.entries(sample.body).filter(([field]) => field !== required));
    const failure = await requestFailure(body, sample.params);
    expect(failure.path).toBe(required);
  });
});

describe('strict request parts', () => {
  const specOf = (method: string, path: string) => {
    const found = listCalls().find(({ spec }) => spec.method === method && spec.path === path);
    if (found === undefined) throw new Error(`${method} ${path} is not in the contract`);
    return found.spec;
  };

  it.each([
    ['POST', '/api/user/{network}', { params: { network: 'facebook' }, body: { code: 'c' } }, 'network'],
    ['GET', '/api/shop/items/{place}', { params: { place: 'office' } }, 'place'],
    ['GET', '/api/delivery/{itemType}', { params: { itemType: 'car' } }, 'itemType'],
    ['GET', '/api/event_format/event/{id}', { params: { id: 'ec-1' }, query: { hidden: 'maybe', extra: 1 } }, 'extra'],
    ['GET', '/api/promocode/check/ticket/{code}/{format_public_id}', { params: { code: 'X' } }, 'format_public_id'],
    [
      'POST',
      '/api/payment',
      { body: { email: 'a@example.test', tickets: [{ public_id: 'f-1', count: 1 }], shop: [], insurances: [], register: false } },
      'tickets.0.event_public_id',
    ],
    ['PUT', '/api/user', { body: { type_relate: 'Сосед' } }, 'type_relate'],
    ['POST', '/api/files/upload', { body: { name: 'a.exe', type: 'application/x-msdownload', data: '' } }, 'type'],
  ] as const)('%s %s rejects a bad part at %s', async (method, path, input, field) => {
    const sent = stubFetch({ json: {} });
    const failure: unknown = await invoke(specOf(method, path), input).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(sent).toHaveLength(0);
    expect(failure).toBeInstanceOf(ContractError);
    expect(failure).toMatchObject({ direction: 'request', path: field });
  });

  it('coerces query text the way a server receives it (?hidden=true, ?limit=4)', async () => {
    const sent = stubFetch({ json: { values: [] } });
    await invoke(specOf('GET', '/api/news/preview'), { query: { limit: '4' } });
    expect(sent[0]?.url).toBe(`${API_BASE}/news/preview?limit=4`);
  });
});

describe('time limits', () => {
  /** A fetch that never answers, until its signal aborts. */
  function hangingFetch(): void {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      ),
    );
  }

  async function settlesAfter(run: () => Promise<unknown>, before: number, after: number): Promise<unknown> {
    vi.useFakeTimers();
    hangingFetch();
    let outcome: unknown = 'pending';
    void run().then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(before);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(after - before);
    return outcome;
  }

  it('cancel-purchase waits 30 s, not 10 s', async () => {
    const outcome = await settlesAfter(() => cancelPurchase('t-1'), 29_000, 30_000);
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect(outcome).toMatchObject({ timeoutMs: 30_000 });
  });

  it('other calls give up after 10 s', async () => {
    const outcome = await settlesAfter(listEvents, 9_000, 10_000);
    expect(outcome).toMatchObject({ timeoutMs: 10_000 });
  });
});
