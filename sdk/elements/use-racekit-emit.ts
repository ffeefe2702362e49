import { useCallback, useContext } from 'react';
import { dispatchRacekitEvent, type RacekitEventMap, type RacekitEventName } from './racekit-events.ts';
import { WidgetContext } from './widget-context.ts';

/**
 * A typed `emit(type, detail)` that dispatches a racekit event from the widget's element (from
 * `document` outside a widget). Returns false when a listener prevented the default.
 */
export function useRacekitEmit(): <K extends RacekitEventName>(type: K, detail: RacekitEventMap[K]) => boolean {
  const element = useContext(WidgetContext)?.element;
  return useCallback(
    <K extends RacekitEventName>(type: K, detail: RacekitEventMap[K]) => dispatchRacekitEvent(element ?? document, type, detail),
    [element],
  );
}
