/**
 * Server state for widgets: TanStack query options derived from a contract call, so a query
 * key is never typed by hand. The key is `[callName, input]` (`['GET /api/event/id/{id}',
 * { params: { id } }]`); `invalidateCall` invalidates every cached answer of one call.
 *
 *   const eventAtom = atomWithQuery(() => callQuery(eventCalls.byId, { params: { id } }));
 *   await invalidateCall(getQueryClient(), basketCalls.get);
 */
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../contract/define-call.ts';
import { invoke } from '../contract/invoke.ts';
import { takeEarlyAnswer } from './early-answers.ts';

/** The query key of one call with one input. */
export function callQueryKey<S extends AnyCallSpec>(spec: S, input?: CallInput<S>): QueryKey {
  return input === undefined ? [callName(spec)] : [callName(spec), input];
}

/**
 * Query options (`queryKey`, `queryFn`) that perform `spec` with `input`. A new query starts
 * from the answer the page's HTML brought for it, if any (`initialData`, see early-answers.ts);
 * a stale one is dated 0, so the query asks again at once.
 */
export function callQuery<S extends AnyCallSpec>(spec: S, input: CallInput<S>) {
  // TanStack reads initialData, then initialDataUpdatedAt, when it creates the query.
  let stale = false;
  return {
    queryKey: callQueryKey(spec, input),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CallResult<S>> => invoke(spec, { ...input, signal }),
    initialData: (): CallResult<S> | undefined => {
      const early = takeEarlyAnswer(spec, input);
      stale = early?.stale ?? false;
      return early?.data;
    },
    initialDataUpdatedAt: (): number | undefined => (stale ? 0 : undefined),
  };
}

/** Marks every cached answer of `spec` stale (and refetches the ones on screen). */
export function invalidateCall(client: QueryClient, spec: AnyCallSpec): Promise<void> {
  return client.invalidateQueries({ queryKey: [callName(spec)] });
}
