/**
 * Time limits of both specs (§7, §9): 10 s for every call, 30 s for cancel-purchase. A fetch
 * that never answers but honours its abort signal stands in for a silent server; fake timers
 * move the clock.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../sdk/config/index.ts';
import { cancelPurchase } from '../../sdk/contract/index.ts';
import { CANCEL_PURCHASE_TIMEOUT_MS, NetworkError, REQUEST_TIMEOUT_MS, TimeoutError, httpRequest } from '../../sdk/http/index.ts';
import { getRacekitStore, installAuthBridge, tokenAtom } from '../../sdk/state/index.ts';

/** The signals of the requests the silent server received, in order. */
let signals: AbortSignal[];

function silentServer(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const signal = init?.signal;
  if (signal == null) return Promise.reject(new Error('the client sent no abort signal'));
  signals.push(signal);
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
  });
}

/** Settles `promise` into a value to inspect, so a rejection is never left unhandled. */
const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  vi.useFakeTimers();
  signals = [];
  vi.stubGlobal('fetch', vi.fn(silentServer));
  resetConfig();
  configure({ apiBase: 'https://api.example/api' });
  installAuthBridge();
  getRacekitStore().set(tokenAtom, 'token-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('uses the limits of the spec', () => {
  expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  expect(CANCEL_PURCHASE_TIMEOUT_MS).toBe(30_000);
});

it('a call is still waiting at 9 999 ms and fails with TimeoutError at 10 000 ms', async () => {
  const outcome = settle(httpRequest({ method: 'GET', path: '/api/event/list', auth: 'none' }));
  await vi.advanceTimersByTimeAsync(9_999);
  expect(signals).toHaveLength(1);
  expect(signals[0]?.aborted).toBe(false);

  await vi.advanceTimersByTimeAsync(1);
  expect(signals[0]?.aborted).toBe(true);
  const { error } = (await outcome) as { error?: unknown };
  expect(error).toBeInstanceOf(TimeoutError);
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).toMatchObject({ timeoutMs: 10_000, kind: 'timeout', status: undefined });
});

it('cancel-purchase is still waiting at 10 001 ms and fails with TimeoutError at 30 000 ms', async () => {
  const outcome = settle(cancelPurchase('ticket-1'));
  await vi.advanceTimersByTimeAsync(10_001);
  expect(signals).toHaveLength(1);
  expect(signals[0]?.aborted).toBe(false);

  await vi.advanceTimersByTimeAsync(30_000 - 10_001 - 1);
  expect(signals[0]?.aborted).toBe(false);

  await vi.advanceTimersByTimeAsync(1);
  expect(signals[0]?.aborted).toBe(true);
  const { error } = (await outcome) as { error?: unknown };
  expect(error).toBeInstanceOf(TimeoutError);
  expect(error).toMatchObject({ timeoutMs: 30_000 });
});

it('an explicit timeoutMs wins over the default', async () => {
  const outcome = settle(
    httpRequest({ method: 'POST', path: '/api/payment/cancel', auth: 'required', timeoutMs: CANCEL_PURCHASE_TIMEOUT_MS }),
  );
  await vi.advanceTimersByTimeAsync(29_999);
  expect(signals[0]?.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect((await outcome) as { error?: unknown }).toMatchObject({ error: expect.any(TimeoutError) });
});

it("a caller's own abort ends the call as a network error, not a timeout", async () => {
  const caller = new AbortController();
  const outcome = settle(httpRequest({ method: 'GET', path: '/api/event/list', auth: 'none', signal: caller.signal }));
  await vi.advanceTimersByTimeAsync(1_000);
  caller.abort();
  const { error } = (await outcome) as { error?: unknown };
  expect(signals[0]?.aborted).toBe(true);
  expect(error).toBeInstanceOf(NetworkError);
  expect(error).not.toBeInstanceOf(TimeoutError);
});

it('an answer in time clears the timer', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{"values":[]}', { status: 200 }))));
  const response = await httpRequest({ method: 'GET', path: '/api/event/list', auth: 'none' });
  expect(response.data).toEqual({ values: [] });
  expect(vi.getTimerCount()).toBe(0);
});
