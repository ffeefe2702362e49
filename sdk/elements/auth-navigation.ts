import { onAuthRequired } from '../http/auth-bridge.ts';
import { pageSingleton } from '../runtime/page-singleton.ts';
import { navigateFrom } from './navigate-from.ts';

/**
 * "Go to login" (the HTTP client's 401/403, see sdk/http/auth-bridge.ts) becomes one
 * `racekit:navigate` { path: '/login' } from the first connected widget. One subscription
 * per page, held only while some widget is connected: ten widgets on a page do not send the
 * visitor to login ten times, and a page with none keeps no listener.
 */
interface AuthNavigationSlot {
  hosts: Set<Element>;
  unsubscribe: (() => void) | undefined;
}

const slot = () => pageSingleton<AuthNavigationSlot>('auth-navigation', () => ({ hosts: new Set(), unsubscribe: undefined }));

export const LOGIN_PATH = '/login';

/** Counts `host` as a connected widget until the returned function is called. */
export function trackConnectedWidget(host: Element): () => void {
  const current = slot();
  current.hosts.add(host);
  current.unsubscribe ??= onAuthRequired(() => {
    const first = [...current.hosts].find((candidate) => candidate.isConnected);
    if (first !== undefined) navigateFrom(first, LOGIN_PATH);
  });
  return () => {
    current.hosts.delete(host);
    if (current.hosts.size === 0) {
      current.unsubscribe?.();
      current.unsubscribe = undefined;
    }
  };
}
