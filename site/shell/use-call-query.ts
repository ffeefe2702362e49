import { skipToken, type QueryObserverResult } from '@tanstack/query-core';
import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useMemo } from 'react';
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../../sdk/contract/define-call.ts';
import { callQuery } from '../../sdk/queries/call-query.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';

/**
 * The answer of one contract call as server state of the page (jotai-tanstack-query on the
 * page's one QueryClient, shared with the widgets). `input` null: nothing is asked yet. The
 * input is compared by value, so a new object with the same content is the same query.
 */
export function useCallQuery<S extends AnyCallSpec>(spec: S, input: CallInput<S> | null): QueryObserverResult<CallResult<S>> {
  const inputKey = input === null ? null : JSON.stringify(input);
  const queryAtom = useMemo(
    () =>
      atomWithQuery<CallResult<S>>(
        () => (input === null ? { queryKey: [callName(spec), 'idle'], queryFn: skipToken } : callQuery(spec, input)),
        () => getQueryClient(),
      ),
    // The input is read through its JSON (inputKey), not by the object passed on each render.
    [spec, inputKey],
  );
  return useAtomValue(queryAtom);
}
