import { useAtomValue } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useMemo } from 'react';
import type { AnyCallSpec, CallInput } from '../../sdk/contract/define-call.ts';
import { callQuery } from '../../sdk/queries/call-query.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';

/**
 * One contract call with this dialog's own input (an event id, an event city) as a query of
 * the page's store and QueryClient: a new query atom whenever the input changes, so two
 * buttons for two events never share one. `enabled: false` waits (e.g. for a chosen city).
 */
export function useCallQuery<S extends AnyCallSpec>(spec: S, input: CallInput<S>, enabled = true) {
  const key = JSON.stringify([input, enabled]);
  const queryAtom = useMemo(
    () => atomWithQuery(() => ({ ...callQuery(spec, input), enabled }), () => getQueryClient()),
    // The input is compared by value (its JSON), not by the object passed on each render.
    [spec, key],
  );
  return useAtomValue(queryAtom);
}
