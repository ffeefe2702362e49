/**
 * Early answers (issue 18): the answers a page's HTML brings start the first query of their
 * call and input, once, only when they pass the call's schema; an answer that may depend on
 * who asks is shown stale to a signed-in visitor (asked again at once with the token).
 */
import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callName, eventsCalls, newsCalls } from '../../sdk/contract/index.ts';
import { callQuery, callQueryKey, provideEarlyAnswers, type EarlyAnswer } from '../../sdk/queries/index.ts';
import { getRacekitStore, installAuthBridge, tokenAtom } from '../../sdk/state/index.ts';

const news = { public_id: 'n1', title: 'Старт сезона', date: '2026-05-01' };
const preview = { values: [news] };
const eventList = { values: [] };

/** The query `spec` with `input` as a page starts it (not enabled: nothing is fetched). */
function started<S extends Parameters<typeof callQuery>[0]>(client: QueryClient, spec: S, input: Parameters<typeof callQuery<S>>[1]) {
  const observer = new QueryObserver(client, { ...callQuery(spec, input), enabled: false });
  return observer.getCurrentResult();
}

/** Signs the page's store in or out (the HTTP client reads the token through the auth bridge). */
function signedIn(yes: boolean): void {
  getRacekitStore().set(tokenAtom, yes ? 'token-1' : null);
}

beforeEach(() => {
  installAuthBridge();
  signedIn(false);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
});
afterEach(() => vi.unstubAllGlobals());

describe('a query starts from the answer its page brought', () => {
  it.each<{ name: string; answer: EarlyAnswer; used: boolean }>([
    { name: 'the same call and input', answer: { call: callName(newsCalls.preview), input: { query: { limit: 3 } }, data: preview }, used: true },
    { name: 'the same input written in another key order', answer: { call: callName(newsCalls.one), input: { params: { id: 'n1' } }, data: news }, used: true },
    { name: 'another input', answer: { call: callName(newsCalls.preview), input: { query: { limit: 4 } }, data: preview }, used: false },
    { name: 'another call', answer: { call: callName(newsCalls.list), input: { query: { limit: 3 } }, data: preview }, used: false },
    { name: 'an answer that breaks the schema', answer: { call: callName(newsCalls.preview), input: { query: { limit: 3 } }, data: { values: [{ title: 1 }] } }, used: false },
  ])('$name: used $used', ({ answer, used }) => {
    provideEarlyAnswers([answer]);
    const client = new QueryClient();
    const result =
      answer.call === callName(newsCalls.one)
        ? started(client, newsCalls.one, { params: { id: 'n1' } })
        : started(client, newsCalls.preview, { query: { limit: 3 } });
    expect(result.status).toBe(used ? 'success' : 'pending');
    if (used) expect(result.data).toEqual(answer.data);
    // Whatever happened, the answer is spent.
    expect(started(new QueryClient(), newsCalls.preview, { query: { limit: 3 } }).status).toBe('pending');
  });

  it('is used once: a query made again later asks the API', () => {
    provideEarlyAnswers([{ call: callName(eventsCalls.types), input: {}, data: { values: [] } }]);
    expect(started(new QueryClient(), eventsCalls.types, {}).data).toEqual({ values: [] });
    expect(started(new QueryClient(), eventsCalls.types, {}).status).toBe('pending');
  });

  it.each([
    { signedIn: false, stale: false },
    { signedIn: true, stale: true },
  ])('the event list (auth optional), signed in $signedIn: shown, stale $stale', ({ signedIn: signedInNow, stale }) => {
    signedIn(signedInNow);
    provideEarlyAnswers([{ call: callName(eventsCalls.list), input: {}, data: eventList }]);
    const client = new QueryClient();
    expect(started(client, eventsCalls.list, {}).data).toEqual(eventList);
    // Stale within the site's 30 s: a page that shows it asks again at once.
    expect(client.getQueryCache().find({ queryKey: callQueryKey(eventsCalls.list, {}) })?.isStaleByTime(30_000)).toBe(stale);
  });

  it('an answer to a call of one event (auth none) is fresh for a signed-in visitor too', () => {
    signedIn(true);
    provideEarlyAnswers([{ call: callName(newsCalls.one), input: { params: { id: 'n1' } }, data: news }]);
    const client = new QueryClient();
    expect(started(client, newsCalls.one, { params: { id: 'n1' } }).data).toEqual(news);
    expect(client.getQueryCache().find({ queryKey: callQueryKey(newsCalls.one, { params: { id: 'n1' } }) })?.isStaleByTime(30_000)).toBe(false);
  });
});
