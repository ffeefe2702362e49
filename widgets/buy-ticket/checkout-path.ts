import type { Touch } from '../../sdk/basket/index.ts';

/**
 * Checkout on the organiser's site (docs/architecture.md "Who uses it"): `/basket-fill-outside/{format}`
 * fills the basket there from the query and opens it. `city` is the event city's public_id;
 * who sells (issue 17) travels as `partner`, `utm_*` and `return` (this page, the way back).
 */
export interface CheckoutLink {
  readonly formatId: string;
  readonly count: number;
  readonly eventCityId: string;
  readonly promocode?: string | undefined;
  readonly touch?: Touch | undefined;
}

/** The path (with query) on the organiser's site that fills its basket with this ticket. */
export function checkoutPath({ formatId, count, eventCityId, promocode, touch }: CheckoutLink): string {
  const query = new URLSearchParams({ count: String(count), city: eventCityId });
  if (promocode !== undefined && promocode.trim() !== '') query.set('promocode', promocode.trim());
  if (touch?.partner != null && touch.partner !== '') query.set('partner', touch.partner);
  for (const [field, value] of Object.entries(touch?.utm ?? {})) if (value !== undefined) query.set(`utm_${field}`, value);
  if (touch?.returnUrl != null && touch.returnUrl !== '') query.set('return', touch.returnUrl);
  return `/basket-fill-outside/${encodeURIComponent(formatId)}?${query.toString()}`;
}

/** The basket's tag: rendered by name, never imported (widgets meet in the store and the DOM). */
export const BASKET_TAG = 'racekit-basket';

/**
 * Where checkout happens: as the attribute says, else inline on the organiser's own site and
 * redirect anywhere else. Inline needs `<racekit-basket>` on the page; without it, redirect.
 */
export function checkoutMode(attribute: 'inline' | 'redirect' | undefined, pageOrigin: string, site: string, basketDefined: boolean): 'inline' | 'redirect' {
  const wanted = attribute ?? (pageOrigin === new URL(site).origin ? 'inline' : 'redirect');
  return wanted === 'inline' && basketDefined ? 'inline' : 'redirect';
}
