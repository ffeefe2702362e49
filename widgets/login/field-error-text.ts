import { type TFunction } from 'i18next';
import { ApiMessageError, HttpStatusError, NetworkError } from '../../sdk/http/index.ts';

/**
 * What a failed call of the login, registration, SMS and recovery flows shows beside its field
 * (account.md §8: status 400 or above → the server's message in the matching field): the
 * server's own words when it sent some, else the catalogue's text for the failure.
 */
export function fieldErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiMessageError) return error.serverMessage;
  if (error instanceof HttpStatusError && error.serverMessage !== undefined) return error.serverMessage;
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic');
}
