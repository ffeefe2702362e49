/**
 * What racekit uses of i18next, small enough for a partner page's first paint (the embed build
 * aliases `i18next` to this; the site and the component tests run the real one). i18next with
 * react-i18next weighs about 20 KB gzip, more than the rest of the buy button together.
 *
 * Same results as i18next for racekit's texts (tests/e2e/embed-i18n.spec.ts compares every key):
 * keys are `area.key.sub` in one `translation` namespace; `count` picks `_zero` (for 0), then
 * the `Intl.PluralRules` form, then the bare key; the language falls back to `fallbackLng`;
 * `{{name}}` is replaced (`{{- name}}` too, nothing is escaped); a variable not given stays as
 * written unless the options name it; an unknown key answers the key. Not supported, because
 * racekit does not use them: namespaces, nesting `$t()`, formats, context, ordinals, backends.
 *
 * Resources are read at every lookup, so areas registered after `init` (embed/i18n) are found.
 */

/** The options racekit passes to `init` (sdk/i18n/create-racekit-i18n.ts). */
export interface LiteInitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, { translation: object }>;
  [option: string]: unknown;
}

export type LiteTFunction = (key: string, options?: Record<string, unknown>) => string;

type Listener = (lng: string) => void;

const variable = /\{\{(-?)\s*([^}]+?)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = Reflect.get(node, part);
  }
  return node;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(variable, (written, _unescaped: string, name: string) => {
    if (!Object.hasOwn(values, name)) return written;
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** An i18next-like instance: `init`, `t`, `changeLanguage`, `cloneInstance`, `language`, events. */
export class LiteI18n {
  language = '';
  options: LiteInitOptions = {};
  isInitialized = false;
  readonly #listeners = new Map<string, Set<Listener>>();

  init(options: LiteInitOptions = {}, callback?: (error: null, t: LiteTFunction) => void): Promise<LiteTFunction> {
    this.options = { ...this.options, ...options };
    this.language = options.lng ?? (this.language || 'ru');
    this.isInitialized = true;
    const t = this.t;
    callback?.(null, t);
    return Promise.resolve(t);
  }

  /** Another instance on the same resources, in its own language. */
  cloneInstance(options: { lng?: string } = {}): LiteI18n {
    const clone = new LiteI18n();
    void clone.init({ ...this.options, lng: options.lng ?? this.language });
    return clone;
  }

  changeLanguage(lng?: string): Promise<LiteTFunction> {
    if (lng !== undefined && lng !== this.language) {
      this.language = lng;
      for (const listener of this.#listeners.get('languageChanged') ?? []) listener(lng);
    }
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }

  /** The languages a lookup tries, in order. */
  get languages(): string[] {
    const fallback = this.options.fallbackLng;
    return fallback === undefined || fallback === this.language ? [this.language] : [this.language, fallback];
  }

  readonly t: LiteTFunction = (key, options = {}) => {
    const count = options['count'];
    const plural = typeof count === 'number';
    for (const lng of this.languages) {
      const tree = this.options.resources?.[lng]?.translation;
      const candidates = plural ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(lng, count)}`, key] : [key];
      for (const candidate of candidates) {
        const found = lookup(tree, candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
    return key;
  };

  /** `t` of this instance (racekit's widgets hold one instance per language). */
  getFixedT(): LiteTFunction {
    return this.t;
  }
}

/** The default export's shape: `i18next.createInstance()`. */
const i18next = {
  createInstance: (options?: LiteInitOptions): LiteI18n => {
    const instance = new LiteI18n();
    if (options !== undefined) void instance.init(options);
    return instance;
  },
};

export default i18next;
