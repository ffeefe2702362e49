import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRacekitEmit } from '../../sdk/elements/use-racekit-emit.ts';
import { ApiMessageError, isGlobalError } from '../../sdk/http/api-errors.ts';
import { globalErrorAtom } from '../../sdk/state/global-error-atom.ts';

/**
 * Reports a failed load once per error: the catalogue's global errors (a 400 message, or
 * 'Произошла ошибка, попробуйте позже') go to the global popup (account.md §8), and every
 * failure fires `racekit:error` with code `api`. The step shows its own short message besides.
 */
export function useLoadErrorReport(error: Error | null | undefined): void {
  const { t } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const emit = useRacekitEmit();
  useEffect(() => {
    if (error == null) return;
    if (isGlobalError(error)) setGlobalError(error instanceof ApiMessageError ? error.serverMessage : t('errors.generic'));
    emit('racekit:error', { code: 'api', message: error.message, tag: 'racekit-club-results' });
    // Once per failure: a new error object is a new failure; a language change does not repeat it.
  }, [error]);
}
