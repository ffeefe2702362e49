import { ru } from './ru.ts';

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

function collect(node: object, prefix: string, into: Set<string>): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') into.add(path.replace(pluralSuffix, ''));
    else if (typeof value === 'object' && value !== null) collect(value, `${path}.`, into);
  }
  return into;
}

let known: Set<string> | undefined;

/** True when `key` names a text (use it to narrow a key that arrives as a plain string). */
export function isTranslationKey(key: string): key is TranslationKey {
  known ??= collect(ru, '', new Set());
  return known.has(key);
}
