import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { startSession } from '../../sdk/state/session-start.ts';

/**
 * The start-up of account.md §4, once per page: a broken session (a token without a stored
 * user) goes to /auth; a signed-in user's guest items are merged and the basket reloaded; a
 * guest's basket is what local storage holds. A failed load leaves the stored basket as it is.
 */
export function useSessionStart(): void {
  useEffect(() => {
    startSession({ onNavigate: (path) => navigate(path, { replace: true }) }).catch((error: unknown) => {
      console.warn('racekit site: the basket could not be loaded at start-up', error);
    });
  }, []);
}
