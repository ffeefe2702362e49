import type { notsupport as ru } from '../ru/notsupport.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The page old browsers are sent to. */
export const notsupport = {
  title: 'Your browser is not supported',
  text: 'Please open the site in a modern browser: Chrome, Firefox, Safari, Edge or Yandex Browser.',
} as const satisfies MessagesShape<typeof ru>;
