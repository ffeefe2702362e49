import { type i18n } from 'i18next';
import { type Language } from '../config/racekit-config.ts';

/**
 * The page's i18next instance in one language. A widget with `lang="en"` on a Russian page
 * must not switch the page: it gets a clone that shares the resources (no copy) and differs
 * only in language; the base itself is never used, so a page that switches language later does
 * not move a widget pinned to another. One clone per base instance and language, reused by every widget.
 */
const clones = new WeakMap<i18n, Map<Language, i18n>>();

export function i18nForLanguage(base: i18n, lang: Language): i18n {
  let perLanguage = clones.get(base);
  if (perLanguage === undefined) {
    perLanguage = new Map();
    clones.set(base, perLanguage);
  }
  let clone = perLanguage.get(lang);
  if (clone === undefined) {
    clone = base.cloneInstance({ lng: lang, initAsync: false });
    perLanguage.set(lang, clone);
  }
  return clone;
}
