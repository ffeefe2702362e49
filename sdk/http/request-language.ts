import { getConfig } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * How the HTTP client learns the language to ask the API in without importing i18n or state,
 * which sit above it (docs/architecture.md, the sdk's layers): sdk/i18n/visitor-language.ts
 * installs the visitor's language here as it loads; until then the configured one is asked in.
 */
const slot = () => pageSingleton<{ read: () => Language }>('request-language', () => ({ read: () => getConfig().lang }));

/** Installs where the visitor's language is read (done by sdk/i18n/visitor-language.ts). */
export function setRequestLanguage(read: () => Language): void {
  slot().read = read;
}

/** The language a request is asked in when it names none (`Accept-Language`). */
export function requestLanguage(): Language {
  return slot().read();
}
