import type { TFunction } from 'i18next';
import { ApiMessageError, ForbiddenError, HttpStatusError, NetworkError } from '../../sdk/http/index.ts';

/** Whether `error` is the 409 of an edit made on an old version (server/console/edit-version.ts). */
export const isStaleVersion = (error: unknown): boolean => error instanceof HttpStatusError && error.status === 409;

/**
 * The words a console screen shows for a failed call: the server's own message of a 400 (it
 * names the field and the rule), the stale-version text of a 409 (someone else saved first),
 * the server's message of another status when it has one, else the catalogue's generic texts.
 */
export function consoleErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiMessageError) return error.serverMessage;
  if (isStaleVersion(error)) return t('console.form.stale');
  if (error instanceof ForbiddenError) return t('console.form.forbidden');
  if (error instanceof HttpStatusError && error.serverMessage !== undefined) return error.serverMessage;
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic');
}
