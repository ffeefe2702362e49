/**
 * Calls of the contract against a test server, by their spec: the path filled from `params`,
 * an optional query text, body and token. `ok` expects 200 and answers the body checked
 * against the call's response schema, so a server answer that breaks the contract fails the
 * test where it happens.
 */
import { expect } from 'vitest';
import { checkShape, type CallSpec } from '../../sdk/contract/index.ts';
import type { ApiAnswer, TestServer } from './test-server.ts';

/** What a call sends besides its path parameters. */
export interface CallOptions {
  readonly query?: string;
  readonly body?: unknown;
  readonly token?: string;
  /** e.g. `{ 'accept-language': 'en' }` */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A spec path with its `{name}` placeholders filled (URL-encoded). */
export const pathOf = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** `send` (any answer) and `ok` (200, checked against the contract) for the server `server()` gives. */
export function contractCalls(server: () => TestServer) {
  function send<P, Q, B, R>(spec: CallSpec<P, Q, B, R>, params: Readonly<Record<string, string>> = {}, options: CallOptions = {}): Promise<ApiAnswer> {
    return server().api(spec.method, pathOf(spec.path, params) + (options.query ?? ''), {
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.token === undefined ? {} : { token: options.token }),
      ...(options.headers === undefined ? {} : { headers: options.headers }),
    });
  }

  /** Calls `spec` and answers its body, checked against the contract (status 200 expected). */
  async function ok<P, Q, B, R>(spec: CallSpec<P, Q, B, R>, params: Readonly<Record<string, string>> = {}, options: CallOptions = {}): Promise<R> {
    const answer = await send(spec, params, options);
    expect(answer.status, `${spec.method} ${spec.path}: ${answer.message ?? ''}`).toBe(200);
    if (spec.response === 'file') throw new Error('a file call');
    const shape = checkShape(answer.body, spec.response);
    if (!shape.ok) throw new Error(`${spec.path} breaks the contract at ${shape.failure.path}: ${shape.failure.detail}`);
    return shape.value;
  }

  return { send, ok };
}
