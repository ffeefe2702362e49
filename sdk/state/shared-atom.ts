import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * An atom that every racekit bundle on the page shares. Atoms are identified by object
 * identity, so a second bundle must reuse the first bundle's atom, not create its own.
 */
export function sharedAtom<T>(key: string, create: () => T): T {
  return pageSingleton(`atom.${key}`, create);
}
