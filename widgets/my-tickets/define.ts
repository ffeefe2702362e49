import { attr } from '../../sdk/elements/attr.ts';
import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { uiStyles } from '../../sdk/ui/ui-styles.ts';
import { MyTickets } from './my-tickets.tsx';
import myTicketsCss from './my-tickets.css?inline';
import { myTicketsTexts } from './my-tickets-texts.ts';

const attributes = { ticket: attr.text() };

/** Registers `<racekit-my-tickets>` (documented in my-tickets.tsx); safe to import twice. */
export const RacekitMyTickets = defineWidget('racekit-my-tickets', MyTickets, {
  attributes,
  texts: myTicketsTexts,
  styles: [...uiStyles, myTicketsCss],
  startup: [installAuthBridge, getQueryClient],
});

declare global {
  interface HTMLElementTagNameMap {
    'racekit-my-tickets': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-my-tickets': WidgetJsxProps<typeof attributes>;
    }
  }
}
