import { string, type, type Infer } from 'superstruct';
import { LocationId, maybe } from './common.ts';
import { EventType } from './event-type.ts';

/**
 * A city events take place in (GET /api/event/cities, GET /api/results/cities). `name_ru` is
 * the spec's name for the city's name: the server answers it in the request's language.
 */
export const City = type({ id: LocationId, name_ru: string() });
export type City = Infer<typeof City>;

/** The event an event city belongs to, when a call lists event cities on their own. */
export const EventSummary = type({ public_id: string(), title: string(), event_type: maybe(EventType) });
export type EventSummary = Infer<typeof EventSummary>;

/**
 * One date-and-place of an event (purchase.md §3 "event_city[]"): `start_time` is ISO 8601,
 * `timezone` an IANA name. `event` is present where event cities are listed on their own
 * (POST /api/event_city/filtered, POST /api/results/event_city/filtered).
 */
export const EventCity = type({
  public_id: string(),
  city: type({ name_ru: string(), id: maybe(LocationId) }),
  start_time: string(),
  address: maybe(string()),
  timezone: maybe(string()),
  event: maybe(EventSummary),
});
export type EventCity = Infer<typeof EventCity>;
