import type { Event } from '../contract/schemas/event.ts';

/** Pictures of an event for one place of the site; a missing picture is undefined. */
export interface EventPictures {
  /** The wide picture (above 768 px). */
  readonly desktop: string | undefined;
  /** The tall picture of phones (up to 768 px). */
  readonly mobile: string | undefined;
  /** The small square logo. */
  readonly logo: string | undefined;
}

const some = (...values: readonly (string | null | undefined)[]): string | undefined => values.find((value) => value != null && value !== '') ?? undefined;

/** The main page's slide of the event: its home-page banner. */
export function heroPictures(event: Event): EventPictures {
  const home = event.banners?.home_page;
  return { desktop: some(home?.desktop_picture), mobile: some(home?.mobile_picture), logo: some(home?.slider_logo) };
}

/**
 * The event's own page: the home-page banner's wide picture (else the landing page's), the
 * landing page's tall picture (else the home page's), and the landing, home or type logo.
 * Also the picture of a shared link to the event (Open Graph).
 */
export function landingPictures(event: Event): EventPictures {
  const home = event.banners?.home_page;
  const landing = event.banners?.landing_page;
  return {
    desktop: some(home?.desktop_picture, landing?.mobile_picture),
    mobile: some(landing?.mobile_picture, home?.mobile_picture),
    logo: some(landing?.slider_logo, home?.slider_logo, event.event_type?.logo),
  };
}

/**
 * A calendar card (purchase.md §1): wide (above 767 px) and narrow (phones) picture paths, or
 * `undefined` when the event has none. Paths are served by the API under the organiser's site
 * (`/api/files/picture/…`); a full URL is used as it is.
 */
export function eventPicture(event: Event): { wide: string; narrow: string } | undefined {
  const home = event.banners?.home_page;
  const wide = home?.desktop_picture ?? event.event_type?.project?.picture_main ?? home?.mobile_picture ?? event.banners?.landing_page?.mobile_picture;
  if (wide == null || wide === '') return undefined;
  const narrow = home?.mobile_picture ?? event.banners?.landing_page?.mobile_picture ?? wide;
  return { wide, narrow: narrow === '' ? wide : narrow };
}
