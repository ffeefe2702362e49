/**
 * Answers that arrive with the page itself: the organiser's server puts the answers the first
 * screen of a route needs into its HTML (a JSON data block the site reads at start,
 * site/shell/read-early-answers.ts), so the first render needs no request. `callQuery` hands
 * each one to the first query of its call and input (TanStack's `initialData`), once.
 *
 * An answer is used only when it passes its call's response schema, like any answer of the
 * API. The server wrote it for an anonymous visitor: an answer that may depend on who asks (a
 * call with auth 'optional', such as the event list) is shown to a signed-in visitor as already
 * stale, so it is asked again at once with the token; a personal call ('required') has none.
 */
import { callName, type AnyCallSpec, type CallInput, type CallResult } from '../contract/define-call.ts';
import { canonicalJson } from '../contract/canonical-json.ts';
import { checkShape } from '../contract/check-shape.ts';
import { getAuthBridge } from '../http/auth-bridge.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';

/** The id of the page's data block (`<script type="application/json" id="…">`). */
export const EARLY_ANSWERS_ID = 'racekit-early-answers';

/** One answer of the data block: the call's name (`GET /api/event/list`), its input, the answer. */
export interface EarlyAnswer {
  readonly call: string;
  /** As the page passes it to the call (`{ params: { id } }`, `{}`). */
  readonly input: unknown;
  readonly data: unknown;
}

// not TanStack's hashKey: its module would bring query-core's utilities into the site's first load
const keyOf = (call: string, input: unknown) => canonicalJson([call, input]);
const waiting = () => pageSingleton('early-answers', () => new Map<string, unknown>());

/** Keeps the answers of the page's HTML until their queries start. */
export function provideEarlyAnswers(answers: readonly EarlyAnswer[]): void {
  for (const answer of answers) waiting().set(keyOf(answer.call, answer.input), answer.data);
}

/** An early answer as a query starts from it. */
export interface TakenAnswer<T> {
  readonly data: T;
  /** True when it must be asked again right away (see above). */
  readonly stale: boolean;
}

/** The early answer of `spec` with `input`, once; undefined when there is none or it is unusable. */
export function takeEarlyAnswer<S extends AnyCallSpec>(spec: S, input: CallInput<S>): TakenAnswer<CallResult<S>> | undefined {
  const answers = waiting();
  if (answers.size === 0) return undefined;
  const key = keyOf(callName(spec), input);
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  if (spec.response === 'file' || spec.auth === 'required') return undefined;
  const checked = checkShape(data, spec.response);
  if (!checked.ok) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- checkShape has just validated it against spec.response, which CallResult is the type of.
  return { data: checked.value as CallResult<S>, stale: spec.auth === 'optional' && getAuthBridge().getToken() !== null };
}
