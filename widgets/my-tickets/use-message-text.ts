import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormMessage } from '../../sdk/forms/form-message.ts';

/** Turns a validator's answer (an i18n key with values) into its text; nothing for no message. */
export function useMessageText(): (message: FormMessage | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: FormMessage | null | undefined) => (message === null || message === undefined ? undefined : t(message.key, message.values ?? {})),
    [t],
  );
}
