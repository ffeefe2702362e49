/**
 * Mounts one call of the contract (a `defineCall` spec) on the app: its method and path,
 * its params/query/body checked with the spec's own schemas (the client validates with the
 * same ones), the signed-in user resolved for 'required' and 'optional' calls, and — outside
 * production — the handler's answer checked against the response schema, so the server can
 * never answer a shape the client would reject.
 */
import type { Context, Next } from 'hono';
import { validate, type Struct, type StructError } from 'superstruct';
import type { Language } from '../../sdk/config/index.ts';
import { callName, type CallSpec } from '../../sdk/contract/index.ts';
import type { ServerMessage } from '../../sdk/i18n/index.ts';
import { accountChangeCalls, partnerOriginOf, partnerScoped } from '../accounts/partner-scope.ts';
import type { Auth } from '../accounts/sessions.ts';
import type { AppDeps } from '../app-deps.ts';
import type { ApiApp, ApiEnv } from './api-env.ts';
import { HttpError, badRequest } from './http-error.ts';
import { checkJsonText, checkParsed } from './input-guard.ts';
import { jsonResponse } from './json-response.ts';
import { bearerToken, requireStaff, resolveAuth, sessionEnded, unauthorized } from './request-auth.ts';
import { requestLanguage } from './request-language.ts';

/** What a handler receives: the checked parts of the request and who sent it. */
export interface RouteInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The signed-in user; always set for 'required' calls (use requireAuth to narrow). */
  readonly auth: Auth | undefined;
  readonly deps: AppDeps;
  readonly c: Context<ApiEnv>;
  /** The language to answer in: data, messages, mails (server/http/request-language.ts). */
  readonly language: Language;
}

/** Answers the call's response (sent as JSON, 200) or a ready Response (files, redirects). */
export type RouteHandler<P, Q, B, R> = (input: RouteInput<P, Q, B>) => Promise<R | Response>;

/** `/api/user/{network}` → `/api/user/:network`. */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

function fieldMessage(error: StructError): { message: ServerMessage; field: string } {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.map(String).join('.');
  if (field === '') return { message: { key: 'server.http.badBody' }, field };
  const values = { field };
  if (failure.type === 'never') return { message: { key: 'server.http.unknownField', values }, field };
  if (failure.value === undefined) return { message: { key: 'server.http.missingField', values }, field };
  return { message: { key: 'server.http.badField', values }, field };
}

function checked<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error === undefined) return result;
  const { message, field } = fieldMessage(error);
  throw badRequest(message, { field });
}

async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  checkJsonText(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('server.http.badJson');
  }
  checkParsed(value);
  return value;
}

/** Mounts `spec` on `app` with `handler`. */
export function route<P, Q, B, R>(app: ApiApp, spec: CallSpec<P, Q, B, R>, handler: RouteHandler<P, Q, B, R>): void {
  const name = callName(spec);
  app.on(spec.method, honoPath(spec.path), async (c: Context<ApiEnv>, next: Next) => {
    const deps = c.get('deps');
    // A console call checks who is asking before anything else: a buyer learns nothing of its
    // params or body, and the permission walk (tests/server/console-permissions.test.ts) sees 401/403.
    const staffAuth = spec.role === undefined ? undefined : await requireStaff(deps, c.req.header('authorization'), spec.role, partnerOriginOf(c, deps));
    // A path that does not fit the params schema is not this call (POST /api/user/basket is
    // not a social network): let a later route answer it.
    // A spec without a part has that part's type `undefined` (defineCall's defaults).
    let params: P;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a spec without params has P = undefined (defineCall's defaults).
    if (spec.params === undefined) params = undefined as P;
    else {
      checkParsed(c.req.param());
      const [error, value] = validate(c.req.param(), spec.params, { coerce: true });
      if (error !== undefined) return next();
      params = value;
    }
    const auth = staffAuth ?? (spec.auth === 'none' ? undefined : await resolveAuth(deps, c.req.header('authorization'), partnerOriginOf(c, deps)));
    if (spec.auth === 'required' && auth === undefined) {
      throw bearerToken(c.req.header('authorization')) === undefined ? unauthorized() : sessionEnded();
    }
    // a session of a partner's page buys and shows tickets, never changes the account (issue 28)
    if (auth?.partnerOrigin != null && accountChangeCalls.has(name)) throw partnerScoped(c, deps);
    if (spec.query !== undefined) checkParsed(c.req.query());
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- as for params: no query part means Q = undefined.
    const query = spec.query === undefined ? (undefined as Q) : checked(c.req.query(), spec.query);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- as for params: no body part means B = undefined.
    const body = spec.body === undefined ? (undefined as B) : checked(await readJson(c), spec.body);

    const result = await handler({ params, query, body, auth, deps, c, language: requestLanguage(c) });
    if (result instanceof Response) return result;
    if (deps.mode !== 'production' && spec.response !== 'file') {
      const [error] = validate(result, spec.response);
      if (error !== undefined) {
        const field = error.path.map(String).join('.');
        throw new HttpError(500, { key: 'server.http.contractBroken', values: { call: name, field, detail: error.message } });
      }
    }
    return jsonResponse(result);
  });
}
