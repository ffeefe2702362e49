import type { WidgetChunks } from './widget-chunks.ts';

/** Loads a tag's code once; resolves when the tag is defined. */
export type WidgetLoad = (tag: string) => Promise<void>;

/**
 * The chunks' URLs are resolved against `base` (racekit.js's own URL), so the bundle works from
 * any host and path. Only `import()` and `<link rel="modulepreload">`: no `<script>` element is
 * created (Trusted Types would refuse its `src`), nothing is evaluated from a string.
 */
export function widgetLoader(chunks: WidgetChunks, base: string): WidgetLoad {
  const loading = new Map<string, Promise<void>>();
  const preloaded = new Set<string>();

  const preload = (href: string) => {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  };

  return (tag) => {
    const known = loading.get(tag);
    if (known !== undefined) return known;
    const chunk = chunks[tag];
    if (chunk === undefined) return Promise.reject(new Error(`racekit: there is no widget <${tag}>`));
    for (const file of chunk.preload) preload(new URL(file, base).href);
    const promise = import(new URL(chunk.entry, base).href)
      .then(() => customElements.whenDefined(tag))
      .then(() => undefined);
    loading.set(tag, promise);
    // A failed load (the network) is tried again when the tag next appears or is asked for.
    promise.catch(() => loading.delete(tag));
    return promise;
  };
}
