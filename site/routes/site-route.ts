import { lazy, type ComponentType } from 'react';
import { getRacekitI18n } from '../../sdk/i18n/get-racekit-i18n.ts';
import { provideTexts } from '../../sdk/i18n/page-texts.ts';
import type { TextModule } from '../../sdk/i18n/text-module.ts';

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

/** Loads a page's module (its own chunk) on first visit. */
export type LazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<SitePageProps>) => ComponentType<SitePageProps>;

/** The page's query client, started before a page first renders (its module is a chunk of its own). */
const startQueryClient = () => import('../../sdk/state/query-client.ts').then((module) => module.getQueryClient());

/**
 * `lazyPage(load, pick)` for a group of routes whose pages show `texts`: a page loaded on first
 * visit (`React.lazy`), from a module that exports it by name, with the group's texts in the
 * page's language and the query client fetched beside it (at once, not after it): the layout
 * shows no server state, so neither is in the site's first load.
 */
export function lazyPagesWith(texts: TextModule): LazyPage {
  return (load, pick) =>
    lazy(async () => {
      const i18n = getRacekitI18n();
      const [module] = await Promise.all([load(), provideTexts(i18n, texts, i18n.language === 'en' ? 'en' : 'ru'), startQueryClient()]);
      return { default: pick(module) };
    });
}
