import type { FormMessage } from '../../sdk/forms/form-message.ts';
import type { TranslationKey } from '../../sdk/i18n/translation-key.ts';
import { HttpError } from '../http/http-error.ts';
import { russianText } from '../payment/russian-text.ts';

/**
 * The 429 of a limit: `{ message, retry_after, message_key, message_values }` with
 * `Retry-After`. `message` is the Russian text of the key (sdk/i18n/ru/limits.ts), its
 * `{{minutes}}` and `{{seconds}}` filled from the wait; the key and values let a client show
 * the same message in its own language.
 */
export function limitExceeded(message: TranslationKey | FormMessage, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const base = typeof message === 'string' ? { key: message } : message;
  const values = { minutes: Math.ceil(seconds / 60), seconds, ...base.values };
  return new HttpError(
    429,
    russianText({ key: base.key, values }),
    { retry_after: seconds, message_key: base.key, message_values: values },
    { 'retry-after': String(seconds) },
  );
}
