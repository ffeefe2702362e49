/**
 * One instance per page, shared by every racekit bundle loaded on it.
 *
 * The site and a partner's embed bundle (or two copies of the embed) may run on the same
 * page; they must meet in one store, one query client, one configuration. Module state is
 * per bundle, so the instance lives on `globalThis` under a registered symbol instead.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const slot = Symbol.for(`racekit.${key}`);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- only pageSingleton writes under `racekit.<key>`, always a T for that key.
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = holder[slot];
  if (existing !== undefined) return existing;
  const created = create();
  holder[slot] = created;
  return created;
}
