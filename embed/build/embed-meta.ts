/**
 * dist/embed-meta.json: what the widgets build produced — which chunk is each tag's entry (its
 * first paint) and its widget code, what every chunk imports at once and later, and the modules
 * inside with their sizes. The loader build reads it for its manifest; the size budgets
 * (tests/budget/) and the bench read it to add up first paints and to list what weighs most.
 * It is written beside dist/embed, not served.
 */
export interface EmbedMeta {
  /** The loader's file name in dist/embed. */
  readonly loader: string;
  /** Tag → its entry chunk's file name: the tag's first paint (sdk/elements/define-shell.ts). */
  readonly entries: Readonly<Record<string, string>>;
  /** Tag → the chunk of its widget code, which the first paint imports on intent, idle or a press. */
  readonly code: Readonly<Record<string, string>>;
  /** File name → its imports and modules. */
  readonly chunks: Readonly<Record<string, EmbedChunkMeta>>;
}

export interface EmbedChunkMeta {
  /** Chunks imported statically: loaded before this one runs. */
  readonly imports: readonly string[];
  /** Chunks imported with `import()`: loaded later, on demand. */
  readonly dynamicImports: readonly string[];
  readonly modules: readonly EmbedModuleMeta[];
}

export interface EmbedModuleMeta {
  /** Path from the repository root (`node_modules/…` for packages). */
  readonly id: string;
  /** Characters of the module's code in the chunk, before minification. */
  readonly rendered: number;
}

/** `file` and every chunk it reaches through static imports (what runs before it can). */
export function staticClosure(meta: EmbedMeta, file: string): string[] {
  return reachable(meta, [file], () => false);
}

/** `files` and everything they reach, `import()` included (all the code a flow may need). */
export function fullClosure(meta: EmbedMeta, files: readonly string[]): string[] {
  return reachable(meta, files, () => true);
}

/** Files reached from `start`: through static imports always, through `import()`s that `follow` lets through. */
export function reachable(meta: EmbedMeta, start: readonly string[], follow: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = meta.chunks[file];
    if (chunk === undefined) return;
    chunk.imports.forEach(visit);
    chunk.dynamicImports.filter(follow).forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}
