import { pageSingleton, peekPageSingleton } from './page-singleton.ts';

/**
 * What racekit.js (the loader, its own tiny build) hands to the widget code it imports later:
 * the tags' first paint (sdk/elements/shell-page.ts reads the configured language before any
 * configuration code has arrived) and embed/start-embed.ts (which applies the configuration with
 * the widgets' code). They never share a module instance, so they meet on the page singleton
 * `racekit.loader`. It also marks the page as taken: a second copy of racekit.js finds the slot
 * filled and does nothing.
 */
export interface LoaderHandoff {
  /** The version of the loader that owns the page. */
  readonly version: string;
  /** The `<script>` that loaded racekit.js: its `data-*` attributes configure the widgets. */
  readonly script: HTMLScriptElement | null;
  /** `Racekit.configure()` inputs received before the widget code arrived, in order. */
  readonly pending: unknown[];
  /** The real `configure` (validating at once), set by the widget code when it starts. */
  configure: ((input: unknown) => void) | undefined;
  /** The organiser's site as configured (`getConfig().site`), set by the widget code when it starts. */
  site: (() => string) | undefined;
  /**
   * Loads a tag's first paint and its widget code (`Racekit.load`) — and, given an element, the
   * widget's texts in its language —, set by the loader: how a widget asks for another tag it is
   * about to render (the buy dialog for inline checkout's basket).
   */
  load?: ((tag: string, element?: HTMLElement) => Promise<void>) | undefined;
}

/** The page's handoff; `create` runs only for the first loader on the page. */
export function loaderHandoff(create: () => LoaderHandoff): LoaderHandoff {
  return pageSingleton('loader', create);
}

/** The handoff when a loader made one (a page without racekit.js — the site, tests — has none). */
export function existingHandoff(): LoaderHandoff | undefined {
  return peekPageSingleton<LoaderHandoff>('loader');
}

