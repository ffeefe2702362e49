import type { Plugin } from 'rollup';
import { RACEKIT_VERSION } from '../../sdk/elements/racekit-version.ts';
import { analyzeElements, manifestElements } from './element-manifest.ts';
import { readHostTypes } from './host-types.ts';
import { renderPreactTags, renderReactTags, renderTypedTags } from './render-typed-tags.ts';

/**
 * Emits custom-elements.json (the analyzer's manifest of the tags, each event typed with its
 * `detail`) and, generated from it, racekit.d.ts, racekit-react.d.ts and racekit-preact.d.ts
 * beside the bundle.
 */
export function typedTagsPlugin(options: { root: string }): Plugin {
  return {
    name: 'racekit-typed-tags',
    async generateBundle() {
      const manifest = await analyzeElements(options.root);
      const elements = manifestElements(manifest);
      const host = readHostTypes(options.root);
      const details = new Map(host.events.map((event) => [event.name, event.type]));
      for (const element of elements) {
        for (const event of element.events ?? []) {
          const detail = details.get(event.name);
          if (detail === undefined) this.warn(`<${element.tagName}>: @event ${event.name} is not in sdk/elements/racekit-events.ts`);
          else event.type = { text: `CustomEvent<${detail}>` };
        }
        const undocumented = (element.attributes ?? []).filter((attribute) => attribute.type === undefined || (attribute.description ?? '') === '');
        if (undocumented.length > 0) this.warn(`<${element.tagName}>: no type or description for ${undocumented.map((attribute) => attribute.name).join(', ')} in its @attr lines`);
      }
      const source = { elements, host };
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'racekit.d.ts', source: renderTypedTags(source, RACEKIT_VERSION) });
      this.emitFile({ type: 'asset', fileName: 'racekit-react.d.ts', source: renderReactTags(source, RACEKIT_VERSION) });
      this.emitFile({ type: 'asset', fileName: 'racekit-preact.d.ts', source: renderPreactTags(source, RACEKIT_VERSION) });
    },
  };
}
