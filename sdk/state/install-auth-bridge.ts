import { setAuthBridge } from '../http/auth-bridge.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from './racekit-store.ts';
import { tokenAtom, userAtom } from './storage-atoms.ts';

/** Lets the HTTP client read the stored token, and sign out locally (token and user), through the shared store (once per page). */
export function installAuthBridge(): void {
  pageSingleton('auth-bridge-installed', () => {
    const store = getRacekitStore();
    setAuthBridge({
      getToken: () => store.get(tokenAtom),
      clearSession: () => {
        store.set(tokenAtom, null);
        store.set(userAtom, null);
      },
    });
    return true;
  });
}
