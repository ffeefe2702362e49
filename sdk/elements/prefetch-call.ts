import { type AnyCallSpec, type CallInput } from '../contract/define-call.ts';
import { callQuery } from '../queries/call-query.ts';
import { getQueryClient } from '../state/query-client.ts';

/**
 * Asks for a call's answer ahead of the component that shows it (on a visitor's intent: a pointer
 * over a button, a press), into the page's query client: the `useCallQuery` that mounts next finds
 * it there, or in flight. Each intent tries afresh after a failure (a failed answer nobody shows
 * is dropped first); an answer a component already shows is left to it. The component asks with
 * `retryOnMount: false`, so a failure it finds as it mounts is shown and reported once, not asked again.
 */
export function prefetchCall<S extends AnyCallSpec>(spec: S, input: CallInput<S>): void {
  const client = getQueryClient();
  const options = callQuery(spec, input);
  const known = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  // Shown already: the component that shows it decides when to ask again (its retry).
  if (known !== undefined && known.getObserversCount() > 0) return;
  if (known?.state.status === 'error') client.removeQueries({ queryKey: options.queryKey, exact: true });
  void client.prefetchQuery(options);
}
