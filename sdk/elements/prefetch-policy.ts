/**
 * Whether code and answers may be fetched ahead of the visitor (issue 30): never for a visitor
 * who asked to save data (Save-Data, `navigator.connection.saveData`) or whose connection is 2G
 * or slower (`effectiveType` 'slow-2g' or '2g'); there only a press fetches what it opens.
 * `navigator.connection` is Chromium's: elsewhere it is missing and prefetching is allowed.
 */
export function mayPrefetch(): boolean {
  const connection: unknown = typeof navigator === 'undefined' ? undefined : Reflect.get(navigator, 'connection');
  if (typeof connection !== 'object' || connection === null) return true;
  if (Reflect.get(connection, 'saveData') === true) return false;
  const type: unknown = Reflect.get(connection, 'effectiveType');
  return type !== '2g' && type !== 'slow-2g';
}

/**
 * Runs `task` once, when some of `element` is first in the window (IntersectionObserver);
 * at once where there is no IntersectionObserver. Returns what stops waiting.
 */
export function whenInView(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    task();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
