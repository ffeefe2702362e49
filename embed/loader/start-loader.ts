import { widgetCodeFetches, RACEKIT_VERSION } from '../../sdk/elements/index.ts';
import { loaderHandoff } from '../../sdk/runtime/index.ts';
import { chunkBase, findLoaderScript } from './loader-script.ts';
import { widgetLoader } from './load-widget.ts';
import { installRacekitGlobal, onRacekitEvent } from './racekit-global.ts';
import { watchTags, type TagWatch } from './watch-tags.ts';
import type { WidgetChunks } from './widget-chunks.ts';

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
      if (loaded.size === tags.size) watch.stop();
    });
    done.catch((error: unknown) => reportLoadFailure(tag, element, error));
    return done;
  }

  /** `tag`'s first paint and its widget code, all of it (`Racekit.load`, inline checkout's basket), and its texts in `element`'s language. */
  function withCode(tag: string, element?: HTMLElement): Promise<void> {
    return request(tag).then(() => widgetCodeFetches().get(tag)?.(element));
  }

  // Inline checkout's basket is asked for by the buy button (on intent, or idle once in view) and its dialog.
  handoff.load = withCode;
  installRacekitGlobal({
    version: RACEKIT_VERSION,
    configure: (input) => (handoff.configure === undefined ? handoff.pending.push(input) : handoff.configure(input)),
    on: onRacekitEvent,
    load: (tag) => withCode(tag),
  });
  watch.watch(document);
}

function reportLoadFailure(tag: string, element: Element | undefined, error: unknown): void {
  const message = `racekit: the code of <${tag}> could not be loaded (${error instanceof Error ? error.message : String(error)})`;
  console.error(message);
  const target = element ?? document;
  target.dispatchEvent(new CustomEvent('racekit:error', { detail: { code: 'render', message, tag }, bubbles: true, composed: true }));
}
