import { useTranslation } from 'react-i18next';
import type { Language } from '../../sdk/config/index.ts';

/** The language the page is shown in. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ru';
}
