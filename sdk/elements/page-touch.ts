import { utmOf, type Touch } from '../basket/attribution.ts';
import { getConfig } from '../config/configure.ts';

/**
 * Who sells on this page (issue 17), for a ticket a widget adds or sends to the organiser's
 * site: the nearest `partner` attribute on the widget or an ancestor, else the script tag's
 * `data-partner` (or `Racekit.configure({ partner })`); the page's own `utm_*` parameters; and
 * the page itself (without its fragment) as the way back when a partner is named. The server keeps the way back only
 * for an origin the partner registered.
 */
export function pageTouch(element: Element | null | undefined): Touch {
  const named = element?.closest('[partner]')?.getAttribute('partner') ?? getConfig().partner;
  const page = new URL(globalThis.location.href);
  page.hash = '';
  // no partner, no way back: the organiser's own pages add nothing but their UTM
  return { partner: named, utm: utmOf(page.searchParams), returnUrl: named == null ? undefined : page.href };
}
