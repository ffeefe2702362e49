import { createStore } from 'jotai/vanilla';
import { pageSingleton } from '../runtime/page-singleton.ts';

export type RacekitStore = ReturnType<typeof createStore>;

/** The one Jotai store of the page, shared by every widget and the site. */
export function getRacekitStore(): RacekitStore {
  return pageSingleton('store', createStore);
}
