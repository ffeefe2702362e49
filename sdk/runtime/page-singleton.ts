/**
 * One instance per page, shared by every racekit bundle loaded on it.
 *
 * The site and a partner's embed bundle (or two copies of the embed) may run on the same
 * page; they must meet in one store, one query client, one configuration. Module state is
 * per bundle, so the instance lives on `globalThis` under a registered symbol instead.
 */
type Holder = Record<symbol, unknown>;

// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- globalThis holds any symbol-keyed property; only these functions use `racekit.<key>`.
const holder = globalThis as unknown as Holder;

export function pageSingleton<T>(key: string, create: () => T): T {
  const existing = peekPageSingleton<T>(key);
  if (existing !== undefined) return existing;
  const created = create();
  holder[Symbol.for(`racekit.${key}`)] = created;
  return created;
}

/** The page's instance under `key` if some bundle created it, without creating one. */
export function peekPageSingleton<T>(key: string): T | undefined {
  // What a key holds is what pageSingleton stored under it, by whichever bundle came first.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- only pageSingleton writes under `racekit.<key>`, always a T for that key.
  return holder[Symbol.for(`racekit.${key}`)] as T | undefined;
}
