/** `…/racekit.js` (any query or hash), the loader's own file name. */
const loaderFile = /\/racekit\.js(?:[?#].*)?$/;

/**
 * The `<script>` element that loaded racekit.js. As a classic script (`<script src async>`) it
 * is `document.currentScript`; as a module that is null, so the last script on the page whose
 * `src` names racekit.js is taken instead.
 */
export function findLoaderScript(current: Element | null): HTMLScriptElement | null {
  if (current instanceof HTMLScriptElement && current.src !== '') return current;
  const candidates = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => loaderFile.test(script.src));
  return candidates.at(-1) ?? null;
}

/** The URL the widget chunks are resolved against: the loader's own, else the page's `/embed/`. */
export function chunkBase(script: HTMLScriptElement | null): string {
  return script === null ? new URL('/embed/', document.baseURI).href : script.src;
}
