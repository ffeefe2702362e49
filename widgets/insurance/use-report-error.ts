import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { ApiError, ApiMessageError, ForbiddenError, UnauthorizedError } from '../../sdk/http/api-errors.ts';
import { isTranslationKey } from '../../sdk/i18n/translation-key.ts';
import { globalErrorAtom } from '../../sdk/state/global-error-atom.ts';

/**
 * A failed action as the error catalogue wants it (account.md §8): a 400 shows the server's
 * message in the global popup ('Понятно'), anything else the catalogue's text for it. 401/403
 * show nothing here: the HTTP client already asked the page to open the login. Every failure
 * also fires `racekit:error` (code `api`).
 */
export function useReportError(): (error: unknown) => void {
  const { t } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const emit = useRacekitEmit();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      emit('racekit:error', { code: 'api', message, tag: 'racekit-insurance' });
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return;
      if (error instanceof ApiMessageError) {
        setGlobalError(error.serverMessage);
        return;
      }
      if (!(error instanceof ApiError)) console.error('racekit-insurance:', error);
      const key = error instanceof ApiError && isTranslationKey(error.messageKey) ? error.messageKey : 'errors.generic';
      setGlobalError(t(key));
    },
    [emit, setGlobalError, t],
  );
}
