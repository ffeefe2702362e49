import { getConfig } from '../config/configure.ts';
import { dispatchRacekitEvent } from './racekit-events.ts';
import { handOverUrl, needsSessionHandOver } from './session-hand-over.ts';

/**
 * Asks the page to go to `path`: fires a cancelable `racekit:navigate` from `element`; when no
 * listener (the site's router, a partner's handler) prevents it, opens the organiser's site there.
 * From a partner's page, a signed-in visitor bound for a personal route goes through a one-time
 * sign-in link, so they arrive signed in (./session-hand-over.ts).
 */
export function navigateFrom(element: Element, path: string): void {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (!dispatchRacekitEvent(element, 'racekit:navigate', { path: normalised })) return;
  const target = `${getConfig().site}${normalised}`;
  if (!needsSessionHandOver(normalised)) {
    globalThis.location.assign(target);
    return;
  }
  void handOverUrl(normalised).then((url) => globalThis.location.assign(url ?? target));
}
