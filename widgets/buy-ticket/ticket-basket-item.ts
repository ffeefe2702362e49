import type { BasketItem } from '../../sdk/contract/schemas/basket-item.ts';
import type { EventCity } from '../../sdk/contract/schemas/event-city.ts';
import type { EventFormat } from '../../sdk/contract/schemas/event-format.ts';
import type { Event } from '../../sdk/contract/schemas/event.ts';
import { ticketKindOf } from './purchase-limit.ts';

/**
 * A ticket as a basket line (purchase.md §3 "Basket item") from the event, the event city and
 * the format the visitor chose: everything the basket needs later (count limits, team step,
 * participant form, sale, age limits) travels on the line, as the spec's basket stores it.
 * Pending in sdk/basket, where it belongs next to addBasketItem; kept here meanwhile.
 */

export interface TicketChoice {
  readonly event: Event;
  readonly eventCity: EventCity;
  readonly format: EventFormat;
  readonly count: number;
  readonly uniqueId: string;
}

/**
 * Whether the format's tickets hold a place (a seat) while in the basket, so they go stale
 * after 10 minutes. The contract's EventFormat has no such field yet: a backend that sends
 * `space` (a seating plan id, or true) on the format is honoured.
 */
export function holdsPlace(format: EventFormat): boolean {
  if (!('space' in format)) return false;
  const space: unknown = format.space;
  return space === true || (typeof space === 'string' && space !== '');
}

/** The basket line of `count` tickets of the chosen format (not yet split into a pre-registration group). */
export function ticketBasketItem({ event, eventCity, format, count, uniqueId }: TicketChoice): BasketItem {
  return {
    unique_id: uniqueId,
    public_id: format.public_id,
    selector: 'ticket',
    count,
    price: format.price,
    old_price: format.old_price ?? null,
    title: event.title,
    name: format.title,
    logo: event.event_type?.logo ?? null,
    description: format.description ?? null,
    address: eventCity.address ?? format.address ?? eventCity.city.name_ru,
    event: { public_id: event.public_id, title: event.title },
    event_city: { public_id: eventCity.public_id, name: eventCity.city.name_ru, timezone: eventCity.timezone ?? null },
    format_public_id: format.public_id,
    start_time: format.start_time ?? eventCity.start_time,
    buy_limit: format.buy_limit ?? null,
    tickets_left: format.tickets_left ?? null,
    kind: ticketKindOf(format),
    team_all: format.team_all ?? null,
    fixed_count: format.fixed_count ?? null,
    max_count: format.max_count ?? null,
    min_count: format.min_count ?? null,
    preregistration: format.preregistration === true,
    regions: format.regions ?? null,
    clusters: format.clusters ?? null,
    select: format.select ?? null,
    additional_fields: format.additional_fields ?? null,
    notes: format.notes ?? null,
    delivery: format.delivery ?? null,
    license_file: format.license_file ?? null,
    age_min: format.age_min ?? null,
    age_max: format.age_max ?? null,
    proportions: format.sizes ?? null,
    shirt_unavailable: format.shirt_unavailable ?? null,
    sale: format.sale ?? null,
    space: holdsPlace(format),
  };
}
