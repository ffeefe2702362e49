import { attr, widget } from '../../sdk/elements/index.ts';
import { installAuthBridge } from '../../sdk/state/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import disclosureCss from '../../sdk/ui/css/disclosure.css?inline';
import { uiStyles } from '../../sdk/ui/index.ts';
import { MyTickets } from './my-tickets.tsx';
import myTicketsCss from './my-tickets.css?inline';
import { myTicketsTexts } from './my-tickets-texts.ts';

/** The attributes of `<racekit-my-tickets>` (documented in my-tickets.tsx). */
export const myTicketsAttributes = { ticket: attr.text() };

/**
 * `<racekit-my-tickets>` (documented in my-tickets.tsx) as a widget: registered as a tag by define.ts
 * (the site, the tests, a React host), mounted by its first paint (my-tickets-shell.ts) in the embed bundle.
 */
export const myTicketsWidget = widget('racekit-my-tickets', MyTickets, {
  attributes: myTicketsAttributes,
  texts: myTicketsTexts,
  styles: [...uiStyles, disclosureCss, myTicketsCss],
  startup: [installAuthBridge, getQueryClient],
});
