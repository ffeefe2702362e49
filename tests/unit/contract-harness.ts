/**
 * Test harness of the contract tests: a stubbed fetch that records what it was asked, the
 * list of call keys with their specs, and a way to call any call's function with its sample.
 */
import { vi } from 'vitest';
import { callFunctions, listCalls, type AnyCallSpec, type CallKey } from '../../sdk/contract/index.ts';
import { setAuthBridge } from '../../sdk/http/index.ts';
import { callSamples } from './contract-samples.ts';

export const API_BASE = 'https://api.example.test/v2';
export const TOKEN = 'tok-123';

export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/** What the stub answers: a JSON value (or raw text), status and headers. */
export interface StubAnswer {
  readonly json?: unknown;
  readonly text?: string;
  readonly status?: number;
  readonly headers?: Record<string, string>;
}

/** Replaces fetch with one that records each request and answers `answer`. */
export function stubFetch(answer: StubAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body });
      const payload = answer.text ?? JSON.stringify(answer.json);
      return new Response(payload, {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return sent;
}

/** Makes the HTTP client see `token` as the stored token (null: signed out). */
export function useToken(token: string | null): void {
  setAuthBridge({ getToken: () => token, clearSession: () => undefined });
}

const isCallKey = (key: string): key is CallKey => key in callFunctions;

/** Every call key, in listCalls() order, with its spec. */
export const callEntries: readonly (readonly [CallKey, AnyCallSpec])[] = listCalls().flatMap(({ resource, key, spec }) => {
  const name = `${resource}.${key}`;
  return isCallKey(name) ? [[name, spec] as const] : [];
});

/** Calls the function of `key` with its sample arguments. */
export function callWithSample(key: CallKey): Promise<unknown> {
  // Reflect.apply: the samples table types each key's arguments; a loop over keys cannot.
  return Promise.resolve(Reflect.apply(callFunctions[key], undefined, [...callSamples[key].args]));
}

/** The URL a spec path (`/api/...`) must become under the configured API base. */
export const underBase = (path: string) => API_BASE + path.replace(/^\/api(?=\/)/, '');
