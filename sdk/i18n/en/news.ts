import type { news as ru } from '../ru/news.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** News list, a news item and the newsletter subscription. */
export const news = {
  title: 'News',
  readMore: 'Read more',
  allNews: 'All news',
  empty: 'No news yet',
  subscribe: {
    title: 'Subscribe to our news',
    email: 'Your e-mail',
    submit: 'Subscribe',
  },
} as const satisfies MessagesShape<typeof ru>;
