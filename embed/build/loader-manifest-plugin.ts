import { readFileSync } from 'node:fs';
import type { Plugin } from 'rollup';
import { staticClosure, type EmbedMeta } from './embed-meta.ts';
import type { WidgetChunks } from '../loader/widget-chunks.ts';

const ID = 'racekit:widget-chunks';

/** The chunks of each tag, from dist/embed-meta.json (written by the widgets build just before). */
export function widgetChunksFrom(meta: EmbedMeta): WidgetChunks {
  return Object.fromEntries(
    Object.entries(meta.entries).map(([tag, entry]) => [tag, { entry, preload: staticClosure(meta, entry).filter((file) => file !== entry) }]),
  );
}

/** `import { widgetChunks } from 'racekit:widget-chunks'` in the loader build. */
export function loaderManifestPlugin(metaFile: string): Plugin {
  return {
    name: 'racekit-loader-manifest',
    resolveId(source) {
      return source === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      this.addWatchFile(metaFile);
      const meta: EmbedMeta = JSON.parse(readFileSync(metaFile, 'utf8'));
      return `export const widgetChunks = ${JSON.stringify(widgetChunksFrom(meta))};\n`;
    },
  };
}
