import type { OutputChunk, Plugin } from 'rollup';

const MARK = '__racekitPreloadOf';

/**
 * Every `import()` of the widgets build also asks, in the same moment, for every chunk the
 * imported chunk needs before it can run (its static imports, all the way down), as
 * `<link rel="modulepreload">` — what Vite's preload helper does for the site. Without it the
 * browser learns of them only as each chunk arrives and is parsed, and a press on the buy button
 * waited for a chain of round trips: the widget's code, the runtime beside it, the texts, their
 * areas. Chunks the importing chunk has loaded already (it needs them itself) are left out.
 * Links only (the loader's way, embed/loader/load-widget.ts): nothing is evaluated early or out
 * of order, and no `<script>` is created. Inline, so that no chunk has to import a helper.
 *
 * How: each `import()` is rendered with a mark naming its target chunk; once the bundle's files
 * are final, the mark becomes the list of that chunk's closure less the importer's.
 */
export function preloadImportsPlugin(): Plugin {
  return {
    name: 'racekit-preload-imports',
    renderDynamicImport({ format, targetChunk }) {
      if (format !== 'es' || targetChunk === null) return null;
      return { left: `(${MARK}(${JSON.stringify(targetChunk.fileName)}), import(`, right: '))' };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file): [string, OutputChunk][] => (file.type === 'chunk' ? [[file.fileName, file]] : [])));
      const closure = closures(chunks);
      const mark = new RegExp(`${MARK}\\("([^"]+)"\\)`, 'g');
      for (const chunk of chunks.values()) {
        const loaded = closure(chunk.fileName);
        chunk.code = chunk.code.replace(mark, (_whole, target: string) => {
          const files = [...closure(target)].filter((file) => file !== target && !loaded.has(file));
          return files.length === 0 ? '0' : preloadCode(files);
        });
        if (chunk.code.includes(MARK)) this.error(`${chunk.fileName}: a preload mark was left unreplaced (minified into another shape?)`);
      }
    },
  };
}

/** File → itself and every chunk it imports statically, all the way down. */
function closures(chunks: ReadonlyMap<string, OutputChunk>): (file: string) => ReadonlySet<string> {
  const known = new Map<string, Set<string>>();
  return (file) => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    const visit = (each: string) => {
      if (seen.has(each)) return;
      seen.add(each);
      chunks.get(each)?.imports.forEach(visit);
    };
    visit(file);
    known.set(file, seen);
    return seen;
  };
}

/** Inline code that adds a modulepreload link for each file (relative to the running chunk) not linked yet. */
function preloadCode(files: readonly string[]): string {
  return (
    `${JSON.stringify(files.map((file) => `./${file}`))}.forEach(f=>{f=new URL(f,import.meta.url).href;` +
    `document.querySelector('link[href="'+f+'"]')||document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:f}))})`
  );
}

