/**
 * One instance per page, shared by every racekit bundle loaded on it.
 *
 * The site and a partner's embed bundle (or two copies of the embed) may run on the same
 * page; they must meet in one store, one query client, one configuration. Module state is
 * per bundle, so the instance lives on `globalThis` under a registered symbol instead.
 */
type Holder = Record<symbol, unknown>;

export function pageSingleton<T>(key: string, create: () => T): T {
  const existing = peekPageSingleton<T>(key);
  if (existing !== undefined) return existing;
  const created = create();
  (globalThis as unknown as Holder)[Symbol.for(`racekit.${key}`)] = created;
  return created;
}

/** The page's instance under `key` if some bundle created it, without creating one. */
export function peekPageSingleton<T>(key: string): T | undefined {
  // What a key holds is what pageSingleton stored under it, by whichever bundle came first.
  return (globalThis as unknown as Holder)[Symbol.for(`racekit.${key}`)] as T | undefined;
}
