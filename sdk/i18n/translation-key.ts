import type { i18n } from 'i18next';
import type { ru } from './ru.ts';

type PluralBase<K extends string> = K extends `${infer Base}_zero`
  ? Base
  : K extends `${infer Base}_one`
    ? Base
    : K extends `${infer Base}_two`
      ? Base
      : K extends `${infer Base}_few`
        ? Base
        : K extends `${infer Base}_many`
          ? Base
          : K extends `${infer Base}_other`
            ? Base
            : K;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key a text can be asked for, e.g. `'basket.item.ticketTab'`. Plural forms count once,
 * by their base (`'common.days'` with `{ count }`), as i18next resolves them.
 */
export type TranslationKey = Leaves<typeof ru, ''>;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * True when `key` names a text `instance` holds in its language or in Russian, the fallback (use
 * it to narrow a key that arrives as a plain string, e.g. an error's or a session method's).
 */
export function isTranslationKey(key: string, instance: i18n): key is TranslationKey {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  return [instance.language, 'ru'].some((language) => {
    const node: unknown = parts.length === 0 ? undefined : instance.getResource(language, 'translation', parts.join('.'));
    if (typeof node !== 'object' || node === null) return false;
    return Object.keys(node).some((name) => name.replace(pluralSuffix, '') === last && typeof Reflect.get(node, name) === 'string');
  });
}
