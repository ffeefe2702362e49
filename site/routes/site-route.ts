import { lazy, type ComponentType } from 'react';

/** The params of a matched route by name: `/calendar/:event_id` gives `params.event_id`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What the router hands a page. */
export interface SitePageProps {
  readonly params: RouteParams;
}

/**
 * One route of the site: a wouter path pattern (`/event/:id/:format?`) and the page it shows,
 * usually a `lazyPage` so that every page is its own chunk. Guard-free on purpose: a route list
 * that needs a guard (signed in, signed out) extends this type and wraps its pages itself.
 */
export interface SiteRoute {
  readonly path: string;
  readonly page: ComponentType<SitePageProps>;
}

/** A page loaded on first visit (`React.lazy`), from a module that exports it by name. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<SitePageProps>): ComponentType<SitePageProps> {
  return lazy(async () => ({ default: pick(await load()) }));
}
