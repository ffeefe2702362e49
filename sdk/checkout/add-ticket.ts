import { newBasketItemId } from '../basket/basket-item-id.ts';
import { ticketLine, type TicketChoice } from '../basket/ticket-line.ts';
import { storeOf, type CheckoutOptions } from './basket-in-use.ts';
import { checkoutNoticesAtom } from './checkout-notices.ts';
import { flushBasketSave } from './basket-sync.ts';
import { editBasket } from './edit-basket.ts';
import { placeTicket, type Placed } from './place-ticket.ts';
import { withTicketPromocode } from './ticket-promocode.ts';

/** What the buy dialog chose: the event, its city, the format (as just loaded) and how many. */
export type TicketRequest = Omit<TicketChoice, 'uniqueId'> & {
  /** A promo code from the page (`promocode` attribute), checked before it is stored. */
  readonly promocode?: string | undefined;
};

/**
 * Adds the buy dialog's ticket to the basket in use (purchase.md §4): the promo code is
 * checked first and stored on the line (applied, or failed with the server's reason); the
 * count goes through the same limits as a deep link and the basket's «+» (placeTicket); the
 * list is stored and, for a signed-in user, saved on the server before this answers (a failed
 * save is thrown; the line stays stored). Notices go to the basket too.
 */
export async function addTicket(request: TicketRequest, options: CheckoutOptions & { now?: number } = {}): Promise<Placed> {
  const store = storeOf(options);
  const line = await withTicketPromocode(ticketLine({ ...request, uniqueId: newBasketItemId() }), request.promocode ?? '');
  let placed: Placed = { items: [], added: false, notices: [] };
  editBasket((items) => {
    placed = placeTicket(items, line, request.count, { now: options.now ?? Date.now() });
    return placed.added ? placed.items : items;
  }, { store });
  if (placed.notices.length > 0) store.set(checkoutNoticesAtom, placed.notices);
  // the basket opens on what the server keeps: a failed save is the caller's error to show
  if (placed.added) await flushBasketSave(store);
  return placed;
}
