import { en } from './en.ts';
import type { LanguageLoader } from './lazy-language-backend.ts';
import { ru } from './ru.ts';

/** Every text of racekit, by language, in i18next's one namespace `translation`. */
export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;

/**
 * Loads a language that `resources` lacks. Nothing is missing here; a build that bundles fewer
 * languages replaces this module (the site: site/i18n/site-resources.ts).
 */
export const loadLanguage: LanguageLoader | undefined = undefined;
