import { widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { buttonStyles } from '../../sdk/ui/index.ts';
import { buyTicketAttributes } from './buy-ticket-attributes.ts';
import { BuyTicket } from './buy-ticket.tsx';
import buttonCss from './buy-ticket.css?inline';
import { buyTicketTexts } from './buy-ticket-texts.ts';

/**
 * `<racekit-buy-ticket>` (documented in buy-ticket.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (buy-ticket-shell.ts) in the embed bundle.
 */
export const buyTicketWidget = widget('racekit-buy-ticket', BuyTicket, {
  attributes: buyTicketAttributes,
  texts: buyTicketTexts,
  styles: [...buttonStyles, buttonCss],
  // A signed-in visitor's basket is saved with the stored token.
  startup: [installAuthBridge],
});
