import { en } from './en.ts';
import { ru } from './ru.ts';

/** Every text of racekit, by language, in i18next's one namespace `translation`. */
export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;
