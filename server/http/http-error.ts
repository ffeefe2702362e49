/**
 * An error the API answers as JSON `{ message, ...extra }` with its status. Handlers throw it;
 * the app's error handler turns it into the response (anything else becomes a logged 500).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with a message for the user (shown next to the field or as a global error). */
export const badRequest = (message: string, extra: Readonly<Record<string, unknown>> = {}) =>
  new HttpError(400, message, extra);

/** 429 with the seconds to wait, in `Retry-After` and in the body. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retry_after: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
