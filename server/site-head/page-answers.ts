/**
 * The API answers a page of the site needs before its HTML is sent: asked of the app itself
 * (an in-process request through the same routes), so they are exactly what the API answers
 * the page's own requests, and checked with the call's response schema like on the client.
 * The answers the page's first screen will ask for are kept to be written into its HTML
 * (sdk/queries/early-answers.ts reads them there).
 */
import { callName, type AnyCallSpec, type CallInput, type CallResult, checkShape, fillPath } from '../../sdk/contract/index.ts';
import type { EarlyAnswer } from '../../sdk/queries/index.ts';
import type { ApiApp } from '../http/api-env.ts';

/** An answer, or the status of a failure (404 for an unknown id). */
export type Answer<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly status: number };

export interface PageAnswers {
  /**
   * Asks `spec` with `input` exactly as the page does. `forPage: false` asks for the head
   * only (e.g. the other cities' formats for the event's structured data).
   */
  ask<S extends AnyCallSpec>(spec: S, input: CallInput<S>, forPage?: boolean): Promise<Answer<CallResult<S>>>;
  /** The answers kept for the page, in the order they were asked. */
  readonly early: readonly EarlyAnswer[];
}

function requestPath(spec: AnyCallSpec, input: { readonly params?: unknown; readonly query?: unknown }): string {
  const params: Record<string, unknown> | undefined = typeof input.params === 'object' && input.params !== null ? Object.fromEntries(Object.entries(input.params)) : undefined;
  const path = fillPath(spec.path, params);
  const query = new URLSearchParams();
  if (typeof input.query === 'object' && input.query !== null) {
    for (const [name, value] of Object.entries(input.query)) if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Answers for one page, asked of `app` as an anonymous visitor. */
export function pageAnswers(app: ApiApp): PageAnswers {
  const early: EarlyAnswer[] = [];
  return {
    early,
    async ask(spec, input, forPage = true) {
      if (spec.method !== 'GET' || spec.response === 'file') throw new Error(`${callName(spec)} is not a page's read`);
      const response = await app.request(requestPath(spec, input as { params?: unknown; query?: unknown }), { headers: { accept: 'application/json' } });
      if (response.status !== 200) return { ok: false, status: response.status };
      const checked = checkShape(await response.json(), spec.response);
      if (!checked.ok) return { ok: false, status: 502 };
      // The page asks with its input as it is, without a signal: the same key.
      if (forPage) early.push({ call: callName(spec), input, data: checked.value });
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- checkShape has just validated it against spec.response, which CallResult is the type of.
      return { ok: true, data: checked.value as CallResult<typeof spec> };
    },
  };
}
