import { createContext, useContext } from 'react';

/** The custom element a React tree renders into, with its tag (for events and messages). */
export interface WidgetContextValue {
  element: HTMLElement;
  tag: string;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The element of the widget this component renders in; `null` outside a widget (the site). */
export function useWidgetElement(): HTMLElement | null {
  return useContext(WidgetContext)?.element ?? null;
}
