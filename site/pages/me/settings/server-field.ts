import { is, string, type as shape } from 'superstruct';
import { ApiMessageError, HttpStatusError } from '../../../../sdk/http/index.ts';

const WithField = shape({ field: string() });

/**
 * The field a 400 names (`{ message, field }`, docs/server.md) and its message, so that the
 * settings show it beside that field (account.md §8: phone, code, password and the emergency
 * contact's phone). Anything that is not a 400 with a message answers undefined.
 */
export function serverFieldError(error: unknown): { field: string | undefined; message: string } | undefined {
  if (error instanceof ApiMessageError) return { field: is(error.data, WithField) ? error.data.field : undefined, message: error.serverMessage };
  if (error instanceof HttpStatusError && error.serverMessage !== undefined) {
    return { field: is(error.data, WithField) ? error.data.field : undefined, message: error.serverMessage };
  }
  return undefined;
}
