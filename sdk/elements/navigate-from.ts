import { getConfig } from '../config/configure.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';

/**
 * Asks the page to go to `path`: fires a cancelable `racekit:navigate` from `element`; when no
 * listener (the site's router, a partner's handler) prevents it, opens the organiser's site there.
 */
export function navigateFrom(element: Element, path: string): void {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (!dispatchRacekitEvent(element, 'racekit:navigate', { path: normalised })) return;
  globalThis.location.assign(`${getConfig().site}${normalised}`);
}
