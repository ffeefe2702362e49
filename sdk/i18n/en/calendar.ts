import type { calendar as ru } from '../ru/calendar.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The event calendar and the event cards. */
export const calendar = {
  title: 'Event calendar',
  filters: 'Filters',
  city: 'City',
  allCities: 'All cities',
  eventType: 'Event type',
  allEventTypes: 'All types',
  month: 'Month',
  allMonths: 'All months',
  reset: 'Reset filters',
  empty: 'No events match the selected filters',
  inRussianCities: 'In cities across Russia',
  buyTicket: 'Buy a ticket',
  similarEvents: 'Similar events',
  toCalendar: 'All events',
  showMore: 'Show more',
} as const satisfies MessagesShape<typeof ru>;
