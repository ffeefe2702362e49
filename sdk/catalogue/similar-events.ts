import type { Event } from '../contract/schemas/event.ts';

/** How many similar events a block shows (purchase.md §2, §9 "Similar events 4"). */
export const SIMILAR_EVENTS = 4;

/**
 * 'Похожие мероприятия', one rule for the basket (purchase.md §2) and the personal area
 * (account.md §2). The spec does not say what "similar" means; decided, the stricter of the two
 * rules the blocks had (issue 31): an event with a date and place to go to (the site's rule:
 * one with no `event_city` offers nothing to take part in), not one the visitor already holds
 * (the basket's rule: its own events are left out), those of the event types held first, then
 * the rest, each in catalogue order; four at most.
 */
export function pickSimilarEvents(events: readonly Event[], heldEventIds: Iterable<string | undefined> = []): Event[] {
  const held = new Set(heldEventIds);
  const heldTypes = new Set(events.filter((event) => held.has(event.public_id)).flatMap((event) => (event.event_type == null ? [] : [event.event_type.public_id])));
  const candidates = events.filter((event) => !held.has(event.public_id) && event.event_city.length > 0);
  const related = candidates.filter((event) => event.event_type != null && heldTypes.has(event.event_type.public_id));
  return [...related, ...candidates.filter((event) => !related.includes(event))].slice(0, SIMILAR_EVENTS);
}
