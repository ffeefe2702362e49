import type { notfound as ru } from '../ru/notfound.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The not-found page shown for any unknown path. */
export const notfound = {
  title: 'Page not found',
  text: 'There is no such page: it may have been removed, or the address may contain a mistake.',
  toMain: 'Home page',
  toCalendar: 'Event calendar',
} as const satisfies MessagesShape<typeof ru>;
