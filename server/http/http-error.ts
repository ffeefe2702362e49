import { serverText, messageOf, type Said } from './server-text.ts';
import type { ServerMessage } from '../../sdk/i18n/index.ts';

/**
 * An error the API answers as JSON `{ message, message_key, message_values?, ...extra }` with its
 * status: what it says is a key of sdk/i18n (and its values), put into the request's language by
 * the app's error handler (server/app.ts). Handlers throw it; anything else becomes a logged 500.
 */
export class HttpError extends Error {
  /** What the error says, as a key and its values. */
  readonly said: ServerMessage;

  constructor(
    readonly status: number,
    said: Said,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    // the Russian words, for logs and stack traces
    super(serverText(said, 'ru'));
    this.name = 'HttpError';
    this.said = messageOf(said);
  }
}

/** 400 with a message for the user (shown next to the field or as a global error). */
export const badRequest = (said: Said, extra: Readonly<Record<string, unknown>> = {}) => new HttpError(400, said, extra);
