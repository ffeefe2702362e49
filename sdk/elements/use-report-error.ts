import { useSetAtom } from 'jotai';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ApiMessageError, ForbiddenError, HttpStatusError, UnauthorizedError } from '../http/api-errors.ts';
import { isTranslationKey } from '../i18n/translation-key.ts';
import { globalErrorAtom } from '../state/global-error-atom.ts';
import { useRacekitEmit } from './use-racekit-emit.ts';
import { WidgetContext } from './widget-context.ts';

/**
 * A failed action as the error catalogues want it (purchase.md §8, account.md §8), for calls
 * whose failure the spec does not place beside a field: a 400 shows the server's message in the
 * global popup ('Понятно'); another status with a message shows that message; 500/502/422 and
 * anything else the catalogue's text for the error (generic, or the network text). 401/403 show
 * nothing: the HTTP client has already asked the page to open the login. Every failure fires
 * `racekit:error` (code `api`, the widget's tag).
 */
export function useReportError(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const emit = useRacekitEmit();
  const tag = useContext(WidgetContext)?.tag ?? 'racekit';
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      emit('racekit:error', { code: 'api', message, tag });
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return;
      if (error instanceof ApiMessageError || (error instanceof HttpStatusError && error.serverMessage !== undefined)) {
        setGlobalError(error.serverMessage ?? t('errors.generic'));
        return;
      }
      if (!(error instanceof ApiError)) console.error(`${tag}:`, error);
      const key = error instanceof ApiError && isTranslationKey(error.messageKey, i18n) ? error.messageKey : 'errors.generic';
      setGlobalError(t(key));
    },
    [emit, setGlobalError, t, i18n, tag],
  );
}
