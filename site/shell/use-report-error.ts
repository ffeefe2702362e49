import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ApiMessageError, ForbiddenError, UnauthorizedError } from '../../sdk/http/index.ts';
import { isTranslationKey } from '../../sdk/i18n/index.ts';
import { globalErrorAtom } from '../../sdk/state/index.ts';

/**
 * A failed call of a site page, by the error catalogue (purchase.md §8): a 400 shows the
 * server's message in the global popup ('Понятно'), anything else its catalogue text; 401 and
 * 403 show nothing (the HTTP client already asked for the login page).
 */
export function useReportError(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  return useCallback(
    (error: unknown) => {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return;
      if (error instanceof ApiMessageError) {
        setGlobalError(error.serverMessage);
        return;
      }
      if (!(error instanceof ApiError)) console.error('racekit site:', error);
      const key = error instanceof ApiError && isTranslationKey(error.messageKey, i18n) ? error.messageKey : 'errors.generic';
      setGlobalError(t(key));
    },
    [setGlobalError, t, i18n],
  );
}
