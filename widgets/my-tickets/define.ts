import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import { myTicketsWidget, type myTicketsAttributes } from './my-tickets-widget.ts';

/** Registers `<racekit-my-tickets>` (documented in my-tickets.tsx); safe to import twice. */
export const RacekitMyTickets = registerWidget(myTicketsWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-my-tickets': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-my-tickets': WidgetJsxProps<typeof myTicketsAttributes>;
    }
  }
}
