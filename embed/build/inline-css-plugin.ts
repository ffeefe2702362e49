import { readFile } from 'node:fs/promises';
import type { Plugin } from 'rollup';
import { forwarded } from './forwarded-resolve.ts';

const SUFFIX = '?inline';

/** Comments and runs of white space out; nothing that could change a selector's meaning. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * `import css from './x.css?inline'` (types/assets.d.ts) as a string module, for widgets to
 * adopt as constructable stylesheets. Package paths resolve too (`swiper/swiper.css?inline`).
 */
export function inlineCssPlugin(): Plugin {
  return {
    name: 'racekit-inline-css',
    async resolveId(source, importer, options) {
      if (!source.endsWith(`.css${SUFFIX}`)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, forwarded(options));
      return resolved === null ? null : `${resolved.id}${SUFFIX}`;
    },
    async load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifyCss(await readFile(file, 'utf8')))};`;
    },
  };
}
