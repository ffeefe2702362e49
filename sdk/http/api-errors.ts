/**
 * The error catalogue of both specs (§8) as typed errors. The HTTP client raises exactly one
 * of these for every failed call, so a widget decides what to show by class, not by status.
 *
 *   400            → ApiMessageError   the server's message, shown as a global error
 *   500, 502, 422  → ServerFailureError 'Произошла ошибка, попробуйте позже'
 *   401            → UnauthorizedError  go to login
 *   403            → ForbiddenError     stored token removed, go to login — except the 403
 *                    `{ scope: 'partner' }` of an account change on a partner page's session:
 *                    HttpStatusError with the server's message, the session kept (isPartnerScopeError)
 *   other ≥ 400    → HttpStatusError    passed on with status and data (e.g. 418, 404, 409)
 *   no response    → NetworkError       (TimeoutError when our own time limit ran out)
 *   bad answer     → ContractError      the response did not match its schema (field path)
 */

/** Texts of the catalogue, in Russian as the spec words them; i18n keys mirror them. */
export const GENERIC_ERROR_TEXT = 'Произошла ошибка, попробуйте позже';

export type ApiErrorKind =
  | 'message'
  | 'server'
  | 'unauthorized'
  | 'forbidden'
  | 'status'
  | 'network'
  | 'timeout'
  | 'contract';

/** Base of every error a call can raise. `status` is absent when no response arrived. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** i18n key of the text to show; `serverMessage` wins where the catalogue says so. */
  abstract readonly messageKey: string;
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** HTTP 400: the server's own message is what the user sees. */
export class ApiMessageError extends ApiError {
  override readonly name = 'ApiMessageError';
  readonly kind = 'message';
  readonly messageKey = 'errors.generic';
  constructor(
    readonly serverMessage: string,
    readonly data: unknown,
  ) {
    super(serverMessage, 400);
  }
}

/** HTTP 500, 502, 422: one generic text. */
export class ServerFailureError extends ApiError {
  override readonly name = 'ServerFailureError';
  readonly kind = 'server';
  readonly messageKey = 'errors.generic';
  constructor(status: number) {
    super(GENERIC_ERROR_TEXT, status);
  }
}

/** HTTP 401: the user must sign in. */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
  readonly kind = 'unauthorized';
  readonly messageKey = 'errors.unauthorized';
  constructor() {
    super('Unauthorized', 401);
  }
}

/** HTTP 403: the stored token is no longer accepted; it has been removed. */
export class ForbiddenError extends ApiError {
  override readonly name = 'ForbiddenError';
  readonly kind = 'forbidden';
  readonly messageKey = 'errors.unauthorized';
  constructor() {
    super('Forbidden', 403);
  }
}

/** Any other status of 400 or above, passed on with what the server sent. */
export class HttpStatusError extends ApiError {
  override readonly name = 'HttpStatusError';
  readonly kind = 'status';
  readonly messageKey = 'errors.generic';
  constructor(
    status: number,
    readonly data: unknown,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `HTTP ${status}`, status);
  }
}

/** The refusal of an account change to a partner page's session (docs/embedding.md): show its message. */
export const isPartnerScopeError = (error: unknown): error is HttpStatusError => error instanceof HttpStatusError && error.status === 403;

/** No response at all (offline, DNS, CORS, connection reset). */
export class NetworkError extends ApiError {
  override readonly name: string = 'NetworkError';
  readonly kind: ApiErrorKind = 'network';
  readonly messageKey = 'errors.network';
  constructor(message = 'Network error') {
    super(message, undefined);
  }
}

/** Our own time limit ran out before the response arrived (10 s, 30 s for cancel-purchase). */
export class TimeoutError extends NetworkError {
  override readonly name = 'TimeoutError';
  override readonly kind = 'timeout';
  constructor(readonly timeoutMs: number) {
    super(`No response within ${timeoutMs} ms`);
  }
}

/** A response (or a request we were about to send) that does not match its schema. */
export class ContractError extends ApiError {
  override readonly name = 'ContractError';
  readonly kind = 'contract';
  readonly messageKey = 'errors.generic';
  constructor(
    /** Which call, e.g. `GET /api/event/id/{id}`. */
    readonly call: string,
    /** Dotted path of the first bad field, e.g. `values.0.event_city.1.start_time`. */
    readonly path: string,
    readonly detail: string,
    readonly direction: 'request' | 'response' = 'response',
  ) {
    super(`${call}: ${direction} field "${path || '(root)'}" ${detail}`, undefined);
  }
}

/** True for errors whose text belongs in the global error popup ('Понятно'). */
export function isGlobalError(error: unknown): error is ApiMessageError | ServerFailureError {
  return error instanceof ApiMessageError || error instanceof ServerFailureError;
}
