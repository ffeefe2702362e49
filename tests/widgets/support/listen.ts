import { onTestFinished } from 'vitest';
import type { RacekitEventMap } from '../../../sdk/elements/index.ts';

/** What `listen` heard so far: the events and their details (both filled as they come). */
export interface Heard<K extends keyof RacekitEventMap> {
  readonly events: DocumentEventMap[K][];
  readonly details: DocumentEventMap[K]['detail'][];
  /** Stops listening before the test ends. */
  stop(): void;
}

/**
 * The one way widget tests hear racekit events: a host page's listener on document for `type`,
 * optionally preventing its default (`true`) or handing each event to a function. The listener
 * goes when the test ends, or at `stop()`.
 */
export function listen<K extends keyof RacekitEventMap>(type: K, handle: boolean | ((event: DocumentEventMap[K]) => void) = false): Heard<K> {
  const events: DocumentEventMap[K][] = [];
  const details: DocumentEventMap[K]['detail'][] = [];
  const listener = (event: DocumentEventMap[K]) => {
    events.push(event);
    details.push(event.detail);
    if (handle === true) event.preventDefault();
    else if (typeof handle === 'function') handle(event);
  };
  document.addEventListener(type, listener);
  const stop = () => document.removeEventListener(type, listener);
  onTestFinished(stop);
  return { events, details, stop };
}
