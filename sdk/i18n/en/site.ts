import type { site as ru } from '../ru/site.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The organiser's site around the widgets. */
export const site = {
  skipToContent: 'Skip to content',
  breadcrumbs: 'You are here',
  brandTagline: 'Obstacle races and runs',
  loadFailed: 'Could not load the data',
  /** The document's title and description (the server writes the first page's, the site keeps it in step). */
  head: {
    title: 'racekit — obstacle races and runs',
    description: 'A calendar of obstacle races and runs: tickets, insurance and gear.',
    pageTitle: '{{title}} — racekit',
    formatTitle: '{{format}} — {{event}}',
  },
  documentTitle: {
    brand: 'racekit',
    tickets: 'Tickets',
    order: 'Order',
    verify: 'E-mail confirmation',
    reset: 'Password recovery',
    token: 'Sign-in link',
    exit: 'Sign out',
    social: 'Sign-in with a social network',
    console: "Organiser's console",
  },
} as const satisfies MessagesShape<typeof ru>;
