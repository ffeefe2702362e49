import { useSetAtom } from 'jotai';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { WidgetContext } from '../../sdk/elements/widget-context.ts';
import { ApiMessageError, ForbiddenError, HttpStatusError, NetworkError, UnauthorizedError } from '../../sdk/http/api-errors.ts';
import { globalErrorAtom } from '../../sdk/state/global-error-atom.ts';

/**
 * A failed ticket action that the spec does not place beside a field: its text goes to the
 * global error popup ('Понятно', account.md §8) and `racekit:error` fires. A 401 or 403 says
 * nothing here: the HTTP client has already asked the page to go to login.
 */
export function useReportError(): (error: unknown) => void {
  const { t } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const emit = useRacekitEmit();
  const tag = useContext(WidgetContext)?.tag ?? 'racekit-my-tickets';
  return useCallback(
    (error: unknown) => {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) return;
      const text =
        error instanceof ApiMessageError
          ? error.serverMessage
          : error instanceof HttpStatusError && error.serverMessage !== undefined
            ? error.serverMessage
            : error instanceof NetworkError
              ? t('errors.network')
              : t('errors.generic');
      setGlobalError(text);
      emit('racekit:error', { code: 'api', message: text, tag });
    },
    [emit, setGlobalError, t, tag],
  );
}
