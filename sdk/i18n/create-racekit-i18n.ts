import i18next, { type i18n } from 'i18next';
import { languages, type Language } from '../config/racekit-config.ts';
import type {} from './i18next-types.ts';
import { resources } from './resources.ts';

/**
 * A new i18next instance with every racekit text, ready at once (resources are bundled, so
 * initialisation is synchronous). Russian is the fallback for anything English lacks.
 * Most code wants the page's shared instance, {@link getRacekitI18n}; a widget whose `lang`
 * attribute differs from the page's language may create its own.
 */
export function createRacekitI18n(lang: Language = 'ru'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'ru',
    supportedLngs: [...languages],
    resources,
    initAsync: false,
    // Texts reach the page through React/Preact, which escape them; escaping here would double it.
    interpolation: { escapeValue: false },
  });
  return instance;
}
