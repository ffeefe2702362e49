import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiMessageError, isGlobalError } from '../http/api-errors.ts';
import { globalErrorAtom } from '../state/global-error-atom.ts';
import { useRacekitEmit } from './use-racekit-emit.ts';
import { useWidgetElement } from './widget-context.ts';

/**
 * Reports a failed load once per error: the catalogue's global errors (a 400 message, or
 * 'Произошла ошибка, попробуйте позже') go to the global popup (purchase.md §8, account.md §8),
 * and every failure fires `racekit:error` with code `api` for the host page. The widget shows
 * its own short message beside the piece that did not load.
 */
export function useLoadErrorReport(error: Error | null | undefined): void {
  const { t } = useTranslation();
  const setGlobalError = useSetAtom(globalErrorAtom);
  const emit = useRacekitEmit();
  const tag = useWidgetElement()?.localName ?? 'racekit';
  useEffect(() => {
    if (error == null) return;
    if (isGlobalError(error)) setGlobalError(error instanceof ApiMessageError ? error.serverMessage : t('errors.generic'));
    emit('racekit:error', { code: 'api', message: error.message, tag });
    // Once per failure: a new error object is a new failure; a language change does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error on purpose (see above).
  }, [error]);
}
