/**
 * The one stubbed API for widget tests: `fetch` answers by "METHOD /path" from a route table and
 * records every request (method, path, JSON body, Authorization header). A route is a reply,
 * or a function of the request (to answer by what was sent, count calls, or hold the answer).
 */
import { act } from 'react';
import { vi } from 'vitest';

/** One request a widget made. */
export interface Sent {
  /** Upper case: GET, POST… */
  readonly method: string;
  /** The path without its query, percent-decoded. */
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

/** What the stub answers: JSON `body` with `status` (200), or a file download. */
export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  readonly file?: { readonly blob: Blob; readonly disposition: string };
}

/** A route function also hears the request's Accept-Language: the language the data is asked in. */
export type Route = Reply | ((sent: Sent, language: string | null) => Reply | Promise<Reply>);

/** Stubs `fetch` with `routes` (an unknown route answers 404); answers the list of requests, filled as they come. */
export function stubApi(routes: Readonly<Record<string, Route>>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const entry: Sent = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: decodeURIComponent(url.pathname),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: new Headers(init?.headers).get('authorization'),
      };
      sent.push(entry);
      const route = routes[`${entry.method} ${entry.path}`];
      const reply: Reply = route === undefined ? { status: 404, body: { message: 'not stubbed' } } : typeof route === 'function' ? await route(entry, new Headers(init?.headers).get('accept-language')) : route;
      if (reply.file !== undefined) {
        return new Response(reply.file.blob, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': reply.file.disposition } });
      }
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** The requests of one method and path. */
export const requests = (sent: readonly Sent[], method: string, path: string): Sent[] =>
  sent.filter((entry) => entry.method === method && entry.path === path);

/** A reply held back until the test releases it (to see a loading state). */
export function held(reply: Reply): { route: () => Promise<Reply>; release: () => Promise<void> } {
  let resolve: (value: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return {
    route: () => promise,
    release: async () => {
      await act(async () => {
        resolve(reply);
        await promise;
      });
    },
  };
}
