import { type Options } from 'redaxios';
import { getConfig } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';
import {
  ApiMessageError,
  ForbiddenError,
  HttpStatusError,
  NetworkError,
  ServerFailureError,
  TimeoutError,
  UnauthorizedError,
  type ApiError,
} from './api-errors.ts';
import { emitAuthRequired, getAuthBridge } from './auth-bridge.ts';
import { redaxios } from './redaxios-client.ts';
import { requestLanguage } from './request-language.ts';
import { translatedServerMessage } from './server-message-translator.ts';

/** Request time limit of both specs (§7, §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Cancel-purchase waits longer: the provider refunds synchronously. */
export const CANCEL_PURCHASE_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: never send the token; optional: send it when stored; required: a personal call. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path as the spec writes it, starting with `/api/` (the configured API base replaces `/api`). */
  readonly path: string;
  readonly auth: AuthMode;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  readonly body?: unknown;
  readonly timeoutMs?: number;
  /** `blob` for file downloads (certificates, documents). */
  readonly responseType?: 'json' | 'blob';
  readonly signal?: AbortSignal;
  /** Sends this token instead of the stored one (never for `auth: 'none'`). */
  readonly token?: string;
  /** Asks in this language instead of the visitor's (server/http/request-language.ts). */
  readonly language?: Language;
}

export interface HttpResponse {
  readonly status: number;
  readonly data: unknown;
  readonly headers: Headers;
}

/** Absolute URL of an API path: `/api/event/list` → `<apiBase>/event/list`. */
export function apiUrl(path: string): string {
  const rest = path.startsWith('/api/') ? path.slice(4) : path.startsWith('/') ? path : `/${path}`;
  return getConfig().apiBase + rest;
}

function serverMessage(data: unknown): string | undefined {
  const translated = translatedServerMessage(data);
  if (translated !== undefined && translated.trim() !== '') return translated;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** A 403 that refuses an account change to a partner-scoped session: `{ scope: 'partner' }`. */
const isPartnerScopeAnswer = (data: unknown): boolean => typeof data === 'object' && data !== null && 'scope' in data && data.scope === 'partner';

/** Turns a failed response into the catalogue's error, with its side effects (token, login). */
function errorForStatus(status: number, data: unknown, storedToken: boolean): ApiError {
  if (status === 400) {
    const message = serverMessage(data);
    return message === undefined ? new ServerFailureError(status) : new ApiMessageError(message, data);
  }
  if (status === 500 || status === 502 || status === 422) return new ServerFailureError(status);
  // The stored session is over: signed out locally (token and user gone, so /login does not
  // bounce back to /me), then the login page. A token the caller passed is not the stored one:
  // the stored session stays.
  if (status === 401) {
    if (storedToken) {
      getAuthBridge().clearSession();
      emitAuthRequired('unauthorized');
    }
    return new UnauthorizedError();
  }
  // a partner page's session asked for an account change (issue 28): the session stays, the
  // server's message (go to the organiser's site) is shown
  if (status === 403 && isPartnerScopeAnswer(data)) return new HttpStatusError(status, data, serverMessage(data));
  if (status === 403) {
    if (storedToken) {
      getAuthBridge().clearSession();
      emitAuthRequired('forbidden');
    }
    return new ForbiddenError();
  }
  return new HttpStatusError(status, data, serverMessage(data));
}

interface RedaxiosFailure {
  status: number;
  data: unknown;
}

function isResponse(value: unknown): value is RedaxiosFailure {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

/**
 * The one HTTP client of racekit (redaxios). Adds the Authorization and Accept-Language headers, enforces the time
 * limit with an AbortController (redaxios has none), and raises the error catalogue.
 */
export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const timeoutMs = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = request.signal;
  const forward = () => controller.abort();
  outer?.addEventListener('abort', forward, { once: true });

  // the language of the answer — catalogue data, messages — and of the mails and SMS the request
  // may cause (server/http/request-language.ts)
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': request.language ?? requestLanguage() };
  const token = request.auth === 'none' ? null : (request.token ?? getAuthBridge().getToken());
  if (token) headers['authorization'] = `Bearer ${token}`;

  try {
    const options: Options = {
      url: apiUrl(request.path),
      method: request.method,
      headers,
      responseType: request.responseType === 'blob' ? 'blob' : 'text',
      // redaxios forwards no signal: wrap fetch so our controller can abort it.
      fetch: (input, init) => globalThis.fetch(input, { ...init, signal: controller.signal }),
    };
    if (request.query !== undefined) options.params = stringify(request.query);
    if (request.body !== undefined) options.data = request.body;
    const response = await redaxios<unknown>(options);
    return { status: response.status, data: response.data, headers: response.headers };
  } catch (failure: unknown) {
    if (isResponse(failure)) throw errorForStatus(failure.status, failure.data, request.token === undefined);
    if (timedOut) throw new TimeoutError(timeoutMs);
    throw new NetworkError(failure instanceof Error ? failure.message : 'Network error');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

function stringify(query: Readonly<Record<string, string | number | boolean>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
