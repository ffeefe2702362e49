import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A widget folder that has landed: widgets/<name>/define.ts registers `<racekit-<name>>`. */
export interface EmbedWidget {
  readonly name: string;
  readonly tag: string;
  /** Absolute path of its define.ts. */
  readonly define: string;
  /** Absolute path of its root component (`<name>.tsx`), whose doc comment documents the tag. */
  readonly component: string;
}

/** Every widgets/<name>/ with a define.ts, by name: a widget joins the bundle as soon as it lands. */
export function embedWidgets(root: string): EmbedWidget[] {
  const widgets = join(root, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, 'define.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      tag: `racekit-${name}`,
      define: join(widgets, name, 'define.ts'),
      component: join(widgets, name, `${name}.tsx`),
    }));
}
