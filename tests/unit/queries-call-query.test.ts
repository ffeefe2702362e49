import { QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callQuery, callQueryKey, invalidateCall, newsCalls } from '../../sdk/index.ts';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('callQuery: query options derived from a contract call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys a call by its method and path, then its input', () => {
    expect(callQueryKey(newsCalls.one, { params: { id: 'n1' } })).toEqual(['GET /api/news/one/{id}', { params: { id: 'n1' } }]);
    expect(callQueryKey(newsCalls.list)).toEqual(['GET /api/news']);
  });

  it('fetches through the contract and validates the answer', async () => {
    const fetch = vi.fn(async (_url: string) => jsonResponse({ public_id: 'n1', title: 'Старт сезона', date: '2026-05-01' }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const item = await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'n1' } }));
    expect(item.title).toBe('Старт сезона');
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/news\/one\/n1$/);
  });

  it('invalidates every cached answer of one call and no other', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ public_id: 'n', title: 't', date: '2026-05-01' })));
    const client = new QueryClient();
    await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'a' } }));
    await client.fetchQuery(callQuery(newsCalls.one, { params: { id: 'b' } }));
    client.setQueryData(callQueryKey(newsCalls.list), { values: [] });
    await invalidateCall(client, newsCalls.one);
    const states = client.getQueryCache().getAll().map((query) => [query.queryKey[0], query.state.isInvalidated]);
    expect(states).toEqual([
      ['GET /api/news/one/{id}', true],
      ['GET /api/news/one/{id}', true],
      ['GET /api/news', false],
    ]);
  });
});
