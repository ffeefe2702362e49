import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { OutputBundle, Plugin } from 'rollup';
import type { EmbedWidget } from './embed-widgets.ts';
import type { EmbedMeta } from './embed-meta.ts';

const PREFIX = 'racekit-entry:';
const WIDGET = 'racekit-widget:';

// The server caches a name forever when it carries a hash: `-` or `.`, then 8+ letters and
// digits with at least one digit (server/http/static-files.ts). Hex hashes of 16 almost always do.
const HASHED = /[.-](?=[A-Za-z_]*\d)[A-Za-z0-9_]{8,}\.js$/;

export interface WidgetEntriesOptions {
  readonly root: string;
  readonly widgets: readonly EmbedWidget[];
  /** sdk/elements/define-shell.ts: every entry defines its tag with it. */
  readonly defineShell: string;
  /** embed/start-embed.ts: imported first by every widget's code. */
  readonly startEmbed: string;
  /** Where to write dist/embed-meta.json. */
  readonly metaFile: string;
}

/** The input of the widgets build: one entry per tag, named after it. */
export function widgetInputs(widgets: readonly EmbedWidget[]): Record<string, string> {
  return Object.fromEntries(widgets.map((widget) => [widget.tag, `${PREFIX}${widget.name}`]));
}

/**
 * Two virtual modules per widget:
 * - the entry, `racekit-entry:<name>` — the tag's first paint: `defineShell(<name>Shell, load)`,
 *   Preact's core and the first state's CSS, all a page pays before the tag paints;
 * - its code, `racekit-widget:<name>` — `import start-embed; export <name>Widget`, loaded by the
 *   first paint on intent, idle or a press, so the configuration is applied before the widget
 *   first renders.
 * After the build, the chunk graph goes to dist/embed-meta.json for the loader build and the
 * size checks.
 */
export function widgetEntriesPlugin(options: WidgetEntriesOptions): Plugin {
  const byName = new Map(options.widgets.map((widget) => [widget.name, widget]));
  const json = JSON.stringify;
  return {
    name: 'racekit-widget-entries',
    resolveId(source) {
      return source.startsWith(PREFIX) || source.startsWith(WIDGET) ? `\0${source}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const widget = byName.get(id.slice(PREFIX.length + 1));
        if (widget === undefined) return null;
        return [
          `import { defineShell } from ${json(options.defineShell)};`,
          `import { ${widget.shell.exported} } from ${json(widget.shell.file)};`,
          `defineShell(${widget.shell.exported}, () => import(${json(`${WIDGET}${widget.name}`)}).then((module) => module.widget));`,
        ].join('\n');
      }
      if (id.startsWith(`\0${WIDGET}`)) {
        const widget = byName.get(id.slice(WIDGET.length + 1));
        if (widget === undefined) return null;
        return `import ${json(options.startEmbed)};\nexport { ${widget.widget.exported} as widget } from ${json(widget.widget.file)};\n`;
      }
      return null;
    },
    generateBundle(_output, bundle) {
      for (const file of Object.keys(bundle)) {
        if (file.endsWith('.js') && !HASHED.test(file)) this.warn(`${file} has no cacheable hash in its name: it is served with a short cache`);
      }
      const meta = bundleMeta(bundle, options.root);
      mkdirSync(dirname(options.metaFile), { recursive: true });
      writeFileSync(options.metaFile, `${JSON.stringify(meta, null, 1)}\n`);
    },
  };
}

function bundleMeta(bundle: OutputBundle, root: string): EmbedMeta {
  const entries: Record<string, string> = {};
  const code: Record<string, string> = {};
  const chunks: Record<string, EmbedMeta['chunks'][string]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    if (output.isEntry && output.facadeModuleId?.startsWith(`\0${PREFIX}`) === true) entries[output.name] = output.fileName;
    // The chunk holding a widget's code module (its facade, or the chunk it was merged into).
    for (const id of Object.keys(output.modules)) if (id.startsWith(`\0${WIDGET}`)) code[`racekit-${id.slice(WIDGET.length + 1)}`] = output.fileName;
    chunks[output.fileName] = {
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      modules: Object.entries(output.modules)
        .map(([id, module]) => ({ id: id.startsWith('\0') ? id.slice(1) : relative(root, id), rendered: module.renderedLength }))
        .filter((module) => module.rendered > 0)
        .sort((a, b) => b.rendered - a.rendered),
    };
  }
  return { loader: 'racekit.js', entries, code, chunks };
}
