import type { Struct } from 'superstruct';
import type { Language } from '../config/racekit-config.ts';
import type { AuthMode, HttpMethod } from '../http/http-request.ts';
import type { StaffRole } from './console/staff-role.ts';

/**
 * One call of the spec (§7 of purchase.md and account.md): where it goes and the shapes of
 * what goes in and comes out. The same object drives the client function (sdk/contract/<resource>.ts),
 * the server route that answers it, and the contract tests.
 *
 * `path` is written as the spec writes it, with `{name}` placeholders filled from `params`.
 * `response: 'file'` marks a download (content-disposition names the file).
 */
export interface CallSpec<P = undefined, Q = undefined, B = undefined, R = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  /** One line: what the call is for. */
  readonly summary: string;
  readonly params: Struct<P, unknown> | undefined;
  readonly query: Struct<Q, unknown> | undefined;
  readonly body: Struct<B, unknown> | undefined;
  readonly response: Struct<R, unknown> | 'file';
  readonly timeoutMs: number | undefined;
  /**
   * The staff role a console call needs (sdk/contract/console): the server answers 401 without
   * a token and 403 to an account without this role, before it reads anything else.
   */
  readonly role: StaffRole | undefined;
}

export interface CallDefinition<P, Q, B, R> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth?: AuthMode;
  readonly summary: string;
  readonly params?: Struct<P, unknown>;
  readonly query?: Struct<Q, unknown>;
  readonly body?: Struct<B, unknown>;
  readonly response: Struct<R, unknown> | 'file';
  readonly timeoutMs?: number;
  /** A console call: the staff role it needs; implies `auth: 'required'`. */
  readonly role?: StaffRole;
}

/** Declares a download (`response: 'file'`): it resolves to a {@link DownloadedFile}. */
export function defineCall<P = undefined, Q = undefined, B = undefined>(
  definition: CallDefinition<P, Q, B, never> & { readonly response: 'file' },
): CallSpec<P, Q, B, DownloadedFile>;
/** Declares a call; `auth` defaults to `none`. */
export function defineCall<P = undefined, Q = undefined, B = undefined, R = unknown>(
  definition: CallDefinition<P, Q, B, R>,
): CallSpec<P, Q, B, R>;
export function defineCall<P, Q, B, R>(definition: CallDefinition<P, Q, B, R>): CallSpec<P, Q, B, R> {
  return {
    method: definition.method,
    path: definition.path,
    auth: definition.role === undefined ? (definition.auth ?? 'none') : 'required',
    summary: definition.summary,
    params: definition.params,
    query: definition.query,
    body: definition.body,
    response: definition.response,
    timeoutMs: definition.timeoutMs,
    role: definition.role,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest spec, for registries
export type AnyCallSpec = CallSpec<any, any, any, any>;

/** `GET /api/event/id/{id}`: how errors and tests name a call. */
export function callName(spec: Pick<AnyCallSpec, 'method' | 'path'>): string {
  return `${spec.method} ${spec.path}`;
}

/** A downloaded file (certificates, documents). */
export interface DownloadedFile {
  readonly blob: Blob;
  /** From the response's content-disposition, when it names one. */
  readonly filename: string | undefined;
}

type IsAny<T> = 0 extends 1 & T ? true : false;
// For the widest spec (AnyCallSpec, `any` parts) every part may be given: `[any] extends
// [undefined]` is true, which used to leave only `signal` and made a registry's calls uninvokable.
type Part<K extends string, T> =
  IsAny<T> extends true
    ? { readonly [key in K]?: unknown }
    : [T] extends [undefined]
      ? unknown
      : { readonly [key in K]: T };

/**
 * What the caller passes: only the parts the call has. `token` sends that session's token
 * instead of the stored one (a session not stored yet, e.g. declined on /token/{id}); a 403 of
 * such a call leaves the stored token alone.
 */
export type CallInput<S> =
  S extends CallSpec<infer P, infer Q, infer B, infer _R>
    ? Part<'params', P> & Part<'query', Q> & Part<'body', B> & {
        readonly signal?: AbortSignal;
        readonly token?: string;
        /** Asks the server in this language instead of the visitor's (a query asks in its key's). */
        readonly language?: Language;
      }
    : never;

/** What the call resolves to (a {@link DownloadedFile} for downloads). */
export type CallResult<S> = S extends CallSpec<infer _P, infer _Q, infer _B, infer R> ? R : never;
