import type { event as ru } from '../ru/event.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The event page and the buy-ticket widget. */
export const event = {
  notFound: 'Event not found',
  date: 'Date',
  place: 'Venue',
  formats: 'Race formats',
  chooseFormat: 'Choose a format',
  chooseCity: 'Choose a city',
  price: 'Price',
  priceFrom: 'from {{price}}',
  ticketsLeft: '{{left}} of {{total}} left',
  soldOut: 'Sold out',
  ageLimit: 'Participants aged {{min}} to {{max}}',
  team: 'Team ticket',
  teamSize: 'Team members: {{count}}',
  teamRange: 'Team members: {{min}} to {{max}}, in multiples of {{step}}',
  teamFrom: 'Team members: {{min}} or more, in multiples of {{step}}',
  addToBasket: 'Add to basket',
  addedToBasket: 'The ticket has been added to the basket',
  inBasket: 'In the basket',
  goToBasket: 'Go to the basket',
  watchVideo: 'Watch the video',
  projectSite: 'Project website',
} as const satisfies MessagesShape<typeof ru>;
