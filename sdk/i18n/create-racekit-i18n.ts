import i18next, { type i18n } from 'i18next';
import { languages, type Language } from '../config/racekit-config.ts';
import type {} from './i18next-types.ts';
import { lazyLanguageBackend } from './lazy-language-backend.ts';
import { loadLanguage, resources } from './resources.ts';

/**
 * A new i18next instance with racekit's texts. Where every language is bundled (tests, the server,
 * the embed's areas) it is ready at once; where a language loads lazily (the site's English) wait
 * for {@link whenI18nReady} before the first render. Russian is the fallback for anything English
 * lacks. Most code wants the page's shared instance, {@link getRacekitI18n}; a widget whose `lang`
 * attribute differs from the page's language may create its own.
 */
export function createRacekitI18n(lang: Language = 'ru'): i18n {
  const instance = i18next.createInstance();
  if (loadLanguage !== undefined) instance.use(lazyLanguageBackend(loadLanguage));
  void instance.init({
    lng: lang,
    fallbackLng: 'ru',
    supportedLngs: [...languages],
    // A copy: i18next stores a fetched language into the object it is given.
    resources: { ...resources },
    partialBundledLanguages: loadLanguage !== undefined,
    initAsync: false,
    // Texts reach the page through React/Preact, which escape them; escaping here would double it.
    interpolation: { escapeValue: false },
  });
  return instance;
}
