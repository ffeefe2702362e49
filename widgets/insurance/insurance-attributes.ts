import { attr } from '../../sdk/elements/index.ts';

/** The attributes of `<racekit-insurance>` (documented in insurance.tsx). */
export const insuranceAttributes = {
  /** `inline` (the steps on the page) or `dialog` (a button that opens them in a popup). */
  mode: attr.oneOf(['inline', 'dialog'], 'inline'),
  /** An event type public_id chosen at the start; the visitor may change it. */
  'event-type': attr.text(),
  /** A city id (geonames) chosen at the start, once an event type is chosen; the visitor may change it. */
  city: attr.text(),
};
