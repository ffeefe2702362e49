import { defineWidget } from '../../sdk/elements/define-widget.ts';
import { type WidgetJsxProps } from '../../sdk/elements/widget-jsx-props.ts';
import { installAuthBridge } from '../../sdk/state/install-auth-bridge.ts';
import { buttonStyles } from '../../sdk/ui/button-styles.ts';
import { buyTicketAttributes } from './buy-ticket-attributes.ts';
import { BuyTicket } from './buy-ticket.tsx';
import buttonCss from './buy-ticket.css?inline';
import { buyTicketTexts } from './buy-ticket-texts.ts';

/**
 * Registers `<racekit-buy-ticket>` (documented in buy-ticket.tsx); safe to import twice. Only
 * the button is here: the dialog, its styles and the query client load on the first press.
 */
export const RacekitBuyTicket = defineWidget('racekit-buy-ticket', BuyTicket, {
  attributes: buyTicketAttributes,
  texts: buyTicketTexts,
  styles: [...buttonStyles, buttonCss],
  // A signed-in visitor's basket is saved with the stored token.
  startup: [installAuthBridge],
});

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
