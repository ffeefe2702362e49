import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../sdk/config/index.ts';

const isLanguage = (lang: string): lang is Language => (languages as readonly string[]).includes(lang);

/** The widget's language, for sdk/format (ru when i18next holds anything else). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'ru';
}
