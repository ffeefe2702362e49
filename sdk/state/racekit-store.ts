import { createStore } from 'jotai/vanilla';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { storedAtoms } from './storage-atoms.ts';

export type RacekitStore = ReturnType<typeof createStore>;

/**
 * The one Jotai store of the page, shared by every widget and the site. The local-storage
 * atoms stay mounted for the page's life: only a mounted storage atom follows other tabs'
 * writes, so a read-modify-write of the basket never starts from a stale list.
 */
export function getRacekitStore(): RacekitStore {
  return pageSingleton('store', () => {
    const store = createStore();
    for (const stored of storedAtoms) store.sub(stored, () => undefined);
    return store;
  });
}
