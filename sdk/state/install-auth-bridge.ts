import { setAuthBridge } from '../http/auth-bridge.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from './racekit-store.ts';
import { tokenAtom } from './storage-atoms.ts';

/** Lets the HTTP client read and remove the stored token through the shared store (once per page). */
export function installAuthBridge(): void {
  pageSingleton('auth-bridge-installed', () => {
    const store = getRacekitStore();
    setAuthBridge({
      getToken: () => store.get(tokenAtom),
      clearToken: () => store.set(tokenAtom, null),
    });
    return true;
  });
}
