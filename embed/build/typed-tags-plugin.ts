import type { Plugin } from 'rollup';
import { RACEKIT_VERSION } from '../../sdk/elements/racekit-version.ts';
import { describeTags } from './describe-tags.ts';
import type { EmbedWidget } from './embed-widgets.ts';
import { renderPreactTags, renderReactTags, renderTypedTags } from './render-typed-tags.ts';

/** Emits racekit.d.ts, racekit-react.d.ts and racekit-preact.d.ts beside the bundle. */
export function typedTagsPlugin(options: { root: string; widgets: readonly EmbedWidget[] }): Plugin {
  return {
    name: 'racekit-typed-tags',
    generateBundle() {
      const source = describeTags(options.root, options.widgets);
      for (const tag of source.tags) {
        const undocumented = tag.attributes.filter((attribute) => attribute.doc === '').map((attribute) => attribute.name);
        if (undocumented.length > 0) this.warn(`<${tag.tag}>: no @attr line for ${undocumented.join(', ')} in its component's doc comment`);
      }
      this.emitFile({ type: 'asset', fileName: 'racekit.d.ts', source: renderTypedTags(source, RACEKIT_VERSION) });
      this.emitFile({ type: 'asset', fileName: 'racekit-react.d.ts', source: renderReactTags(source, RACEKIT_VERSION) });
      this.emitFile({ type: 'asset', fileName: 'racekit-preact.d.ts', source: renderPreactTags(source, RACEKIT_VERSION) });
    },
  };
}
