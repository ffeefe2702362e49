import { getConfig } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { safeLocalStorage } from '../state/safe-local-storage.ts';
import { langAtom, storageKeys } from '../state/storage-atoms.ts';

/** The interface language: the visitor's stored choice (`lang`), else the configured language. */
export function visitorLanguage(): Language {
  const chosen = safeLocalStorage()?.getItem(storageKeys.lang) != null;
  return chosen ? getRacekitStore().get(langAtom) : getConfig().lang;
}
