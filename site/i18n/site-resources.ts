import type { LanguageLoader } from '../../sdk/i18n/lazy-language-backend.ts';
import { ru } from '../../sdk/i18n/ru.ts';

/**
 * The site's stand-in for sdk/i18n/resources.ts (swapped in by site/vite.config.ts): Russian —
 * the default and the fallback — travels in the first load, English (about 12 KB gzip) is fetched
 * only when a visitor chooses it, which keeps the first load under its 160 KB budget.
 */
export const resources = {
  ru: { translation: ru },
} as const;

export const loadLanguage: LanguageLoader = async (language) => {
  if (language === 'en') return (await import('../../sdk/i18n/en.ts')).en;
  throw new Error(`racekit has no texts in ${JSON.stringify(language)}`);
};
