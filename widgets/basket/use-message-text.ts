import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../sdk/forms/form-message.ts';

/** `text(message)`: the words of a validator's or a rule's message in the widget language. */
export function useMessageText(): (message: FormMessage) => string {
  const { t } = useTranslation();
  return useCallback((message: FormMessage) => t(message.key, message.values ?? {}), [t]);
}
