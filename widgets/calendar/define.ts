import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import type { calendarAttributes } from './calendar-attributes.ts';
import { calendarWidget } from './calendar-widget.ts';

/** Registers `<racekit-calendar>` (documented in calendar.tsx); safe to import twice. */
export const RacekitCalendar = registerWidget(calendarWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-calendar': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-calendar': WidgetJsxProps<typeof calendarAttributes>;
    }
  }
}
