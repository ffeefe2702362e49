import type { i18n } from 'i18next';
import { getConfig, onConfigChange } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { safeLocalStorage } from '../state/safe-local-storage.ts';
import { langAtom, storageKeys } from '../state/storage-atoms.ts';
import { setServerMessageTranslator } from '../http/server-message-translator.ts';
import { createRacekitI18n } from './create-racekit-i18n.ts';
import { providePageTexts } from './page-texts.ts';
import type { TranslationKey } from './translation-key.ts';
import { visitorLanguage } from './visitor-language.ts';

/**
 * The page's i18next instance, shared by every racekit bundle on the page (the site and any
 * embed). Its language is the visitor's stored choice (`lang`), else the configured language;
 * it follows `langAtom` from then on, including a choice made in another tab. It holds the
 * texts its entries passed in (sdk/i18n/page-texts.ts): a switch to another language first
 * loads them in that language, then switches, so nothing is shown as a key meanwhile.
 */
export function getRacekitI18n(): i18n {
  return pageSingleton('i18n', () => {
    const store = getRacekitStore();
    let chosen = safeLocalStorage()?.getItem(storageKeys.lang) != null;
    const follow: { instance?: i18n; wanted?: Language } = {};
    const switchTo = (language: Language) => {
      const instance = follow.instance;
      if (instance === undefined) return;
      follow.wanted = language;
      const loading = providePageTexts(instance, language);
      // The last choice wins when two switches overlap; texts that could not be fetched (the
      // network) do not hold the switch back: whoever needed them has already said so.
      const change = () => (follow.wanted === language ? instance.changeLanguage(language) : undefined);
      if (loading === undefined) void instance.changeLanguage(language);
      else void loading.then(change, change);
    };
    // Mount first: mounting reads the stored value and subscribes the atom to storage events,
    // so another tab's choice arrives here too.
    store.sub(langAtom, () => {
      chosen = true;
      switchTo(store.get(langAtom));
    });
    const language = visitorLanguage();
    const instance = createRacekitI18n(language);
    follow.instance = instance;
    // Texts an entry passed in before the instance existed (bundled ones arrive at once).
    void providePageTexts(instance, language)?.catch(() => undefined);
    // Server messages that carry a key (the 429s of limits) show in the page's language, when
    // the page holds that text (an embed holds only the areas its widgets show).
    const known = (key: string): key is TranslationKey => instance.exists(key);
    setServerMessageTranslator((key, values) => (known(key) ? instance.t(key, values) : undefined));
    // Until the visitor chooses, a later `configure({ lang })` still decides.
    onConfigChange(() => {
      if (!chosen) switchTo(getConfig().lang);
    });
    return instance;
  });
}
