import { addBasketItem, updateBasketItem } from '../../../sdk/basket/basket-edits.ts';
import { newBasketItemId } from '../../../sdk/basket/basket-item-id.ts';
import { TICKET_COUNT_MAX, TICKET_COUNT_MIN } from '../../../sdk/basket/basket-constants.ts';
import { addGroupTicket } from '../../../sdk/basket/pre-registration.ts';
import { applyPromocode } from '../../../sdk/basket/promocode-field.ts';
import { isTeamTicket, ticketCountLimit } from '../../../sdk/basket/ticket-count.ts';
import { getEventById } from '../../../sdk/contract/events.ts';
import { getFormat, listFormatsByEventCity } from '../../../sdk/contract/formats.ts';
import { listFormatInsurances } from '../../../sdk/contract/insurance.ts';
import { checkTicketPromocode } from '../../../sdk/contract/promocodes.ts';
import type { BasketItem } from '../../../sdk/contract/schemas/basket-item.ts';
import type { EventCity } from '../../../sdk/contract/schemas/event-city.ts';
import { ApiMessageError } from '../../../sdk/http/api-errors.ts';
import { commitBasket, readBasket } from '../../../sdk/state/session-start.ts';
import { whenSessionReady } from '../../shell/session-ready.ts';
import { ticketLine as ticketBasketItem } from '../../../sdk/basket/ticket-line.ts';

/**
 * /basket-fill-outside/{id} (DESIGN.md "Landing pages"; purchase.md §3, §4): a link fills the
 * basket with tickets of format `id` and opens it. The query may carry `count` (1–500, 1 by
 * default), `city` (an event city public_id, else the format's own), `promocode` (checked with
 * GET /api/promocode/check/ticket/… and stored on the line, applied or with the server's
 * message) and `insurance` (an insurance product public_id offered for the format, or `1` for
 * the first one offered).
 *
 * Merging with what is there: the same plain format of the same city adds to that line's count
 * (up to its limit), a pre-registration format adds participants to its group; anything else
 * is a new line. Nothing is stored until every call has answered, so a bad link leaves the
 * basket untouched.
 */
export interface FillRequest {
  readonly formatId: string;
  readonly query: URLSearchParams;
}

/** The count asked for: a whole number 1–500, else 1. */
export function requestedCount(query: URLSearchParams): number {
  const count = Number(query.get('count') ?? '');
  return Number.isInteger(count) && count >= TICKET_COUNT_MIN ? Math.min(count, TICKET_COUNT_MAX) : TICKET_COUNT_MIN;
}

/** The line with `code` applied or failed (the server's reason kept); unapplied when no answer came. */
async function withPromocode(line: BasketItem, code: string): Promise<BasketItem> {
  try {
    return applyPromocode(line, code, await checkTicketPromocode(code, line.format_public_id ?? line.public_id));
  } catch (error) {
    if (error instanceof ApiMessageError) return applyPromocode(line, code, { promocode: null, message: error.serverMessage });
    return { ...line, promocode: { code, status: 'error', message: null } };
  }
}

/** The insurance asked for, on the line (with its price as insurance_cost). */
async function withInsurance(line: BasketItem, wanted: string): Promise<BasketItem> {
  const offered = (await listFormatInsurances(line.format_public_id ?? line.public_id)).values;
  const product = wanted === '1' || wanted === 'true' ? offered[0] : offered.find((each) => each.public_id === wanted);
  if (product === undefined) return line;
  return { ...line, insurance: { public_id: product.public_id, name: product.name, price: product.price }, insurance_cost: product.price };
}

const sameTicket = (a: BasketItem, b: BasketItem) =>
  a.selector === 'ticket' && (a.format_public_id ?? a.public_id) === (b.format_public_id ?? b.public_id) && a.event_city?.public_id === b.event_city?.public_id;

/** `line` (count N) merged into `items`. */
export function mergeTicket(items: readonly BasketItem[], line: BasketItem, now: number): BasketItem[] {
  if (line.preregistration === true) {
    const group = items.find((item) => sameTicket(item, line) && item.groupId != null)?.groupId;
    if (group == null) return addBasketItem(items, line, { now });
    let merged = [...items];
    for (let added = 0; added < line.count; added += 1) {
      const step = addGroupTicket(merged, group, { now });
      if (step.blocked) break;
      merged = step.items;
    }
    return merged;
  }
  const existing = isTeamTicket(line) ? undefined : items.find((item) => sameTicket(item, line) && item.groupId == null);
  if (existing === undefined) return addBasketItem(items, line, { now });
  const count = Math.min(ticketCountLimit(existing), existing.count + line.count);
  const patch: Partial<BasketItem> = { count, ...(line.promocode == null ? {} : { promocode: line.promocode }), ...(line.insurance == null ? {} : { insurance: line.insurance, insurance_cost: line.insurance_cost ?? null }) };
  return updateBasketItem(items, existing.unique_id, patch);
}

/** The event city the tickets are for: the one asked, else the format's own. */
async function eventCityOf(eventCities: readonly EventCity[], wanted: string): Promise<EventCity> {
  const known = eventCities.find((each) => each.public_id === wanted);
  if (known !== undefined) return known;
  return (await listFormatsByEventCity(wanted, true)).city;
}

/** Fills the basket in use from the link; answers the new basket. Throws what the calls throw (a 404 for an unknown format). */
export async function fillBasket({ formatId, query }: FillRequest): Promise<BasketItem[]> {
  const format = await getFormat(formatId);
  const eventId = format.event_public_id;
  if (eventId == null) throw new Error(`format ${formatId} names no event`);
  const event = await getEventById(eventId);
  const cityId = query.get('city') ?? format.event_city_public_id ?? event.event_city[0]?.public_id ?? '';
  const eventCity = await eventCityOf(event.event_city, cityId);
  let line = ticketBasketItem({ event, eventCity, format, count: requestedCount(query), uniqueId: newBasketItemId() });
  const code = query.get('promocode')?.trim() ?? '';
  if (code !== '') line = await withPromocode(line, code);
  const insurance = query.get('insurance')?.trim() ?? '';
  if (insurance !== '') line = await withInsurance(line, insurance);
  // Added to the basket the start-up put in place, not to one it is about to reload.
  await whenSessionReady();
  return commitBasket(mergeTicket(readBasket(), line, Date.now()));
}
