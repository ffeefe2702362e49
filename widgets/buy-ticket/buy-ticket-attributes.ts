import { optional } from 'superstruct';
import { PartnerName } from '../../sdk/config/index.ts';
import { attr } from '../../sdk/elements/index.ts';
import { TICKET_COUNT_MAX, TICKET_COUNT_MIN } from '../../sdk/basket/index.ts';

/** The attributes of `<racekit-buy-ticket>` (documented in buy-ticket.tsx). */
export const buyTicketAttributes = {
  /** The event's public_id; required. */
  event: attr.requiredText(),
  /** A ticket format public_id to preselect. */
  format: attr.text(),
  /** An event city public_id to preselect. */
  city: attr.text(),
  /** A promo code for the ticket, applied in the basket. */
  promocode: attr.text(),
  /** inline: the basket opens on this page; redirect: the organiser's site. Chosen by host when absent. */
  checkout: attr.oneOf(['inline', 'redirect']),
  /** How many tickets to start with (1–500; a team's step and the format's limit still apply). */
  count: attr.integer({ min: TICKET_COUNT_MIN, max: TICKET_COUNT_MAX }),
  /** The partner selling on this page (issue 17); read at checkout (sdk/elements/page-touch.ts), the script tag's data-partner otherwise. */
  partner: optional(PartnerName),
};
