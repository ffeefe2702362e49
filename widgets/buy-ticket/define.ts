import { registerWidget, type WidgetJsxProps } from '../../sdk/elements/index.ts';
import type { buyTicketAttributes } from './buy-ticket-attributes.ts';
import { buyTicketWidget } from './buy-ticket-widget.ts';

/** Registers `<racekit-buy-ticket>` (documented in buy-ticket.tsx); safe to import twice. */
export const RacekitBuyTicket = registerWidget(buyTicketWidget);

declare global {
  interface HTMLElementTagNameMap {
    'racekit-buy-ticket': HTMLElement;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'racekit-buy-ticket': WidgetJsxProps<typeof buyTicketAttributes>;
    }
  }
}
