import type { i18n } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../config/racekit-config.ts';

/**
 * The page's language as its shared i18n instance holds it: the visitor's stored choice, else
 * the configured one (`data-lang`, `Racekit.configure({ lang })`), else ru — and following
 * every later change. A widget without its own `lang` attribute speaks it.
 */
export function usePageLanguage(instance: i18n): Language {
  const subscribe = useCallback(
    (changed: () => void) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    },
    [instance],
  );
  const language = useSyncExternalStore(subscribe, () => instance.language);
  return language === 'en' ? 'en' : 'ru';
}
