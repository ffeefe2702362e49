import { skipToken, type QueryObserverResult } from '@tanstack/query-core';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useEffect, useMemo } from 'react';
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../../sdk/contract/define-call.ts';
import { callQuery } from '../../sdk/queries/call-query.ts';

/**
 * The answer of one contract call as server state (jotai-tanstack-query on the page's query
 * client), for data a card loads when it is shown (purchase.md §4). `input` null: nothing is
 * asked yet. `onError` hears a failure once per failed fetch.
 */
export function useCallQuery<S extends AnyCallSpec>(
  spec: S,
  input: CallInput<S> | null,
  onError?: (error: unknown) => void,
): QueryObserverResult<CallResult<S>> {
  const inputKey = input === null ? null : JSON.stringify(input);
  const queryAtom = useMemo(
    () =>
      atomWithQuery<CallResult<S>>(() =>
        input === null ? { queryKey: [callName(spec), 'idle'], queryFn: skipToken } : callQuery(spec, input),
      ),
    // The input is read through its JSON: a new object with the same content is the same query.
    [spec, inputKey],
  );
  const result = useAtomValue(queryAtom);
  const failure = result.status === 'error' ? result.error : null;
  useEffect(() => {
    if (failure !== null) onError?.(failure);
  }, [failure, onError]);
  return result;
}
