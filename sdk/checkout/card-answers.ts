import type { CallInput } from '../contract/define-call.ts';
import type { insuranceCalls } from '../contract/insurance.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { shopCalls } from '../contract/shop.ts';

/**
 * What a ticket's card in the basket asks beside its line, one home for the card's parts (which
 * show the answers), widgets/basket/use-cards-ready.ts (which waits for them before the cards
 * draw) and the buy dialog (which asks for them as the ticket is added, before the basket opens).
 */

/** The insurance products offered for the ticket's format (insurance-select.tsx). */
export function insuranceOffersInput(line: BasketItem): CallInput<typeof insuranceCalls.byFormat> {
  return { params: { id: line.format_public_id ?? line.public_id } };
}

/** The event city's goods that can be added to the ticket (ticket-extras.tsx); none without an event city. */
export function relatedGoodsInput(line: BasketItem): CallInput<typeof shopCalls.related> | null {
  const eventCity = line.event_city?.public_id;
  return eventCity === undefined ? null : { params: { id: eventCity } };
}

/** The shirt sizes a pre-registration's participant form offers (item-card.tsx); none for other lines. */
export function shirtSizesInput(line: BasketItem): CallInput<typeof shopCalls.shirts> | null {
  const eventCity = line.event_city?.public_id;
  return line.selector === 'ticket' && line.preregistration === true && eventCity !== undefined ? { params: { event_city_id: eventCity } } : null;
}
