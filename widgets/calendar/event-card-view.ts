import type { Event } from '../../sdk/contract/schemas/index.ts';

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
