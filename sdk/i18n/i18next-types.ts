import type { ru } from './ru.ts';

/**
 * Strict typing of i18next for the whole project: `t()` accepts only keys that exist in the
 * Russian resources, and a text with `{{variables}}` requires them. A key that arrives as a
 * plain string is narrowed with `isTranslationKey` first.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
    strictKeyChecks: true;
    strictInterpolationChecks: true;
  }
}
