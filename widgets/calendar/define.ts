import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { calendarAttributes } from './calendar-attributes.ts';
import { Calendar } from './calendar.tsx';
import calendarCss from './calendar.css?inline';
import { calendarTexts } from './calendar-texts.ts';

/** Registers `<racekit-calendar>` (documented in calendar.tsx); safe to import twice. */
export const RacekitCalendar = defineWidget('racekit-calendar', Calendar, {
  attributes: calendarAttributes,
  texts: calendarTexts,
  styles: [...uiStyles, calendarCss],
  // The page's query client exists before any query atom is read; the event list is sent
  // with the token when there is one (a volunteer sees more).
  startup: [getQueryClient, installAuthBridge],
});

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
