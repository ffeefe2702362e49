import type { i18n } from 'i18next';
import { languages, type Language } from '../config/racekit-config.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import type { AreaTexts, TextArea, TextModule } from './text-module.ts';

/**
 * The texts on the page: every text module an entry passed in (the site's, a widget's, the
 * tests'), added to an i18next instance as each language is needed. A language switch first
 * loads every module in use in the new language (getRacekitI18n), so nothing shows a key.
 */
const inUse = () => pageSingleton('text-modules', () => new Set<TextModule>());

/** True when `instance` already holds every area of `texts` in `language`. */
export function textsLoaded(instance: i18n, texts: TextModule, language: Language): boolean {
  return texts.areas.every((area) => instance.getResource(language, 'translation', area) !== undefined);
}

function add(instance: i18n, language: Language, areas: Partial<AreaTexts>): void {
  instance.addResourceBundle(language, 'translation', areas, true, false);
}

/** Makes `texts` part of the page: a language switch loads it too (the instance may come later). */
export function registerTexts(texts: TextModule): void {
  inUse().add(texts);
}

/**
 * Makes `texts` part of the page and puts its areas into `instance` in `language` (in every
 * language when the module is bundled). Answers `undefined` when they are in already (or were
 * bundled and are now), else the promise of the `import()` that brings them: a caller renders
 * at once, or when it resolves.
 */
export function provideTexts(instance: i18n, texts: TextModule, language: Language): Promise<void> | undefined {
  registerTexts(texts);
  if (texts.bundled === true) {
    for (const each of languages) if (!textsLoaded(instance, texts, each)) addLoaded(instance, texts, each);
    return undefined;
  }
  if (textsLoaded(instance, texts, language)) return undefined;
  return addLoaded(instance, texts, language);
}

function addLoaded(instance: i18n, texts: TextModule, language: Language): Promise<void> | undefined {
  const loaded = texts.load(language);
  if (!(loaded instanceof Promise)) {
    add(instance, language, pick(loaded, texts.areas));
    return undefined;
  }
  return loaded.then((areas) => add(instance, language, pick(areas, texts.areas)));
}

/** Only the named areas of a loaded module (a module namespace may export more). */
function pick(areas: Partial<AreaTexts>, names: readonly TextArea[]): Partial<AreaTexts> {
  return Object.fromEntries(names.map((name) => [name, areas[name]]));
}

/** Puts every text module in use into `instance` in `language`; `undefined` when nothing had to load. */
export function providePageTexts(instance: i18n, language: Language): Promise<void> | undefined {
  const loading = [...inUse()].map((texts) => provideTexts(instance, texts, language)).filter((promise) => promise !== undefined);
  return loading.length === 0 ? undefined : Promise.all(loading).then(() => undefined);
}
