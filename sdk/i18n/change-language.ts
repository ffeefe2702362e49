import { ConfigError } from '../config/config-error.ts';
import { languages, type Language } from '../config/racekit-config.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { langAtom } from '../state/storage-atoms.ts';
import { getRacekitI18n } from './get-racekit-i18n.ts';
import { rememberLanguageChoice } from './visitor-language.ts';

/**
 * Switches the interface language (the header's Рус / Eng): the choice is stored under `lang`
 * and the page's i18next instance, every widget and every other tab follow it.
 */
export function changeLanguage(lang: Language): void {
  if (!languages.includes(lang)) {
    throw new ConfigError(`Racekit language: ${JSON.stringify(lang)} is not valid (expected one of ${languages.join(', ')})`);
  }
  getRacekitI18n();
  rememberLanguageChoice();
  getRacekitStore().set(langAtom, lang);
}
