/**
 * The inputs the site's pages pass to the calls of their first screen, in one place, because
 * the server writes the answers of exactly these calls into a page's HTML (server/site-head,
 * sdk/queries/early-answers.ts): an answer is found by its call and its input, so the page
 * and the server must ask with the same input.
 */

/** The main page's news preview: the three newest (GET /api/news/preview?limit=3). */
export const homeNewsInput = { query: { limit: 3 } } as const;

/** The main page's shop promo: the shop banners (GET /api/page/banner/shop). */
export const shopBannersInput = { params: { type: 'shop' } } as const;

/**
 * The formats of an event city on the event page: with the hidden ones when the page was
 * opened on a format (a format sold through links is not listed in the calendar).
 */
export function eventFormatsInput(eventCityId: string, formatId: string | undefined) {
  return { params: { id: eventCityId }, query: formatId === undefined ? {} : { hidden: true } };
}
