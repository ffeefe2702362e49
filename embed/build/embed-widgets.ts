import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A widget folder that has landed: widgets/<name>/define.ts registers `<racekit-<name>>` (the
 * site, the tests); for the embed bundle, <name>-shell.ts is its first paint and <name>-widget.ts
 * the widget that takes over (exporting `<name>Shell` and `<name>Widget`).
 */
export interface EmbedWidget {
  readonly name: string;
  readonly tag: string;
  /** Absolute path of its define.ts. */
  readonly define: string;
  /** Absolute path of its first paint, `<name>-shell.ts`, and the name of its export. */
  readonly shell: { readonly file: string; readonly exported: string };
  /** Absolute path of its widget definition, `<name>-widget.ts`, and the name of its export. */
  readonly widget: { readonly file: string; readonly exported: string };
  /** Absolute path of its root component (`<name>.tsx`), whose doc comment documents the tag. */
  readonly component: string;
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every widgets/<name>/ with a define.ts, by name: a widget joins the bundle as soon as it lands. */
export function embedWidgets(root: string): EmbedWidget[] {
  const widgets = join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, 'define.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const folder = join(widgets, name);
      const shell = join(folder, `${name}-shell.ts`);
      const widget = join(folder, `${name}-widget.ts`);
      for (const file of [shell, widget]) if (!existsSync(file)) throw new Error(`widgets/${name} has a define.ts but no ${file.slice(folder.length + 1)}: the embed bundle needs both`);
      return {
        name,
        tag: `racekit-${name}`,
        define: join(folder, 'define.ts'),
        shell: { file: shell, exported: `${camelCase(name)}Shell` },
        widget: { file: widget, exported: `${camelCase(name)}Widget` },
        component: join(folder, `${name}.tsx`),
      };
    });
}
