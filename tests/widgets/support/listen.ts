import { onTestFinished } from 'vitest';
import type { RacekitEventMap } from '../../../sdk/react.ts';

/**
 * Hears every `type` racekit event on document for the rest of the test (a host page's
 * listener), optionally preventing its default; `details()` lists what was heard. The listener
 * goes when the test ends.
 */
export function listen<K extends keyof RacekitEventMap>(type: K, prevent = false) {
  const heard: DocumentEventMap[K][] = [];
  const listener = (event: DocumentEventMap[K]) => {
    heard.push(event);
    if (prevent) event.preventDefault();
  };
  document.addEventListener(type, listener);
  onTestFinished(() => document.removeEventListener(type, listener));
  return { details: () => heard.map((event) => event.detail) };
}
