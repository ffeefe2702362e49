import type { Event } from '../contract/schemas/event.ts';

/**
 * The events of the main page's slider, in catalogue order: those marked `slider` that have
 * at least one city. The site shows them; the server preloads the first one's pictures.
 */
export function heroEvents(events: readonly Event[]): Event[] {
  return events.filter((event) => event.slider === true && event.event_city.length > 0);
}
