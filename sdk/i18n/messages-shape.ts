/**
 * The shape another language must give for a Russian area: the same keys, deep, with a string
 * wherever Russian has one. `en/<area>.ts` declares `satisfies MessagesShape<typeof ru>`, so a
 * key missing or extra in English is a type error, not a text that silently falls back.
 */
export type MessagesShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]>;
};
