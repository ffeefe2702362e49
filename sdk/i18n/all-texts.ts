import { en } from './en.ts';
import { ru } from './ru.ts';
import { bundledTexts, type TextArea } from './text-module.ts';

/**
 * Every text of racekit in both languages, bundled (no `import()`): for an entry that wants all
 * of them at once — the tests, a tool. A page passes in its own, smaller modules instead.
 */
export const allTexts = bundledTexts(Object.keys(ru) as TextArea[], { ru, en });
