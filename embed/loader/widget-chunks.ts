/**
 * Where each tag's code lives in dist/embed, as the widgets build wrote it: the entry chunk the
 * loader imports and the chunks that entry imports at once (fetched in parallel as
 * `modulepreload` hints, so the first paint costs one round trip after racekit.js, not three).
 * File names are relative to racekit.js and carry a content hash.
 */
export interface WidgetChunk {
  readonly entry: string;
  readonly preload: readonly string[];
}

/** Tag name → its chunks. */
export type WidgetChunks = Readonly<Record<string, WidgetChunk>>;
