import { touchOfQuery, withAttribution } from '../basket/attribution.ts';
import { newBasketItemId } from '../basket/basket-item-id.ts';
import { ticketLine } from '../basket/ticket-line.ts';
import { getEventById } from '../contract/events.ts';
import { getFormat, listFormatsByEventCity } from '../contract/formats.ts';
import { listFormatInsurances } from '../contract/insurance.ts';
import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { EventCity } from '../contract/schemas/event-city.ts';
import { storeOf, type BasketReadyOption, type CheckoutOptions } from './basket-in-use.ts';
import { checkoutNoticesAtom } from './checkout-notices.ts';
import { flushBasketSave } from './basket-sync.ts';
import { editBasket } from './edit-basket.ts';
import { placeTicket, type Placed } from './place-ticket.ts';
import { ticketPromocodeState } from './ticket-promocode.ts';

/**
 * /basket-fill-outside/{id} (docs/architecture.md "Who uses it"; purchase.md §3, §4): a link fills the
 * basket with tickets of format `id`. The query may carry `count` (how many; 1 by default),
 * `city` (an event city public_id, else the format's own), `promocode` (checked with the
 * server and stored on the line, applied or with the server's reason) and `insurance` (an
 * insurance product offered for the format, or `1` for the first one offered), and who sells
 * (issue 17): `partner`, `utm_*` and `return` (the partner page to come back to), kept on the
 * line as the basket's first touch (sdk/basket/attribution.ts).
 *
 * The count goes through the one set of limits (placeTicket): a link asking for more than
 * the buy limit, what is left, or off the team step is corrected and says so; a sold-out
 * format is not added and says so (checkoutNoticesAtom, shown by the basket). Nothing is
 * stored until every call has answered, so a bad link leaves the basket untouched.
 */

/** The count a link asks for, when it names a number. */
export function requestedCount(query: URLSearchParams): number | undefined {
  const raw = query.get('count');
  if (raw === null || raw.trim() === '') return undefined;
  const count = Number(raw);
  return Number.isFinite(count) ? count : undefined;
}

/** The insurance asked for (an insurance product offered for the format, or `1` for the first), as line fields. */
async function insuranceAsked(formatId: string, wanted: string): Promise<Partial<BasketItem>> {
  if (wanted === '') return {};
  const offered = (await listFormatInsurances(formatId)).values;
  const product = wanted === '1' || wanted === 'true' ? offered[0] : offered.find((each) => each.public_id === wanted);
  if (product === undefined) return {};
  return { insurance: { public_id: product.public_id, name: product.name, price: product.price }, insurance_cost: product.price };
}

/** The event city the tickets are for: the one asked, else the format's own. */
async function eventCityOf(eventCities: readonly EventCity[], wanted: string): Promise<EventCity> {
  const known = eventCities.find((each) => each.public_id === wanted);
  if (known !== undefined) return known;
  return (await listFormatsByEventCity(wanted, true)).city;
}

/**
 * Fills the basket in use from the link. Throws what the calls throw (a 404 for an unknown
 * format). After the format, the event, the promo code and the insurance are asked together;
 * the basket is edited once `options.basketReady` has settled.
 */
export async function fillFromLink(formatId: string, query: URLSearchParams, options: CheckoutOptions & BasketReadyOption & { now?: number } = {}): Promise<Placed> {
  const store = storeOf(options);
  const format = await getFormat(formatId);
  const eventId = format.event_public_id;
  if (eventId == null) throw new Error(`format ${formatId} names no event`);
  const [event, promocode, insurance] = await Promise.all([
    getEventById(eventId),
    ticketPromocodeState(query.get('promocode') ?? '', format.public_id),
    insuranceAsked(format.public_id, query.get('insurance')?.trim() ?? ''),
  ]);
  const cityId = query.get('city') ?? format.event_city_public_id ?? event.event_city[0]?.public_id ?? '';
  const eventCity = await eventCityOf(event.event_city, cityId);
  const line: BasketItem = {
    ...ticketLine({ event, eventCity, format, count: 1, uniqueId: newBasketItemId() }),
    ...(promocode === undefined ? {} : { promocode }),
    ...insurance,
  };
  // added to the basket the start-up put in place, not to one it is about to reload
  await options.basketReady?.();
  let placed: Placed = { items: [], added: false, notices: [] };
  const now = options.now ?? Date.now();
  const touch = touchOfQuery(query);
  editBasket((items) => {
    placed = placeTicket(items, withAttribution(line, items, touch, now), requestedCount(query), { now });
    return placed.added ? placed.items : items;
  }, { store });
  store.set(checkoutNoticesAtom, placed.notices);
  if (placed.added) await flushBasketSave(store);
  return placed;
}
