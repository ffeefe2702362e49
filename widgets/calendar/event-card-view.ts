import type { Event } from '../../sdk/contract/schemas/event.ts';

/**
 * Where an event card's picture and its 'Принять участие' link come from (purchase.md §1).
 * Pictures are paths served by the API under the organiser's site (`/api/files/picture/…`),
 * so they load from the site base plus the path; a full URL is used as it is.
 */

/** The card's picture paths: wide (desktop) and narrow (mobile); `undefined` when the event has none. */
export function eventPicture(event: Event): { wide: string; narrow: string } | undefined {
  const home = event.banners?.home_page;
  const wide = home?.desktop_picture ?? event.event_type?.project?.picture_main ?? home?.mobile_picture ?? event.banners?.landing_page?.mobile_picture;
  if (wide == null || wide === '') return undefined;
  const narrow = home?.mobile_picture ?? event.banners?.landing_page?.mobile_picture ?? wide;
  return { wide, narrow: narrow === '' ? wide : narrow };
}

/**
 * Where 'Принять участие' leads: the project page when the event type has one (a full URL
 * opens as a link; a path is a page of the organiser's site), else the event's page.
 */
export type CardTarget = { readonly kind: 'external'; readonly href: string } | { readonly kind: 'site'; readonly path: string };

/** The target of an event card's 'Принять участие'. */
export function cardTarget(event: Event): CardTarget {
  const link = event.event_type?.project?.link?.trim() ?? '';
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  if (link.startsWith('/')) return { kind: 'site', path: link };
  return { kind: 'site', path: `/event/${encodeURIComponent(event.public_id)}` };
}
