import { navigate } from 'wouter/use-browser-location';
import { startSession } from '../../sdk/checkout/index.ts';

let started: Promise<void> | undefined;

/**
 * The start-up of account.md §4, once per page (site/main.tsx starts it before the first
 * render, without waiting for it): a broken session (a token without a stored user) goes to
 * /auth; a signed-in user's guest items are merged and the basket reloaded; a guest's basket is
 * what local storage holds. A failed load leaves the stored basket as it is.
 */
export function startSiteSession(): Promise<void> {
  started ??= startSession({ onNavigate: (path) => navigate(path, { replace: true }) }).then(
    () => undefined,
    (error: unknown) => {
      console.warn('racekit site: the basket could not be loaded at start-up', error);
    },
  );
  return started;
}

/**
 * Settles once the start-up has put the basket in place (at once for a guest). A page that
 * reads and rewrites the basket as it opens (the order check after payment, a basket link)
 * waits for it: the start-up reloading a signed-in user's basket would otherwise undo its change.
 */
export const whenSessionReady = (): Promise<void> => startSiteSession();
