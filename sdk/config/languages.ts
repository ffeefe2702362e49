/** The two languages of the product; ru is the default and the fallback. */
export const languages = ['ru', 'en'] as const;
export type Language = (typeof languages)[number];

/** `value` as a racekit language, when it is one (a stored choice, an attribute, a setting). */
export function asLanguage(value: unknown): Language | undefined {
  return value === 'ru' || value === 'en' ? value : undefined;
}
