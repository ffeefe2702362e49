/**
 * Server state for widgets: TanStack query options derived from a contract call, so a query
 * key is never typed by hand. The key is `[callName, input, language]`
 * (`['GET /api/event/id/{id}', { params: { id } }, 'en']`): the server answers catalogue data in
 * the language it is asked in, so each language is its own cache entry and a switch of language
 * reads the data again; the query asks in the language of its key. `invalidateCall`
 * invalidates every cached answer of one call.
 *
 *   const eventAtom = atomWithQuery((get) => callQuery(eventCalls.byId, { params: { id } }, get(visitorLanguageAtom)));
 *   await invalidateCall(getQueryClient(), basketCalls.get);
 */
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import type { Language } from '../config/racekit-config.ts';
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../contract/define-call.ts';
import { invoke } from '../contract/invoke.ts';
import { visitorLanguage } from '../i18n/visitor-language.ts';
import { takeEarlyAnswer } from './early-answers.ts';

/** The query key of one call with one input, in `language` (the visitor's by default). */
export function callQueryKey<S extends AnyCallSpec>(spec: S, input: CallInput<S>, language: Language = visitorLanguage()): QueryKey {
  return [callName(spec), input, language];
}

/**
 * Query options (`queryKey`, `queryFn`) that perform `spec` with `input`, asking in `language`.
 * A new query starts from the answer the page's HTML brought for it, if any (`initialData`, see
 * early-answers.ts: the server writes them in Russian, the site's first language, so only a
 * Russian query takes them); a stale one is dated 0, so the query asks again at once.
 */
export function callQuery<S extends AnyCallSpec>(spec: S, input: CallInput<S>, language: Language = visitorLanguage()) {
  // TanStack reads initialData, then initialDataUpdatedAt, when it creates the query.
  let stale = false;
  return {
    queryKey: callQueryKey(spec, input, language),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CallResult<S>> => invoke(spec, { ...input, signal, language }),
    initialData: (): CallResult<S> | undefined => {
      const early = language === 'ru' ? takeEarlyAnswer(spec, input) : undefined;
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
