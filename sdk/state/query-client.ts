import { QueryClient } from '@tanstack/query-core';
import { queryClientAtom } from 'jotai-tanstack-query';
import { ApiError } from '../http/api-errors.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from './racekit-store.ts';

/**
 * The one QueryClient of the page, installed into the shared store for jotai-tanstack-query.
 * Errors of the catalogue are final: retrying a 400 or a 401 only delays the message.
 */
export function getQueryClient(): QueryClient {
  return pageSingleton('query-client', () => {
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          retry: (failures, error) => !(error instanceof ApiError && error.status !== undefined) && failures < 2,
          refetchOnWindowFocus: false,
        },
      },
    });
    getRacekitStore().set(queryClientAtom, client);
    return client;
  });
}
