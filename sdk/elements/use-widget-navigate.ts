import { useCallback, useContext } from 'react';
import { navigateFrom } from './navigate-from.ts';
import { WidgetContext } from './widget-context.ts';

/** `navigate(path)`: a cancelable `racekit:navigate` from the widget, else the organiser's site. */
export function useWidgetNavigate(): (path: string) => void {
  const element = useContext(WidgetContext)?.element;
  return useCallback((path: string) => navigateFrom(element ?? document.documentElement, path), [element]);
}
