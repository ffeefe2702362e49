import type { BackendModule, ResourceKey } from 'i18next';

/** Fetches one language's texts (the `translation` namespace) when i18next first needs them. */
export type LanguageLoader = (language: string) => Promise<ResourceKey>;

/**
 * An i18next backend over a loader: bundled languages stay in `resources`
 * (`partialBundledLanguages`), the others arrive through `load` — the site ships Russian in its
 * first load and fetches English only for a visitor who chose it. i18next switches language
 * only once the texts are in, so nothing flashes in the wrong language.
 */
export function lazyLanguageBackend(load: LanguageLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language, _namespace, callback) {
      load(language).then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}
