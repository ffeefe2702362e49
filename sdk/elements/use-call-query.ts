import { skipToken, type QueryObserverResult } from '@tanstack/query-core';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useEffect, useMemo } from 'react';
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../contract/define-call.ts';
import { callQuery } from '../queries/call-query.ts';
import { getQueryClient } from '../state/query-client.ts';

/**
 * The answer of one contract call as server state (jotai-tanstack-query on the page's
 * QueryClient), for data a widget asks with what it was given or what the visitor chose.
 *
 * - `input` null: nothing is asked yet (pending, not fetching), e.g. until a city is chosen.
 * - The input is compared by value (its JSON): a new object with the same content is the same
 *   query, and two widgets asking two different things never share one.
 * - `onError` hears a failure once per failed fetch.
 * - `retryOnMount: false` for a query that may have been prefetched (sdk/elements/prefetch-call.ts):
 *   a prefetch that failed as the component mounted is shown and reported once, not asked again.
 */
export function useCallQuery<S extends AnyCallSpec>(
  spec: S,
  input: CallInput<S> | null,
  onError?: (error: unknown) => void,
  options?: { retryOnMount?: boolean },
): QueryObserverResult<CallResult<S>> {
  const inputKey = input === null ? null : JSON.stringify(input);
  const queryAtom = useMemo(
    () =>
      atomWithQuery<CallResult<S>>(
        () => (input === null ? { queryKey: [callName(spec), 'idle'], queryFn: skipToken } : { ...callQuery(spec, input), ...options }),
        () => getQueryClient(),
      ),
    // The input is read through its JSON: a new object with the same content is the same query.
    [spec, inputKey, options?.retryOnMount],
  );
  const result = useAtomValue(queryAtom);
  const failure = result.status === 'error' ? result.error : null;
  useEffect(() => {
    if (failure !== null) onError?.(failure);
  }, [failure, onError]);
  return result;
}
