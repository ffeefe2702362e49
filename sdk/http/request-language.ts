import { getConfig } from '../config/configure.ts';
import type { Language } from '../config/racekit-config.ts';

/**
 * How the HTTP client learns the language to ask the API in without importing i18n or state,
 * which sit above it (docs/architecture.md, the sdk's layers): sdk/i18n/visitor-language.ts
 * installs the visitor's language here as it loads; until then the configured one is asked in.
 * Module state, as the import it replaces was: each bundle's client reads its own bundle's
 * language module.
 */
let read: () => Language = () => getConfig().lang;

/** Installs where the visitor's language is read (done by sdk/i18n/visitor-language.ts). */
export function setRequestLanguage(reader: () => Language): void {
  read = reader;
}

/** The language a request is asked in when it names none (`Accept-Language`). */
export function requestLanguage(): Language {
  return read();
}
