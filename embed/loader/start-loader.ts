import { widgetCodeFetches } from '../../sdk/elements/widget-code-fetches.ts';
import { RACEKIT_VERSION } from '../../sdk/elements/racekit-version.ts';
import { shellSite } from '../../sdk/elements/shell-page.ts';
import { loaderHandoff, type LoaderHandoff } from '../../sdk/runtime/loader-handoff.ts';
import { chunkBase, findLoaderScript } from './loader-script.ts';
import { widgetLoader } from './load-widget.ts';
import { installRacekitGlobal, onRacekitEvent } from './racekit-global.ts';
import { watchTags, type TagWatch } from './watch-tags.ts';
import type { WidgetChunks } from './widget-chunks.ts';

const BUY_TICKET = 'racekit-buy-ticket';
const BASKET = 'racekit-basket';

/**
 * The loader: every racekit tag is known from the start, each tag's first paint is imported
 * when the tag first appears (in the document or inside a widget's shadow root); the first
 * paint fetches the widget's code itself (sdk/elements/define-shell.ts). Runs once per page: a
 * second copy of racekit.js finds the page taken and only warns if its version differs.
 */
export function startLoader(currentScript: Element | null, chunks: WidgetChunks): void {
  let first = false;
  const script = findLoaderScript(currentScript);
  const handoff = loaderHandoff(() => {
    first = true;
    return { version: RACEKIT_VERSION, script, pending: [], configure: undefined, site: undefined };
  });
  if (!first) {
    if (handoff.version !== RACEKIT_VERSION) {
      console.warn(`racekit: racekit.js ${RACEKIT_VERSION} is loaded on a page that already runs ${handoff.version}; this copy is not used.`);
    }
    return;
  }

  const load = widgetLoader(chunks, chunkBase(script));
  const tags = new Set(Object.keys(chunks));
  const loaded = new Set<string>();
  const watch: TagWatch = watchTags(tags, (element) => void request(element.localName, element));

  /** Loads `tag`'s first paint; once defined, watches the element's shadow root for tags it renders. */
  function request(tag: string, element?: Element): Promise<void> {
    const done = load(tag).then(() => {
      loaded.add(tag);
      if (element?.shadowRoot != null) watch.watch(element.shadowRoot);
      if (tag === BUY_TICKET && element !== undefined && wantsInlineCheckout(element, handoff)) idle(() => void withCode(BASKET));
      if (loaded.size === tags.size) watch.stop();
    });
    done.catch((error: unknown) => reportLoadFailure(tag, element, error));
    return done;
  }

  /** `tag`'s first paint and its widget code, all of it (`Racekit.load`, inline checkout's basket). */
  function withCode(tag: string): Promise<void> {
    return request(tag).then(() => widgetCodeFetches().get(tag)?.());
  }

  installRacekitGlobal({
    version: RACEKIT_VERSION,
    configure: (input) => (handoff.configure === undefined ? handoff.pending.push(input) : handoff.configure(input)),
    on: onRacekitEvent,
    load: withCode,
  });
  watch.watch(document);
}

/**
 * Inline checkout opens `<racekit-basket>` in the buy-ticket dialog, and only when that tag is
 * defined (otherwise the dialog falls back to redirect): its code is fetched while the page is
 * idle once a buy button that will check out inline is on the page — after the button's first
 * paint, never before. Inline: `checkout="inline"`, or no `checkout` on the organiser's own site
 * (as configured so far: the widget code applies the settings later).
 */
function wantsInlineCheckout(element: Element, handoff: LoaderHandoff): boolean {
  const checkout = element.getAttribute('checkout');
  if (checkout !== null) return checkout === 'inline';
  return new URL(handoff.site?.() ?? shellSite()).origin === location.origin;
}

function idle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 200);
}

function reportLoadFailure(tag: string, element: Element | undefined, error: unknown): void {
  const message = `racekit: the code of <${tag}> could not be loaded (${error instanceof Error ? error.message : String(error)})`;
  console.error(message);
  const target = element ?? document;
  target.dispatchEvent(new CustomEvent('racekit:error', { detail: { code: 'render', message, tag }, bubbles: true, composed: true }));
}
