/**
 * `window.Racekit`: what a host page may call. Before racekit.js arrives a page may already
 * hold the two-line queue stub (docs/embedding.md):
 *
 *   window.Racekit=window.Racekit||{q:[],configure:function(c){this.q.push(c)},on:function(t,f){document.addEventListener('racekit:'+t,f)}};
 *   Racekit.configure({ lang: 'en' });
 *
 * The loader replaces the stub with this object and replays its queue. Listeners the stub
 * added stay: they are plain document listeners.
 */
export interface RacekitApi {
  /** The racekit version of the loader. */
  readonly version: string;
  /** Sets `apiBase`, `site`, `lang` (validated as soon as the widget code has loaded). */
  configure(input: unknown): void;
  /** Listens for `racekit:<type>` on the document (`type` with or without the prefix); returns the unsubscribe. */
  on(type: string, listener: EventListenerOrEventListenerObject): () => void;
  /** Loads a tag's code now (before it appears, e.g. to prefetch); resolves once it is defined. */
  load(tag: string): Promise<void>;
}

declare global {
  interface Window {
    Racekit?: RacekitApi | { q?: unknown };
  }
}

/** Listens for a racekit event on the document. */
export function onRacekitEvent(type: string, listener: EventListenerOrEventListenerObject): () => void {
  const name = type.startsWith('racekit:') ? type : `racekit:${type}`;
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}

/** Installs `api` as `window.Racekit`, replaying what the stub queued. */
export function installRacekitGlobal(api: RacekitApi): void {
  const stub = window.Racekit;
  window.Racekit = api;
  const queued = stub !== undefined && 'q' in stub && Array.isArray(stub.q) ? stub.q : [];
  for (const input of queued) api.configure(input);
}
