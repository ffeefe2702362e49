import i18next, { type i18n } from 'i18next';
import { languages, type Language } from '../config/racekit-config.ts';
import type {} from './i18next-types.ts';
import type { AreaTexts } from './text-module.ts';

/** Texts to start with, by language (some areas, or all of them). */
export type StartingTexts = Partial<Record<Language, Partial<AreaTexts>>>;

/**
 * A new i18next instance, ready at once, holding `texts` (nothing by default: the page's
 * instance, {@link getRacekitI18n}, receives its texts from the text modules its entries pass
 * in, sdk/i18n/page-texts.ts). Russian is the fallback for anything another language lacks. A
 * widget whose `lang` attribute differs from the page's language uses a clone of the page's.
 */
export function createRacekitI18n(lang: Language = 'ru', texts: StartingTexts = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'ru',
    supportedLngs: [...languages],
    resources: {},
    initAsync: false,
    // Texts reach the page through React/Preact, which escape them; escaping here would double it.
    interpolation: { escapeValue: false },
  });
  for (const language of languages) {
    const areas = texts[language];
    if (areas !== undefined) instance.addResourceBundle(language, 'translation', areas, true, false);
  }
  return instance;
}
