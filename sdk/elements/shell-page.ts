/**
 * What a tag's first paint (sdk/elements/define-shell.ts) knows of the page before any widget
 * code has arrived — without superstruct, jotai or i18next, which come with that code and
 * re-check all of it:
 * - the language: the tag's `lang`, else the visitor's stored choice (`lang`), else the
 *   configured language (`Racekit.configure`, the loader's `data-lang`), else Russian;
 * - the theme: the tag's `theme`, else the stored `themeMemReg`, else light;
 * - the organiser's site (for a link's `href`);
 * - the words of sdk/i18n/<language>/first-paint.ts, a small static table.
 * Each read accepts only the values racekit knows; anything else is the default.
 */
import type { ConfigSlot } from '../config/config-slot.ts';
import { asLanguage, type Language } from '../config/languages.ts';
import { firstPaint as englishWords } from '../i18n/en/first-paint.ts';
import type { MessagesShape } from '../i18n/messages-shape.ts';
import { firstPaint as russianWords } from '../i18n/ru/first-paint.ts';
import { existingHandoff } from '../runtime/loader-handoff.ts';
import { peekPageSingleton } from '../runtime/page-singleton.ts';
import { safeLocalStorage } from '../state/safe-local-storage.ts';
import { storageKeys } from '../state/storage-keys.ts';
import { storedText } from '../state/stored-text.ts';

export type ShellTheme = 'light' | 'dark';

/** The words of a first paint in one language. */
export type FirstPaintWords = MessagesShape<typeof russianWords>;

/** The JSON stored under `key`, unchecked (`undefined` when absent or not JSON): each caller accepts only what it knows. */
export function storedValue(key: string): unknown {
  try {
    const text = safeLocalStorage()?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** The language configured for the page so far (validated settings, else what the loader holds). */
function configuredLanguage(): Language | undefined {
  const applied = peekPageSingleton<ConfigSlot>('config')?.input.lang;
  if (applied !== undefined) return applied;
  const handoff = existingHandoff();
  const queued = handoff?.pending
    .map((input) => (typeof input === 'object' && input !== null ? asLanguage(Reflect.get(input, 'lang')) : undefined))
    .filter((lang) => lang !== undefined)
    .at(-1);
  return queued ?? asLanguage(handoff?.script?.dataset['lang']);
}

/** The plain text stored under `key` (`token`, `lang`, `themeMemReg`: plain or JSON-quoted), unchecked; `undefined` when absent. */
export function storedPlainText(key: string): string | undefined {
  const text = safeLocalStorage()?.getItem(key);
  return text == null ? undefined : storedText(text);
}

/** The language `element` paints in first. */
export function shellLanguage(element: Element): Language {
  const attribute = asLanguage(element.getAttribute('lang')?.split('-')[0]?.toLowerCase());
  return attribute ?? asLanguage(storedPlainText(storageKeys.lang)) ?? configuredLanguage() ?? 'ru';
}

/** The theme `element` paints in first. */
export function shellTheme(element: Element): ShellTheme {
  const theme = element.getAttribute('theme') ?? storedPlainText(storageKeys.theme);
  return theme === 'dark' ? 'dark' : 'light';
}

/** The words of a first paint in `language`. */
export function firstPaintWords(language: Language): FirstPaintWords {
  return language === 'en' ? englishWords : russianWords;
}

/** `{{count}}` words by the language's plural rules (Intl, as i18next picks them): `base_one`, `base_few`… */
export function pluralWords(words: object, base: string, language: Language, count: number): string {
  const form = new Intl.PluralRules(language).select(count);
  const text: unknown = Reflect.get(words, `${base}_${form}`) ?? Reflect.get(words, `${base}_other`);
  return String(text).replace('{{count}}', String(count));
}

/** `value` as an absolute http(s) URL without a trailing slash; `undefined` for anything else. */
function httpUrl(value: string | undefined, base: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** The organiser's site as configured so far, else where racekit.js came from, else this page. */
export function shellSite(): string {
  const base = `${location.origin}/`;
  const slot = peekPageSingleton<ConfigSlot>('config');
  const script = existingHandoff()?.script ?? null;
  const scriptUrl = httpUrl(script?.src, base);
  return (
    httpUrl(slot?.input.site, base) ??
    httpUrl(script?.dataset['site'], base) ??
    slot?.scriptOrigin ??
    (scriptUrl === undefined ? undefined : new URL(scriptUrl).origin) ??
    location.origin
  );
}
