/**
 * Finds racekit tags as they appear: one scan of what is there, then a MutationObserver for
 * what is added later — in the document and in every shadow root handed to `watch()` (a widget
 * may render another widget's tag inside its own shadow root, as the buy-ticket dialog renders
 * `<racekit-basket>`). `found` may be called more than once for one element.
 */
export interface TagWatch {
  /** Also watch (and scan) this root; a root already watched is skipped. */
  watch(root: Document | ShadowRoot): void;
  /** Stops watching everything. */
  stop(): void;
}

export function watchTags(tags: ReadonlySet<string>, found: (element: Element) => void): TagWatch {
  const selector = [...tags].join(',');
  const watched = new WeakSet<Node>();
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (tags.has(node.localName)) found(node);
    if (node.firstElementChild !== null) node.querySelectorAll(selector).forEach(found);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(check);
  });
  const watch = (root: Document | ShadowRoot) => {
    if (watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { childList: true, subtree: true });
    root.querySelectorAll(selector).forEach(found);
  };
  return { watch, stop: () => observer.disconnect() };
}
