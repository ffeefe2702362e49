// The embed bundle (docs/architecture.md "The builds"): dist/embed/ for partner pages.
//
// 1. widgets: one ES module entry per widgets/<name>/define.ts (embed/build/widget-entries-plugin.ts),
//    React aliased to preact/compat, shared code split into hashed chunks; writes
//    dist/embed-meta.json (the chunk graph), custom-elements.json (the tags' manifest, by
//    @custom-elements-manifest/analyzer, custom-elements-manifest.config.mjs) and the typed
//    tags racekit*.d.ts generated from it.
// 2. loader: embed/racekit.ts as racekit.js, a classic script (IIFE) that also runs as a module,
//    with the chunk manifest of step 1 built in. Rollup runs the two in this order.
//
// The build helpers are TypeScript (embed/build/), loaded through tsx.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = `${root}dist/embed`;
const metaFile = `${root}dist/embed-meta.json`;

const load = (file) => tsImport(`./embed/build/${file}`, import.meta.url);
const { embedWidgets } = await load('embed-widgets.ts');
const { transpilePlugin } = await load('transpile-plugin.ts');
const { inlineCssPlugin } = await load('inline-css-plugin.ts');
const { productionEnvPlugin } = await load('production-env-plugin.ts');
const { widgetEntriesPlugin, widgetInputs } = await load('widget-entries-plugin.ts');
const { loaderManifestPlugin } = await load('loader-manifest-plugin.ts');
const { typedTagsPlugin } = await load('typed-tags-plugin.ts');
const { slimImaskPlugin } = await load('slim-imask-plugin.ts');
const { pruneOutputPlugin } = await load('prune-output-plugin.ts');
const { preloadImportsPlugin } = await load('preload-imports-plugin.ts');
const { embedChunks } = await load('embed-chunks.ts');
const { sdkEntriesPlugin } = await load('sdk-entries-plugin.ts');

const widgets = embedWidgets(root);

/**
 * React for the widgets is Preact: the same components, a tenth of the runtime. react-i18next
 * is the thin adapter over the same i18next (sdk/elements/react-i18next-adapter.ts).
 */
const preactAliases = alias({
  entries: [
    { find: /^react-i18next$/, replacement: `${root}sdk/elements/react-i18next-adapter.ts` },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
});

const minify = terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

/** Plain-code plugins both builds share. */
const sourcePlugins = () => [
  sdkEntriesPlugin(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(), // dayjs and its plugins are CommonJS
  transpilePlugin(),
  inlineCssPlugin(),
  productionEnvPlugin(),
];

function onwarn(warning, warn) {
  // jotai and react-i18next mark modules 'use client': meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

export default [
  {
    input: widgetInputs(widgets),
    preserveEntrySignatures: false,
    plugins: [
      widgetEntriesPlugin({ root, widgets, defineShell: `${root}sdk/elements/define-shell.ts`, startEmbed: `${root}embed/start-embed.ts`, metaFile }),
      preactAliases,
      slimImaskPlugin(),
      preloadImportsPlugin(),
      ...sourcePlugins(),
      minify,
      typedTagsPlugin({ root }),
      pruneOutputPlugin(['racekit.js']),
    ],
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name]-[hash:16].js',
      chunkFileNames: '[name]-[hash:16].js',
      hashCharacters: 'hex',
      // Explicit groups (embed/build/embed-chunks.ts): each file is compressed on its own, so
      // dozens of tiny chunks cost kilobytes, yet no lazy code may move into a first paint.
      manualChunks: embedChunks(root),
    },
    onwarn,
  },
  {
    input: `${root}embed/racekit.ts`,
    plugins: [loaderManifestPlugin(metaFile), ...sourcePlugins(), minify],
    output: { file: `${outDir}/racekit.js`, format: 'iife' },
    onwarn,
  },
];
