import { onAuthRequired } from '../http/auth-bridge.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { getRacekitStore } from '../state/racekit-store.ts';
import { tokenAtom } from '../state/storage-atoms.ts';
import { navigateFrom } from './navigate-from.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';

/**
 * "Go to login" (the HTTP client's 401/403, see sdk/http/auth-bridge.ts) becomes one
 * `racekit:navigate` { path: '/login' } from the first connected widget. One subscription
 * per page, held only while some widget is connected: ten widgets on a page do not send the
 * visitor to login ten times, and a page with none keeps no listener.
 *
 * The end of a session becomes one `racekit:logout` the same way: the stored token going from a
 * session to none, whatever ended it (the API's 401, a sign-out in another tab or on the
 * organiser's site, which share the stored session).
 */
interface AuthNavigationSlot {
  hosts: Set<Element>;
  unsubscribe: (() => void) | undefined;
}

const slot = () => pageSingleton<AuthNavigationSlot>('auth-navigation', () => ({ hosts: new Set(), unsubscribe: undefined }));

const firstConnected = (hosts: ReadonlySet<Element>) => [...hosts].find((candidate) => candidate.isConnected);

/** Calls `ended` each time the stored token goes from a session to none; returns the unsubscribe. */
function onSessionEnd(ended: () => void): () => void {
  const store = getRacekitStore();
  let token = store.get(tokenAtom);
  return store.sub(tokenAtom, () => {
    const before = token;
    token = store.get(tokenAtom);
    if (before !== null && token === null) ended();
  });
}

export const LOGIN_PATH = '/login';

/** Counts `host` as a connected widget until the returned function is called. */
export function trackConnectedWidget(host: Element): () => void {
  const current = slot();
  current.hosts.add(host);
  if (current.unsubscribe === undefined) {
    const stopLogin = onAuthRequired(() => {
      const first = firstConnected(current.hosts);
      if (first !== undefined) navigateFrom(first, LOGIN_PATH);
    });
    const stopLogout = onSessionEnd(() => {
      const first = firstConnected(current.hosts);
      if (first !== undefined) dispatchRacekitEvent(first, 'racekit:logout', {});
    });
    current.unsubscribe = () => {
      stopLogin();
      stopLogout();
    };
  }
  return () => {
    current.hosts.delete(host);
    if (current.hosts.size === 0) {
      current.unsubscribe?.();
      current.unsubscribe = undefined;
    }
  };
}
