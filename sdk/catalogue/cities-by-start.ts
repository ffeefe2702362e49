import type { EventCity } from '../contract/schemas/event-city.ts';
import type { Event } from '../contract/schemas/event.ts';

/** The event's cities, soonest start first (the event page opens on the first one). */
export function citiesByStart(event: Event): EventCity[] {
  return [...event.event_city].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}
