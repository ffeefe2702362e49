import { resources } from './area-registry.ts';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The embed build's `isTranslationKey` (sdk/i18n/translation-key.ts reads the whole Russian
 * resource set, which the embed does not bundle): true when `key`, or a plural form of it,
 * names a text of an area registered on this page.
 */
export function isTranslationKey(key: string): boolean {
  let node: unknown = resources.ru.translation;
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  for (const part of parts) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = Reflect.get(node, part);
  }
  if (typeof node !== 'object' || node === null) return false;
  return Object.keys(node).some((name) => name.replace(pluralSuffix, '') === last && typeof Reflect.get(node, name) === 'string');
}
