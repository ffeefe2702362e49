import type { Language } from '../../sdk/config/index.ts';

/**
 * A catalogue text in the request's language: the English twin (migration 010, `<column>_en`)
 * when English is asked for and the twin is filled, else the Russian text — the default and
 * the fallback. Every catalogue answer picks its texts through this one rule.
 */
export function inLanguage<T extends string | null>(russian: T, english: string | null | undefined, language: Language): T | string {
  return language === 'en' && english !== null && english !== undefined && english.trim() !== '' ? english : russian;
}

/** The column a list of names sorts by in `language` (cities and regions: `name_ru`/`name_en`). */
export const nameColumn = (table: string, language: Language): string => `${table}.${language === 'en' ? 'name_en' : 'name_ru'}`;
