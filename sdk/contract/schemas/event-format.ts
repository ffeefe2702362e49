import { array, boolean, number, record, string, type, type Infer } from 'superstruct';
import { AdditionalField, Cluster, PlaceSelect, Proportion, Region } from './basket-item.ts';
import { maybe } from './common.ts';
import { Sale } from './sale.ts';

/**
 * A ticket format of an event city (purchase.md §3 "Event format", §5 participant rules).
 *
 * - `tickets_left` per kind (`athlete` is the default kind); `buy_limit` caps one purchase.
 * - `preregistration`: every ticket carries its own participant form.
 * - `regions`, `clusters`, `select`, `additional_fields`: what that form asks.
 * - team flags: `team` marks a team ticket, with `team_all`, `fixed_count`, `min_count`, `max_count`.
 * - `sizes` are the shirt sizes (with stock in `count`); `shirt_unavailable` when none are left.
 * - `license_file`: the form requires a licence document; `qr`: the ticket shows a QR code;
 *   `insurance_available`: insurance can be attached; `sale`: a quantity sale of this format.
 * - `hidden`: listed only with `?hidden=true` (formats sold through links, not the calendar).
 * - `space`: the ticket holds a place (a seat of a seating plan), so it stays in a basket for
 *   10 minutes only (purchase.md §4 "Stale items"); the basket line carries the same flag.
 */
export const EventFormat = type({
  public_id: string(),
  title: string(),
  price: number(),
  old_price: maybe(number()),
  start_time: maybe(string()),
  timezone: maybe(string()),
  address: maybe(string()),
  description: maybe(string()),
  notes: maybe(string()),
  event_public_id: maybe(string()),
  event_city_public_id: maybe(string()),
  max_count: maybe(number()),
  min_count: maybe(number()),
  tickets_left: maybe(record(string(), number())),
  buy_limit: maybe(number()),
  age_min: maybe(number()),
  age_max: maybe(number()),
  preregistration: maybe(boolean()),
  regions: maybe(array(Region)),
  clusters: maybe(array(Cluster)),
  select: maybe(PlaceSelect),
  additional_fields: maybe(array(AdditionalField)),
  team: maybe(boolean()),
  team_all: maybe(boolean()),
  fixed_count: maybe(boolean()),
  sizes: maybe(array(Proportion)),
  shirt_unavailable: maybe(boolean()),
  license_file: maybe(boolean()),
  qr: maybe(boolean()),
  insurance_available: maybe(boolean()),
  delivery: maybe(boolean()),
  hidden: maybe(boolean()),
  sale: maybe(Sale),
  space: maybe(boolean()),
});
export type EventFormat = Infer<typeof EventFormat>;

/** What is left of a format right now (GET /api/event_format/availability/{id}). */
export const TicketAvailability = type({
  tickets_left: record(string(), number()),
  max_count: number(),
  buy_limit: maybe(number()),
});
export type TicketAvailability = Infer<typeof TicketAvailability>;
