import type { calendarWidget as ru } from '../ru/calendar-widget.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The calendar widget `<racekit-calendar>`: its states and announcements. */
export const calendarWidget = {
  list: 'Events',
  loading: 'Loading events',
  noEventsTitle: 'No events yet',
  noEventsText: 'New races are coming soon. Check back later',
  emptyText: 'Try another city or event type',
  dateRange: '{{from}} – {{to}}',
  // English uses only _one and _other; _few and _many keep the key set equal to Russian.
  found_one: '{{count}} event found',
  found_few: '{{count}} events found',
  found_many: '{{count}} events found',
  found_other: '{{count}} events found',
} as const satisfies MessagesShape<typeof ru>;
