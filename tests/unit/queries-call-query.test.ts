import { QueryClient } from '@tanstack/query-core';
import { atomWithQuery } from 'jotai-tanstack-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsCalls } from '../../sdk/contract/index.ts';
import { changeLanguage, visitorLanguageAtom } from '../../sdk/i18n/index.ts';
import { callQuery, callQueryKey, invalidateCall } from '../../sdk/queries/index.ts';
import { getRacekitStore } from '../../sdk/state/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The language a request asked in (its Accept-Language). */
const askedIn = (init: RequestInit | undefined) => new Headers(init?.headers).get('accept-language');

/** A news server that answers in the language it is asked in, as the reference server does. */
const bilingualNews = vi.fn(async (_url: string, init?: RequestInit) =>
  jsonResponse({ public_id: 'n1', title: askedIn(init) === 'en' ? 'Season opens' : 'Старт сезона', date: '2026-05-01' }),
);

describe('callQuery: query options derived from a contract call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys a call by its method and path, its input, then its language (the visitor’s by default)', () => {
    expect(callQueryKey(newsCalls.one, { params: { id: 'n1' } }, 'en')).toEqual(['GET /api/news/one/{id}', { params: { id: 'n1' } }, 'en']);
    expect(callQueryKey(newsCalls.list, {})).toEqual(['GET /api/news', {}, 'ru']);
  });

  it('fetches through the contract, in the language of its key, and validates the answer', async () => {
    vi.stubGlobal('fetch', bilingualNews);
    const client = new QueryClient();
    const russian = await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'n1' } }));
    const english = await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'n1' } }, 'en'));
    expect([russian.title, english.title]).toEqual(['Старт сезона', 'Season opens']);
    expect(bilingualNews.mock.calls.map(([url, init]) => [String(url).replace(/^.*\/api/, '/api'), askedIn(init)])).toEqual([
      ['/api/news/one/n1', 'ru'],
      ['/api/news/one/n1', 'en'],
    ]);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('reads the data again when the visitor switches language', async () => {
    vi.stubGlobal('fetch', bilingualNews);
    const store = getRacekitStore();
    const newsAtom = atomWithQuery((get) => callQuery(newsCalls.one, { params: { id: 'n1' } }, get(visitorLanguageAtom)), () => getQueryClient());
    const titles: (string | undefined)[] = [];
    const unsubscribe = store.sub(newsAtom, () => titles.push(store.get(newsAtom).data?.title));
    try {
      await vi.waitFor(() => expect(store.get(newsAtom).data?.title).toBe('Старт сезона'));
      changeLanguage('en');
      await vi.waitFor(() => expect(store.get(newsAtom).data?.title).toBe('Season opens'));
      expect(getQueryClient().getQueryData(callQueryKey(newsCalls.one, { params: { id: 'n1' } }, 'ru'))).toMatchObject({ title: 'Старт сезона' });
    } finally {
      unsubscribe();
    }
  });

  it('invalidates every cached answer of one call and no other', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ public_id: 'n', title: 't', date: '2026-05-01' })));
    const client = new QueryClient();
    await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'a' } }));
    await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'b' } }, 'en'));
    client.setQueryData(callQueryKey(newsCalls.list, {}), { values: [] });
    await invalidateCall(client, newsCalls.one);
    const states = client.getQueryCache().getAll().map((query) => [query.queryKey[0], query.state.isInvalidated]);
    expect(states).toEqual([
      ['GET /api/news/one/{id}', true],
      ['GET /api/news/one/{id}', true],
      ['GET /api/news', false],
    ]);
  });
});
