/**
 * @deprecated The ticket line builder lives in sdk/basket (`ticketLine`, exported by sdk/index.ts).
 * This re-export only keeps site/pages/basket/fill-basket.ts building until it imports the SDK;
 * no widget uses it. Delete it then.
 */
export { ticketLine as ticketBasketItem, type TicketChoice } from '../../sdk/basket/ticket-line.ts';
