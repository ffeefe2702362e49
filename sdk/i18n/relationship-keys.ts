import type { relationshipOptions } from '../contract/schemas/user.ts';
import type { TranslationKey } from './translation-key.ts';

/**
 * The text of each relationship option. The stored value (`type_relate`) stays the Russian word
 * the spec lists, as the existing data hold it; this map gives its label in either language.
 */
export const relationshipKeys = {
  Партнер: 'settings.relationship.partner',
  Родитель: 'settings.relationship.parent',
  Родственник: 'settings.relationship.relative',
  Друг: 'settings.relationship.friend',
  Коллега: 'settings.relationship.colleague',
} as const satisfies Record<(typeof relationshipOptions)[number], TranslationKey>;
