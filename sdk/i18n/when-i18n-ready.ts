import type { i18n } from 'i18next';

/**
 * Resolves once the instance has the texts of its language: at once when they are bundled, after
 * the fetch when they load lazily (see lazy-language-backend.ts). A page renders after it, so the
 * first paint is already in the visitor's language.
 */
export function whenI18nReady(instance: i18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const ready = () => {
      instance.off('initialized', ready);
      resolve();
    };
    instance.on('initialized', ready);
  });
}
