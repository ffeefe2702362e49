import { attr } from '../../sdk/elements/index.ts';

/** The attributes of `<racekit-calendar>` (documented in calendar.tsx). */
export const calendarAttributes = {
  /** A city id (geonames, 524901 is Moscow); all cities when absent. */
  city: attr.text(),
  /** An event type public_id; all types when absent. */
  type: attr.text(),
  /** The most cards shown; all when absent. */
  limit: attr.integer({ min: 1 }),
};
