/**
 * Attributes in, typed props out. A widget declares its attributes as kebab-case names, each
 * with a struct; the element reads them as strings and this turns them into camelCase props
 * (`event-city="12"` → `eventCity: 12`), or reports which attribute is wrong and why.
 */
import { enums, type StructError } from 'superstruct';
import { languages, type Language } from '../config/racekit-config.ts';
import { type Theme } from '../state/storage-atoms.ts';

/** What `defineWidget` needs of a struct (any superstruct `Struct` fits). */
export interface AttributeStruct<T> {
  readonly TYPE: T;
  validate(value: unknown, options?: { coerce?: boolean }): [StructError, undefined] | [undefined, T];
}

/** Attributes every widget understands; a widget may not declare them again. */
export const sharedAttributes = ['lang', 'theme'] as const;

/** Kebab-case attribute names with their structs; `lang` and `theme` are reserved. */
export type AttributeSpec = Record<string, AttributeStruct<unknown>> & { lang?: never; theme?: never };

/** `event-city` → `eventCity`, at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** The props a widget component receives for the attributes `A`. */
export type WidgetProps<A extends AttributeSpec> = {
  readonly [K in keyof A & string as CamelCase<K>]: A[K] extends AttributeStruct<infer T> ? T : never;
};

/** A wrong attribute: its name, the text it had, and what was expected. */
export interface AttributeProblem {
  attribute: string;
  value: string | undefined;
  message: string;
}

export type ParsedAttributes<P> =
  | { ok: true; props: P; lang: Language | undefined; theme: Theme | undefined }
  | { ok: false; problem: AttributeProblem; lang: Language | undefined; theme: Theme | undefined };

const kebabName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `event-city` → `eventCity`. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Throws (at definition time, a programming error) unless every name is kebab-case and not reserved. */
export function checkAttributeNames(tag: string, names: readonly string[]): void {
  for (const name of names) {
    if (!kebabName.test(name)) throw new TypeError(`racekit: <${tag}> attribute "${name}" is not kebab-case.`);
    if ((sharedAttributes as readonly string[]).includes(name)) {
      throw new TypeError(`racekit: <${tag}> may not redeclare the shared attribute "${name}".`);
    }
  }
}

const LangAttribute = enums(languages);
const ThemeAttribute = enums(['light', 'dark']);

function read<T>(
  element: Element,
  attribute: string,
  struct: AttributeStruct<T>,
): { value: T } | { problem: AttributeProblem } {
  const text = element.getAttribute(attribute) ?? undefined;
  const [error, value] = struct.validate(text, { coerce: true });
  if (error === undefined) return { value };
  return { problem: { attribute, value: text, message: error.failures()[0]?.message ?? error.message } };
}

/** `lang="en-GB"` counts as `en`: the attribute is the global HTML one. */
function readLang(element: Element) {
  const text = element.getAttribute('lang');
  if (text === null || text === '') return { value: undefined };
  const primary = text.split('-')[0]?.toLowerCase();
  const [error, value] = LangAttribute.validate(primary);
  return error === undefined
    ? { value }
    : { problem: { attribute: 'lang', value: text, message: `expected one of ${languages.join(', ')}` } };
}

/** The `lang` attribute as a racekit language; `undefined` when absent or not one of them. */
export function readLanguageAttribute(element: Element): Language | undefined {
  const lang = readLang(element);
  return 'value' in lang ? lang.value : undefined;
}

function readTheme(element: Element) {
  const text = element.getAttribute('theme');
  if (text === null) return { value: undefined };
  const [error, value] = ThemeAttribute.validate(text);
  return error === undefined ? { value } : { problem: { attribute: 'theme', value: text, message: 'expected light or dark' } };
}

/** Reads the declared attributes of `element` into props; the first wrong one is reported. */
export function parseAttributes<A extends AttributeSpec>(element: Element, spec: A): ParsedAttributes<WidgetProps<A>> {
  const lang = readLang(element);
  const theme = readTheme(element);
  const shared = { lang: 'value' in lang ? lang.value : undefined, theme: 'value' in theme ? theme.value : undefined };
  if ('problem' in lang) return { ok: false, problem: lang.problem, ...shared };
  if ('problem' in theme) return { ok: false, problem: theme.problem, ...shared };

  const props: Record<string, unknown> = {};
  for (const [attribute, struct] of Object.entries(spec)) {
    if (struct === undefined) continue;
    const result = read(element, attribute, struct);
    if ('problem' in result) return { ok: false, problem: result.problem, ...shared };
    props[camelCase(attribute)] = result.value;
  }
  // Each declared attribute was validated by its own struct above and stored under its
  // camelCase name, which is exactly the shape WidgetProps<A> describes.
  return { ok: true, props: props as WidgetProps<A>, ...shared };
}
