import { useEffect, useState } from 'react';

/** One line of the club app's activity log. */
export interface LogLine {
  readonly id: number;
  readonly type: string;
  readonly text: string;
}

const watched = ['racekit:navigate', 'racekit:basket-change', 'racekit:error', 'racekit:login'] as const;

/**
 * The racekit events of the page, newest first. The listeners are typed by racekit.d.ts
 * (`GlobalEventHandlersEventMap`): `event.detail` has each event's own shape.
 */
export function useRacekitEvents(): readonly LogLine[] {
  const [lines, setLines] = useState<readonly LogLine[]>([]);
  useEffect(() => {
    let next = 0;
    const add = (type: string, text: string) => setLines((old) => [{ id: (next += 1), type, text }, ...old].slice(0, 8));
    const onNavigate = (event: GlobalEventHandlersEventMap['racekit:navigate']) => add(event.type, event.detail.path);
    const onBasket = (event: GlobalEventHandlersEventMap['racekit:basket-change']) => add(event.type, `в корзине ${event.detail.count}`);
    const onError = (event: GlobalEventHandlersEventMap['racekit:error']) => add(event.type, `${event.detail.tag}: ${event.detail.message}`);
    const onLogin = (event: GlobalEventHandlersEventMap['racekit:login']) => add(event.type, event.detail.user.email ?? event.detail.user.public_id);
    document.addEventListener(watched[0], onNavigate);
    document.addEventListener(watched[1], onBasket);
    document.addEventListener(watched[2], onError);
    document.addEventListener(watched[3], onLogin);
    return () => {
      document.removeEventListener(watched[0], onNavigate);
      document.removeEventListener(watched[1], onBasket);
      document.removeEventListener(watched[2], onError);
      document.removeEventListener(watched[3], onLogin);
    };
  }, []);
  return lines;
}
