import type { i18n } from 'i18next';
import { getConfig, onConfigChange } from '../config/configure.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { safeLocalStorage } from '../state/safe-local-storage.ts';
import { langAtom, storageKeys } from '../state/storage-atoms.ts';
import { setServerMessageTranslator } from '../http/server-message-translator.ts';
import { createRacekitI18n } from './create-racekit-i18n.ts';
import type { TranslationKey } from './translation-key.ts';
import { visitorLanguage } from './visitor-language.ts';

/**
 * The page's i18next instance, shared by every racekit bundle on the page (the site and any
 * embed). Its language is the visitor's stored choice (`lang`), else the configured language;
 * it follows `langAtom` from then on, including a choice made in another tab.
 */
export function getRacekitI18n(): i18n {
  return pageSingleton('i18n', () => {
    const store = getRacekitStore();
    let chosen = safeLocalStorage()?.getItem(storageKeys.lang) != null;
    const follow: { instance?: i18n } = {};
    // Mount first: mounting reads the stored value and subscribes the atom to storage events,
    // so another tab's choice arrives here too.
    store.sub(langAtom, () => {
      chosen = true;
      void follow.instance?.changeLanguage(store.get(langAtom));
    });
    const instance = createRacekitI18n(visitorLanguage());
    follow.instance = instance;
    // Server messages that carry a key (the 429s of limits) show in the page's language, when
    // the page holds that text (an embed holds only the areas its widgets show).
    const known = (key: string): key is TranslationKey => instance.exists(key);
    setServerMessageTranslator((key, values) => (known(key) ? instance.t(key, values) : undefined));
    // Until the visitor chooses, a later `configure({ lang })` still decides.
    onConfigChange(() => {
      if (!chosen) void instance.changeLanguage(getConfig().lang);
    });
    return instance;
  });
}
