import { pageSingleton } from '../runtime/page-singleton.ts';

/**
 * How the HTTP client reaches the stored token without importing the state layer, and how it
 * says "go to login". The state layer installs the bridge; the site and the widgets listen for
 * `auth-required` and turn it into navigation — the client never touches `location`.
 */
export interface AuthBridge {
  getToken(): string | null;
  /** Signs out locally: the stored token and user are gone (a 401 or 403 on the stored token). */
  clearSession(): void;
}

export type AuthRequiredReason = 'unauthorized' | 'forbidden';

interface AuthSlot {
  bridge: AuthBridge;
  listeners: Set<(reason: AuthRequiredReason) => void>;
}

const slot = () =>
  pageSingleton<AuthSlot>('auth-bridge', () => ({
    bridge: { getToken: () => null, clearSession: () => undefined },
    listeners: new Set(),
  }));

/** Installs where the token lives (done once by the state layer). */
export function setAuthBridge(bridge: AuthBridge): void {
  slot().bridge = bridge;
}

export function getAuthBridge(): AuthBridge {
  return slot().bridge;
}

/** Subscribes to "go to login"; returns the unsubscribe function. */
export function onAuthRequired(listener: (reason: AuthRequiredReason) => void): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthRequired(reason: AuthRequiredReason): void {
  for (const listener of [...slot().listeners]) listener(reason);
}
