import type { buyTicket as ru } from '../ru/buy-ticket.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The buy-ticket widget `<racekit-buy-ticket>`: its dialog. */
export const buyTicket = {
  loading: 'Loading the event',
  noCities: 'Ticket sales for this event have not opened yet',
  noFormats: 'There are no race formats in this city yet',
  formatUnavailable: 'The chosen format is not available now: choose another one',
  // English uses only _one and _other; _few and _many keep the key set equal to Russian.
  few_one: '{{count}} ticket left',
  few_few: '{{count}} tickets left',
  few_many: '{{count}} tickets left',
  few_other: '{{count}} tickets left',
  ageFrom: 'Aged {{min}} and over',
  ageUpTo: 'Aged up to {{max}}',
  perParticipant: 'per participant',
  maxCount: 'No more than {{count}} per order',
  saleNote: '{{discount}} off when you buy {{count}} or more tickets of this format',
  preregistration: 'You will fill in each participant’s details in the basket',
  space: 'A ticket with a seat is held in the basket for 10 minutes',
  promocode: 'Promo code {{code}} will be applied at checkout',
  promocodeRefused: 'Promo code {{code}} does not apply: {{message}}',
  total: 'Total',
  checkout: 'Go to checkout',
} as const satisfies MessagesShape<typeof ru>;
