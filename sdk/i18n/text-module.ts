import type { Language } from '../config/racekit-config.ts';
import type { MessagesShape } from './messages-shape.ts';
import type { ru } from './ru.ts';

/** The name of a text area: `common`, `basket`, `buyTicket`… (one module per area in sdk/i18n/ru/). */
export type TextArea = keyof typeof ru;

/** Some areas' texts in one language, as sdk/i18n/<language>/<area>.ts export them. */
export type AreaTexts<A extends TextArea = TextArea> = { readonly [K in A]: MessagesShape<(typeof ru)[K]> };

/**
 * The texts one entry needs, named explicitly: a widget's (widgets/<name>/<name>-texts.ts), the
 * site's layout, the tests' "everything". `load(language)` answers only that language's areas —
 * bundled (a plain object) or through `import()` (a promise) — so a page downloads the texts of
 * its visitor's language and of the code it shows, nothing else. sdk/i18n/page-texts.ts adds
 * them to the page's i18next instance.
 */
export interface TextModule {
  /** The areas `load` answers: a page that holds them all already loads nothing. */
  readonly areas: readonly TextArea[];
  readonly load: (language: Language) => Partial<AreaTexts> | Promise<Partial<AreaTexts>>;
  /** Both languages are at hand (no `import()`): whoever provides one provides both. */
  readonly bundled?: boolean;
}

/** A text module over `areas` (typed: each language's loader must answer every one of them). */
export function textModule<A extends TextArea>(areas: readonly A[], load: (language: Language) => AreaTexts<A> | Promise<AreaTexts<A>>): TextModule {
  return { areas, load };
}

/** A text module holding `areas` in every language, bundled: for entries that want everything at once (tests, tools). */
export function bundledTexts<A extends TextArea>(areas: readonly A[], texts: Readonly<Record<Language, AreaTexts<A>>>): TextModule {
  return { areas, load: (language) => texts[language], bundled: true };
}
