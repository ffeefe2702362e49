import type { BasketItem } from '../contract/schemas/basket-item.ts';
import type { EventCity } from '../contract/schemas/event-city.ts';
import type { EventFormat } from '../contract/schemas/event-format.ts';
import type { Event } from '../contract/schemas/event.ts';
import { DEFAULT_TICKET_KIND } from './basket-constants.ts';

/**
 * A ticket as a basket line (purchase.md §3 "Basket item") from the event, the event city and
 * the format the visitor chose: everything the basket needs later (count limits, team step,
 * participant form, sale, age limits, the 10-minute hold) travels on the line, as the spec's
 * basket stores it. addBasketItem then splits a pre-registration line into its group.
 */

/** What a visitor chose: the event, its city, the format, how many, and the new line's id. */
export interface TicketChoice {
  readonly event: Pick<Event, 'public_id' | 'title' | 'event_type'>;
  readonly eventCity: EventCity;
  readonly format: EventFormat;
  readonly count: number;
  readonly uniqueId: string;
}

/**
 * The kind a ticket counts against: athlete (the default kind) when the format sells it or
 * names no kinds; otherwise its first kind (a spectators-only format).
 */
export function ticketKindOf(format: Pick<EventFormat, 'tickets_left'>): string {
  const kinds = Object.keys(format.tickets_left ?? {});
  return kinds.length === 0 || kinds.includes(DEFAULT_TICKET_KIND) ? DEFAULT_TICKET_KIND : (kinds[0] ?? DEFAULT_TICKET_KIND);
}

/** The basket line of `count` tickets of the chosen format (not yet split into a pre-registration group). */
export function ticketLine({ event, eventCity, format, count, uniqueId }: TicketChoice): BasketItem {
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
    space: format.space === true,
  };
}
