import { atom, type Getter } from 'jotai/vanilla';
import { getConfig, onConfigChange } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';
import { setRequestLanguage } from '../http/request-language.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { safeLocalStorage } from '../state/safe-local-storage.ts';
import { sharedAtom } from '../state/shared-atom.ts';
import { langAtom, storageKeys } from '../state/storage-atoms.ts';

/** Whether the visitor chose a language on this page ({@link changeLanguage}), stored or not. */
const choiceMadeAtom = sharedAtom('languageChoiceMade', () => atom(false));

/** Counts `configure()` calls while something listens: a configured language may change. */
const configChangesAtom = sharedAtom('configChanges', () => {
  const changes = atom(0);
  changes.onMount = (set) => onConfigChange(() => set((count) => count + 1));
  return changes;
});

/** The stored language when the visitor chose one (on this page, or stored by an earlier one), else the configured one. */
function chosenOrConfigured(get: Getter): Language {
  get(configChangesAtom);
  const chosen = get(choiceMadeAtom) || safeLocalStorage()?.getItem(storageKeys.lang) != null;
  return chosen ? get(langAtom) : getConfig().lang;
}

/**
 * The visitor's language as an atom: server data is cached by it (sdk/queries/call-query.ts puts
 * it into every query key), so a switch of language reads the data again in the new language.
 */
export const visitorLanguageAtom = sharedAtom('visitorLanguage', () => atom(chosenOrConfigured));

/**
 * The interface language: the visitor's choice (`lang`), else the configured language. It is
 * also the language the API is asked in (`Accept-Language`, sdk/http/http-request.ts): the
 * server answers catalogue data and messages in it.
 */
export function visitorLanguage(): Language {
  const store = getRacekitStore();
  return chosenOrConfigured((anAtom) => store.get(anAtom));
}

// The HTTP client sits below i18n and state: whatever loads this module gives it the visitor's language.
setRequestLanguage(visitorLanguage);

/** Records that the visitor chose a language (the header's Рус / Eng), even where nothing can be stored. */
export function rememberLanguageChoice(): void {
  getRacekitStore().set(choiceMadeAtom, true);
}
