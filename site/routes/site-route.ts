import { createElement, lazy, useState, type ComponentType } from 'react';
import { getRacekitI18n, provideTexts, type TextModule } from '../../sdk/i18n/index.ts';

/** The params of a matched route by name: `/calendar/:event_id` gives `params.event_id`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What the router hands a page. */
export interface SitePageProps {
  readonly params: RouteParams;
}

/** A page whose code can be fetched before it is first drawn (see site/routes/preload-route.ts). */
export type PreloadablePage = ComponentType<SitePageProps> & { readonly preload: () => Promise<unknown> };

/**
 * One route of the site: a wouter path pattern (`/event/:id/:format?`) and the page it shows,
 * usually a `lazyPage` so that every page is its own chunk. Guard-free on purpose: a route list
 * that needs a guard (signed in, signed out) extends this type and wraps its pages itself.
 */
export interface SiteRoute {
  readonly path: string;
  readonly page: ComponentType<SitePageProps> | PreloadablePage;
}

/** Loads a page's module (its own chunk) on first visit; its `preload()` fetches it ahead. */
export type LazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<SitePageProps>) => PreloadablePage;

/** The page's query client, started before a page first renders (its module is a chunk of its own). */
const startQueryClient = () => import('../../sdk/state/query-client.ts').then((module) => module.getQueryClient());

/**
 * A page loaded on first visit (`React.lazy`), from a module that exports it by name. Its
 * `preload()` fetches the code ahead: a page whose code is already there draws at once, in the
 * same pass as the rest of the site, instead of a loading state first.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<SitePageProps>): PreloadablePage {
  let loaded: ComponentType<SitePageProps> | undefined;
  let loading: Promise<ComponentType<SitePageProps>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed fetch is not remembered: the lazy page tries again (and shows the failure).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: SitePageProps) {
    // Chosen once per page: switching from the lazy wrapper to the page later would remount it.
    const [ready] = useState(() => loaded);
    return ready === undefined ? createElement(Lazy, props) : createElement(ready, props);
  }
  return Object.assign(Page, { preload });
}

/**
 * `lazyPage(load, pick)` for a group of routes whose pages show `texts`: the page's code comes
 * with the group's texts in the page's language and the query client fetched beside it (at
 * once, not after it), whether it is preloaded before the first render or loaded on a visit,
 * so a page never shows a key; the layout shows no server state, so neither is in the site's
 * first load.
 */
export function lazyPagesWith(texts: TextModule): LazyPage {
  return (load, pick) =>
    lazyPage(async () => {
      const i18n = getRacekitI18n();
      const [module] = await Promise.all([load(), provideTexts(i18n, texts, i18n.language === 'en' ? 'en' : 'ru'), startQueryClient()]);
      return module;
    }, pick);
}
