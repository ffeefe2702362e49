import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../forms/form-message.ts';

/** Turns a validator's answer (an i18n key with values) into its words; no message, no words. */
export interface MessageText {
  (message: FormMessage): string;
  (message: FormMessage | null | undefined): string | undefined;
}

/** `text(message)`: the words of a validator's or a rule's message in the widget's language. */
export function useMessageText(): MessageText {
  const { t } = useTranslation();
  return useMemo(() => {
    function text(message: FormMessage): string;
    function text(message: FormMessage | null | undefined): string | undefined;
    function text(message: FormMessage | null | undefined): string | undefined {
      return message == null ? undefined : t(message.key, message.values ?? {});
    }
    return text;
  }, [t]);
}
