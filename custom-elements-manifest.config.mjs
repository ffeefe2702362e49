// The custom elements manifest of the racekit tags (custom-elements.json, the format IDEs,
// Storybook and linters read), written by @custom-elements-manifest/analyzer from the doc
// comment that opens each widget's root component. `npx cem analyze` writes
// dist/embed/custom-elements.json; the embed build writes it too, with the typed tags
// generated from it (embed/build/typed-tags-plugin.ts).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('.', import.meta.url));
const load = (file) => tsImport(`./embed/build/${file}`, import.meta.url);
const { embedWidgets } = await load('embed-widgets.ts');
const { functionElementsPlugin } = await load('function-elements-plugin.ts');

export default {
  globs: embedWidgets(root).map((widget) => relative(root, widget.component)),
  outdir: 'dist/embed',
  packagejson: false,
  plugins: [functionElementsPlugin()],
};
