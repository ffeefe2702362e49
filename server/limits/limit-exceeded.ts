import type { FormMessage } from '../../sdk/forms/index.ts';
import type { TranslationKey } from '../../sdk/i18n/index.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * The 429 of a limit: `{ message, message_key, message_values, retry_after }` with
 * `Retry-After`. The text is the key's (sdk/i18n/<lang>/limits.ts) in the request's language,
 * its `{{minutes}}` and `{{seconds}}` filled from the wait.
 */
export function limitExceeded(message: TranslationKey | FormMessage, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const base = typeof message === 'string' ? { key: message } : message;
  const values = { minutes: Math.ceil(seconds / 60), seconds, ...base.values };
  return new HttpError(429, { key: base.key, values }, { retry_after: seconds }, { 'retry-after': String(seconds) });
}
